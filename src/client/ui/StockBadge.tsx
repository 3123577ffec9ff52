import { cx } from './cx';

export interface StockAvailabilityLike {
  state: string;
  text: string;
  color: string;
  /** "Skladem N" (spec section 4): the exact count behind a band, from 3 pieces up. */
  note?: string | null;
}

/**
 * Stock availability as computed by the server (src/domain stockAvailability): the text and
 * the colour come with the data, so the client never repeats stock rules or texts.
 */
export function StockBadge({ availability, className }: { availability: StockAvailabilityLike; className?: string }) {
  const tone = availability.color === 'red' ? 'red' : 'green';
  return (
    <span className={cx('stock-badge', `stock-badge--${tone}`, className)} data-state={availability.state}>
      <span className="stock-badge__dot" aria-hidden="true" />
      {availability.text}
      {availability.note ? (
        <span className="stock-badge__note" data-testid="stock-note">
          {' '}
          ({availability.note})
        </span>
      ) : null}
    </span>
  );
}
