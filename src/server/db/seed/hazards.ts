// CLP labelling of the seeded chemicals, chosen by what the product is (its noun and modifier):
// realistic label elements of the common formulations sold as such (sodium hydroxide drain gels,
// hypochlorite bleaches, quaternary-ammonium disinfectant concentrates, ethanol hand gels, acid
// descalers, aerosols…). Soaps and hotel cosmetics are cosmetics (outside CLP) and stay null, as
// does everything that is not a chemical. Every label is checked by the domain (clpProblems).

import { clpProblems, czechUfi, type ClpClassification, type GhsCode, type SignalWord } from '../../../domain/index.js';
import { hashText } from './prng.js';

/** The (fictitious) Czech formulator whose VAT number the seeded UFIs encode. */
export const SEED_FORMULATOR_VAT = 'CZ27654321';

type Label = Omit<ClpClassification, 'ufi'> & { ufi: boolean };

const label = (
  pictograms: GhsCode[],
  signalWord: SignalWord | null,
  hazardStatements: string[],
  precautionaryStatements: string[],
): Label => ({ pictograms, signalWord, hazardStatements, precautionaryStatements, ufi: pictograms.length > 0 || hazardStatements.length > 0 });

const NOT_CLASSIFIED = label([], null, [], []);

/** Sodium hydroxide drain gel: Skin Corr. 1A, Met. Corr. 1. */
const DRAIN_CLEANER = label(['GHS05'], 'danger', ['H290', 'H314'], ['P102', 'P260', 'P280', 'P301+P330+P331', 'P303+P361+P353', 'P305+P351+P338', 'P310', 'P501']);
/** Sodium hypochlorite bleach: corrosive, toxic to aquatic life, releases chlorine. */
const CHLORINE = label(
  ['GHS05', 'GHS09'],
  'danger',
  ['H290', 'H314', 'H411', 'EUH031', 'EUH206'],
  ['P102', 'P273', 'P280', 'P301+P330+P331', 'P305+P351+P338', 'P310', 'P501'],
);
/** Quaternary-ammonium disinfectant concentrate. */
const DISINFECTANT_CONCENTRATE = label(
  ['GHS05', 'GHS07', 'GHS09'],
  'danger',
  ['H302', 'H314', 'H410'],
  ['P101', 'P102', 'P260', 'P273', 'P280', 'P301+P330+P331', 'P305+P351+P338', 'P310', 'P501'],
);
/** Ethanol ≥ 60 %: hand gels and quick-drying surface sprays. */
const ETHANOL = label(['GHS02', 'GHS07'], 'danger', ['H225', 'H319'], ['P102', 'P210', 'P233', 'P305+P351+P338', 'P403+P235', 'P501']);
/** Phosphoric-acid descaler and alkaline oven cleaner: corrosive. */
const CORROSIVE = label(['GHS05'], 'danger', ['H314'], ['P102', 'P280', 'P301+P330+P331', 'P305+P351+P338', 'P310', 'P501']);
/** Percarbonate dishwasher tablets: serious eye damage. */
const EYE_DAMAGE = label(['GHS05'], 'danger', ['H318'], ['P102', 'P280', 'P305+P351+P338', 'P310', 'P501']);
/** Surfactant detergents and mild acids: eye irritation. */
const EYE_IRRITANT = label(['GHS07'], 'warning', ['H319'], ['P101', 'P102', 'P280', 'P305+P351+P338', 'P337+P313']);
/** Skin and eye irritant. */
const IRRITANT = label(['GHS07'], 'warning', ['H315', 'H319'], ['P102', 'P280', 'P302+P352', 'P305+P351+P338', 'P337+P313', 'P501']);
/** Hypochlorite mould remover at low concentration (skin and eye irritant, chlorine warning). */
const MOULD_REMOVER = label(['GHS07'], 'warning', ['H315', 'H319', 'EUH206'], ['P101', 'P102', 'P261', 'P280', 'P305+P351+P338', 'P337+P313']);
/** Aerosol spray can. */
const AEROSOL = label(['GHS02'], 'danger', ['H222', 'H229'], ['P102', 'P210', 'P211', 'P251', 'P410+P412']);

