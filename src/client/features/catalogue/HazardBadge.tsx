// The "Nebezpečná látka" badge of a listing card (CLP, issue 15): the pictograms small, the
// accessible name says the hazard in words.
import type { ProductCardFieldsFragment } from '../../../generated/graphql';
import { CLP_TEXTS, hazardShownIn } from '../../domain';
import { GhsPictogram } from '../../ui';

export function HazardBadge({ hazard }: { hazard: ProductCardFieldsFragment['hazard'] }) {
  if (!hazard || !hazardShownIn(hazard, 'card')) return null;
  const names = hazard.pictograms.map((p) => p.name).join(', ');
  return (
    <p className="hazard-badge" data-testid="hazard-badge">
      {hazard.pictograms.map((p) => (
        <GhsPictogram key={p.code} code={p.code} name={p.name} size={24} decorative />
      ))}
      <span className="hazard-badge__text">{CLP_TEXTS.badge}</span>
      {names ? <span className="visually-hidden"> ({names})</span> : null}
    </p>
  );
}
