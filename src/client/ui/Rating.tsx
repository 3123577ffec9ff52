// Star rating as shops show it on cards and the product page: five stars filled to the average
// (to a tenth) and the number of ratings. One accessible name ("Hodnocení 4,4 z 5, 8 hodnocení");
// the stars and the bracketed count are decorative for screen readers. The stars are one CSS mask
// (star.svg, catalogue.css), not five inline SVGs a card: a listing's HTML stays small.
import { formatNumber } from '../domain';
import { messages } from '../messages';
import { cx } from './cx';

const MAX_STARS = 5;

/** The share of the five stars that is filled, in per cent (0–100). */
export function ratingFill(rating: number): number {
  const clamped = Math.min(MAX_STARS, Math.max(0, rating));
  return Math.round((clamped / MAX_STARS) * 1000) / 10;
}

/** "Hodnocení 4,4 z 5, 8 hodnocení". */
export function ratingLabel(rating: number, count: number): string {
  return `${messages.rating.label} ${formatNumber(rating, 1)} ${messages.rating.outOf}, ${formatNumber(count)} ${messages.rating.count}`;
}

export interface RatingProps {
  /** Average stars (0–5); null or a zero count renders nothing. */
  rating: number | null | undefined;
  count: number;
  /** Show the average as a number next to the stars ("4,4"). */
  showValue?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

export function Rating({ rating, count, showValue = false, size = 'sm', className }: RatingProps) {
  if (rating === null || rating === undefined || count <= 0) return null;
  return (
    <span className={cx('rating', `rating--${size}`, className)} role="img" aria-label={ratingLabel(rating, count)} data-testid="rating">
      <span className="rating__stars" aria-hidden="true">
        <span className="rating__fill" style={{ width: `${ratingFill(rating)}%` }} />
      </span>
      {showValue ? (
        <span className="rating__value" aria-hidden="true">
          {formatNumber(rating, 1)}
        </span>
      ) : null}
      <span className="rating__count" aria-hidden="true">
        ({formatNumber(count)})
      </span>
    </span>
  );
}
