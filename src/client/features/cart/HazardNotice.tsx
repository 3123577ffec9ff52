// The cart's notice of hazardous products (CLP, issue 15): which lines are hazardous chemicals,
// with their pictograms, and the reminder to read the label and the safety data sheet.
import { Link } from 'react-router-dom';
import { CLP_TEXTS, hazardShownIn } from '../../domain';
import { Alert, GhsPictogram } from '../../ui';
import type { CartSubjectDetail } from '../checkout';

export function HazardNotice({ subjects }: { subjects: readonly CartSubjectDetail[] }) {
  const hazardous = subjects.flatMap((s) => (s.product && hazardShownIn(s.product.hazard, 'cart') ? [s.product] : []));
  const unique = [...new Map(hazardous.map((p) => [p.sku, p])).values()];
  if (unique.length === 0) return null;
  return (
    <Alert tone="warning" title={CLP_TEXTS.cartNoticeTitle} className="hazard-notice">
      <ul className="hazard-notice__list" data-testid="hazard-notice">
        {unique.map((product) => (
          <li key={product.sku}>
            <span className="hazard-notice__pictograms">
              {(product.hazard?.pictograms ?? []).map((p) => (
                <GhsPictogram key={p.code} code={p.code} name={p.name} size={28} />
              ))}
            </span>
            <Link to={product.url}>{product.name}</Link>
          </li>
        ))}
      </ul>
      <p className="hazard-notice__text">{CLP_TEXTS.cartNoticeText}</p>
    </Alert>
  );
}