/** The label of a seeded product, or undefined: not a chemical (no CLP block at all). */
function labelOf(noun: string, mod: string): Label | undefined {
  const n = noun.toLowerCase();
  const chlorine = mod.includes('s chlórem') || (n === 'bělidlo' && mod !== 'bez chlóru');
  if (n.startsWith('čistič odpadů')) return chlorine ? CHLORINE : DRAIN_CLEANER;
  if (n.includes('čistič na okna') || n.includes('čistič skla') || n.includes('čistič zrcadel')) return NOT_CLASSIFIED;
  if (chlorine) return CHLORINE;
  if (n === 'dezinfekční koncentrát') return DISINFECTANT_CONCENTRATE;
  if (n.startsWith('dezinfekční gel na ruce') || n.startsWith('dezinfekce na ruce')) return ETHANOL;
  if (n === 'dezinfekční sprej' && mod === 'rychleschnoucí') return ETHANOL;
  if (n.startsWith('dezinfekce povrchů') || n === 'dezinfekční sprej') return NOT_CLASSIFIED;
  if (n.startsWith('dezinfekční přípravek na prádlo') || n.startsWith('dezinfekce na nádobí')) return mod === 'profi' ? CORROSIVE : EYE_IRRITANT;
  if (n.startsWith('bělidlo') || n.startsWith('bělicí prostředek')) return EYE_IRRITANT;
  if (mod === 'proti plísním') return MOULD_REMOVER;
  if (n.includes('wc')) return IRRITANT;
  if (n.includes('vodní') || n.includes('vodního kamene')) return mod === 'profi' ? CORROSIVE : EYE_IRRITANT;
  if (n === 'čistič grilů a trub' || mod === 'průmyslový' || mod === 'alkalický') return CORROSIVE;
  if (n === 'odmašťovač' || n === 'čistič digestoří') return IRRITANT;
  if (n.startsWith('tablety do myčky') || n.startsWith('kapsle do myčky')) return mod === 'ekologické' || mod === 'bez fosfátů' ? EYE_IRRITANT : EYE_DAMAGE;
  if (n.includes('nádobí') || n.startsWith('prací gel') || n.startsWith('tekutý prací')) return EYE_IRRITANT;
  if (mod === 've spreji') return AEROSOL;
  if (n.startsWith('sprej na')) return NOT_CLASSIFIED;
  if (n.startsWith('odstraňovač skvrn') || n.startsWith('předpírací sprej')) return mod === 's aktivním kyslíkem' ? EYE_IRRITANT : NOT_CLASSIFIED;
  if (n.startsWith('čistič') || n.startsWith('mycí prostředek') || n.startsWith('leštěnka') || n.startsWith('šampon') || n.includes('aviváž')) {
    return mod === 'koncentrát' ? EYE_IRRITANT : NOT_CLASSIFIED;
  }
  return undefined;
}

/**
 * The CLP classification of a seeded product (null: not a chemical). One formulation per noun and
 * modifier, so every pack size of it shares its UFI.
 */
export function seedClassification(noun: string, mod: string): ClpClassification | null {
  const found = labelOf(noun, mod);
  if (!found) return null;
  const classification: ClpClassification = {
    pictograms: found.pictograms,
    signalWord: found.signalWord,
    hazardStatements: found.hazardStatements,
    precautionaryStatements: found.precautionaryStatements,
    ufi: found.ufi ? czechUfi(SEED_FORMULATOR_VAT, hashText(`ufi:${noun}|${mod}`) % 268_435_456) : null,
  };
  const problems = clpProblems(classification);
  if (problems.length > 0) throw new Error(`Seed CLP label of "${noun} ${mod}": ${problems.join(' ')}`);
  return classification;
}
