import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CLP_TEXTS,
  GHS_CODES,
  GHS_PICTOGRAMS,
  HAZARD_STATEMENTS,
  PRECAUTIONARY_STATEMENTS,
  SIGNAL_WORDS,
  UFI_ALPHABET,
  UFI_ERRORS,
  clpProblems,
  clpShownIn,
  czechUfi,
  formatUfi,
  hazardTypes,
  isGhsCode,
  isHazardous,
  isSignalWord,
  isValidUfi,
  safetyDataSheetPath,
  ufiProblem,
  type ClpClassification,
} from '../../src/domain/index.js';

const drain: ClpClassification = {
  pictograms: ['GHS05'],
  signalWord: 'danger',
  hazardStatements: ['H290', 'H314'],
  precautionaryStatements: ['P102', 'P280', 'P301+P330+P331', 'P305+P351+P338', 'P310', 'P501'],
  ufi: czechUfi('CZ27654321', 4711),
};
const notClassified: ClpClassification = { pictograms: [], signalWord: null, hazardStatements: [], precautionaryStatements: [], ufi: null };

describe('catalogues', () => {
  it('name the nine GHS pictograms in Czech', () => {
    expect(GHS_CODES).toEqual(['GHS01', 'GHS02', 'GHS03', 'GHS04', 'GHS05', 'GHS06', 'GHS07', 'GHS08', 'GHS09']);
    expect(GHS_PICTOGRAMS.GHS05).toBe('Žíravost');
    expect(GHS_PICTOGRAMS.GHS09).toBe('Životní prostředí');
    expect(isGhsCode('GHS07')).toBe(true);
    expect(isGhsCode('GHS10')).toBe(false);
    expect(isGhsCode('toString')).toBe(false);
  });

  it('hold the official Czech wording of the statements the seed uses', () => {
    expect(SIGNAL_WORDS).toEqual({ danger: 'Nebezpečí', warning: 'Varování' });
    expect(isSignalWord('danger')).toBe(true);
    expect(isSignalWord('Nebezpečí')).toBe(false);
    expect(HAZARD_STATEMENTS.H314).toBe('Způsobuje těžké poleptání kůže a poškození očí.');
    expect(HAZARD_STATEMENTS.H411).toBe('Toxický pro vodní organismy, s dlouhodobými účinky.');
    expect(HAZARD_STATEMENTS.EUH206).toBe('Pozor! Nepoužívejte společně s jinými výrobky. Může uvolňovat nebezpečné plyny (chlor).');
    expect(PRECAUTIONARY_STATEMENTS.P102).toBe('Uchovávejte mimo dosah dětí.');
    expect(PRECAUTIONARY_STATEMENTS['P305+P351+P338']).toMatch(/^PŘI ZASAŽENÍ OČÍ: Několik minut opatrně vyplachujte vodou\./);
    for (const code of Object.keys(HAZARD_STATEMENTS)) expect(code).toMatch(/^(H\d{3}|EUH\d{3})$/);
    for (const code of Object.keys(PRECAUTIONARY_STATEMENTS)) expect(code).toMatch(/^P\d{3}(\+P\d{3})*$/);
  });
});

describe('what shows where', () => {
  it('shows a hazardous product everywhere: page block, card badge, cart notice', () => {
    expect(isHazardous(drain)).toBe(true);
    expect(['page', 'card', 'cart'].map((p) => clpShownIn(drain, p as 'page'))).toEqual([true, true, true]);
    expect(hazardTypes(drain)).toEqual(['Žíravost']);
  });

  it('shows a not-classified mixture only on its page, and nothing for a product without CLP data', () => {
    expect(isHazardous(notClassified)).toBe(false);
    expect(clpShownIn(notClassified, 'page')).toBe(true);
    expect(clpShownIn(notClassified, 'card')).toBe(false);
    expect(clpShownIn(notClassified, 'cart')).toBe(false);
    for (const placement of ['page', 'card', 'cart'] as const) {
      expect(clpShownIn(null, placement)).toBe(false);
      expect(clpShownIn(undefined, placement)).toBe(false);
    }
  });

  it('counts a hazard statement without a pictogram (H412 alone) as hazardous', () => {
    expect(isHazardous({ ...notClassified, hazardStatements: ['H412'] })).toBe(true);
    expect(isHazardous({ ...notClassified, signalWord: 'warning' })).toBe(true);
  });

  it('has Czech texts for the block, the badge and the data sheet link', () => {
    expect(CLP_TEXTS.badge).toBe('Nebezpečná látka');
    expect(CLP_TEXTS.safetyDataSheet).toBe('Bezpečnostní list (PDF)');
    expect(CLP_TEXTS.pictogramLabel('Žíravost')).toBe('Výstražný symbol: Žíravost');
    expect(safetyDataSheetPath('CI-000405')).toBe('/media/bezpecnostni-list/CI-000405.pdf');
    expect(safetyDataSheetPath('a/b')).toBe('/media/bezpecnostni-list/a%2Fb.pdf');
  });
});

