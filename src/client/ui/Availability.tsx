// Kept for existing callers; new code uses StockBadge (same data, badge look).
import { StockBadge, type StockAvailabilityLike } from './StockBadge';

export function Availability({ availability }: { availability: StockAvailabilityLike }) {
  return <StockBadge availability={availability} className={`availability availability--${availability.color === 'red' ? 'red' : 'green'}`} />;
}
