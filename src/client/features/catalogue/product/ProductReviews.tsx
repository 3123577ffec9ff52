import { formatDate, formatNumber } from '../../../domain';
import { detailMessages } from '../../../texts/detail';
import { useProductReviews } from './useProductReviews';

const MAX_STARS = 5;

function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className="stars" aria-hidden="true">
      {'★'.repeat(full)}
      {'☆'.repeat(Math.max(0, MAX_STARS - full))}
    </span>
  );
}

/** Rating summary (average, count, distribution) and the reviews. */
export function ProductReviews({ sku }: { sku: string }) {
  const { reviews } = useProductReviews(sku);
  if (!reviews || reviews.summary.count === 0) return <p data-testid="reviews-empty">{detailMessages.noReviews}</p>;
  const { average, count, distribution } = reviews.summary;
  return (
    <div className="reviews" data-testid="reviews">
      <div className="reviews__summary">
        {average !== null ? (
          <p className="reviews__average">
            <Stars rating={average} />{' '}
            <strong>
              {formatNumber(average, 1)} {detailMessages.ratingOutOf}
            </strong>{' '}
            <span className="reviews__count">
              ({detailMessages.reviewCount}: {formatNumber(count)})
            </span>
          </p>
        ) : null}
        <ul className="reviews__distribution">
          {distribution.map((d) => (
            <li key={d.stars}>
              <span className="reviews__stars-label">{d.stars} ★</span>
              <meter min={0} max={count} value={d.count} aria-label={`${d.stars} ★`} />
              <span>{formatNumber(d.count)}</span>
            </li>
          ))}
        </ul>
      </div>
      <ul className="reviews__list">
        {reviews.items.map((review) => (
          <li key={review.id} className="review">
            <p className="review__head">
              <Stars rating={review.rating} /> <span className="visually-hidden">{review.rating} {detailMessages.ratingOutOf}</span>
              <strong>{review.author}</strong> <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
            </p>
            <p className="review__text">{review.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