describe('UFI', () => {
  // Test vectors of ECHA's UFI developer manual (Czech VAT numbers), as reproduced by the public UFI generators.
  it.each([
    ['CZ978563421', 0, 'F000-T0KH-V002-T4SM'],
    ['CZ81726354', 156920229, 'HKC1-Q7N0-DKF6-7N3E'],
    ['CZ978563421', 15790899, '24VQ-VGV0-WF16-7WC9'],
    ['CZ9785634210', 268435455, 'W3NN-SKC4-JXSS-V4WG'],
  ])('generates the UFI of %s, formulation %i', (vat, formulation, ufi) => {
    expect(czechUfi(vat, formulation)).toBe(ufi);
    expect(ufiProblem(ufi)).toBeNull();
  });

  it('validates UFIs of other countries from the same vectors', () => {
    for (const ufi of ['GMTT-2SQN-6FDD-6TV1', 'C23S-PQ2V-AMH9-VVRF', 'NJC1-671A-UKF3-J0M8', 'QJ0V-J1JU-9Y8W-37TG', '6KTT-PSK1-AFDM-KEFU']) {
      expect(isValidUfi(ufi), ufi).toBe(true);
    }
  });

  it('accepts lower case, spaces or no separators, and formats them', () => {
    expect(isValidUfi('f000 t0kh v002 t4sm')).toBe(true);
    expect(isValidUfi('F000T0KHV002T4SM')).toBe(true);
    expect(formatUfi(' f000t0khv002t4sm ')).toBe('F000-T0KH-V002-T4SM');
    expect(formatUfi('F000-T0KH')).toBeNull();
  });

  it('refuses wrong length, grouping, letters outside the alphabet and a bad check character', () => {
    expect(ufiProblem('F000-T0KH-V002')).toBe(UFI_ERRORS.length);
    expect(ufiProblem('F00-0T0KH-V002-T4SM')).toBe(UFI_ERRORS.length);
    expect(ufiProblem('F000-T0KH-V002-T4SB')).toBe(UFI_ERRORS.characters);
    expect(ufiProblem('F000-T0KH-V002-T4SO')).toBe(UFI_ERRORS.characters);
    expect(ufiProblem('G000-T0KH-V002-T4SM')).toBe(UFI_ERRORS.checksum);
    // Two swapped neighbours: the position weights catch it.
    expect(ufiProblem('F000-0TKH-V002-T4SM')).toBe(UFI_ERRORS.checksum);
    // The brief's example string has a wrong check character.
    expect(ufiProblem('N1QV-R02J-P00G-1NNC')).toBe(UFI_ERRORS.checksum);
  });

  it('refuses a payload whose version bit is 1 even with a right check character', () => {
    // Payload 1 (version bit set): base-31 digits 0…01, reorganised, then its check character.
    const digits = [...Array<number>(14).fill(0), 1];
    const order = [5, 4, 3, 7, 2, 8, 9, 10, 1, 0, 11, 6, 12, 13, 14];
    const reorganised = order.map((i) => digits[i]!);
    const sum = reorganised.reduce((acc, v, i) => acc + (i + 2) * v, 0);
    const check = (31 - (sum % 31)) % 31;
    const ufi = formatUfi([check, ...reorganised].map((v) => UFI_ALPHABET[v]).join(''))!;
    expect(ufiProblem(ufi)).toBe(UFI_ERRORS.version);
  });

  it('catches every single changed character of a generated UFI (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 268_435_455 }),
        fc.integer({ min: 10_000_000, max: 99_999_999 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 1, max: 30 }),
        (formulation, vat, position, shift) => {
          const ufi = czechUfi(`CZ${vat}`, formulation);
          expect(isValidUfi(ufi)).toBe(true);
          const chars = ufi.replace(/-/g, '').split('');
          chars[position] = UFI_ALPHABET[(UFI_ALPHABET.indexOf(chars[position]!) + shift) % 31]!;
          expect(isValidUfi(chars.join(''))).toBe(false);
        },
      ),
    );
  });

  it('refuses to generate from a foreign VAT number or a formulation out of range', () => {
    expect(() => czechUfi('SK2020123456', 1)).toThrow();
    expect(() => czechUfi('CZ12345678', -1)).toThrow();
    expect(() => czechUfi('CZ12345678', 268_435_456)).toThrow();
    expect(() => czechUfi('CZ12345678', 1.5)).toThrow();
  });
});

describe('clpProblems', () => {
  it('accepts the seed-style labels', () => {
    expect(clpProblems(drain)).toEqual([]);
    expect(clpProblems(notClassified)).toEqual([]);
    expect(clpProblems({ ...notClassified, pictograms: ['GHS09'], hazardStatements: ['H411'] })).toEqual([]);
  });

  it('names unknown codes, duplicates, a pictogram without signal word and a bad UFI in Czech', () => {
    const bad = {
      pictograms: ['GHS05', 'GHS05', 'GHS10'],
      signalWord: 'maybe',
      hazardStatements: ['H999'],
      precautionaryStatements: ['P999'],
      ufi: 'N1QV-R02J-P00G-1NNC',
    } as unknown as ClpClassification;
    expect(clpProblems(bad)).toEqual([
      'Neznámý výstražný symbol GHS10.',
      'Výstražný symbol je uveden vícekrát.',
      'Neznámá standardní věta o nebezpečnosti H999.',
      'Neznámý pokyn pro bezpečné zacházení P999.',
      'Neznámé signální slovo maybe.',
      UFI_ERRORS.checksum,
    ]);
    expect(clpProblems({ ...drain, signalWord: null })).toEqual(['Výstražný symbol bez signálního slova.']);
  });
});
