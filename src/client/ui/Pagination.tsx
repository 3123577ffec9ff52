import { Link } from 'react-router-dom';
import { messages } from '../messages';
import { Icon } from './Icon';

/** Page numbers to show: first, last, and a window around the current one; null is a gap. */
export function pageWindow(page: number, pageCount: number, radius = 1): (number | null)[] {
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(null);
    out.push(p);
  });
  return out;
}

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page: pages are links, so they work without JavaScript and are crawlable. */
  hrefFor(page: number): string;
  label?: string;
}

export function Pagination({ page, pageCount, hrefFor, label = messages.ui.pagination }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        <li>
          {page > 1 ? (
            <Link className="pagination__link" to={hrefFor(page - 1)} rel="prev" aria-label={messages.ui.previousPage}>
              <Icon name="chevronLeft" size={16} />
            </Link>
          ) : (
            <span className="pagination__link pagination__link--disabled" aria-hidden="true">
              <Icon name="chevronLeft" size={16} />
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                className="pagination__link"
                to={hrefFor(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`${messages.ui.page} ${p}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link className="pagination__link" to={hrefFor(page + 1)} rel="next" aria-label={messages.ui.nextPage}>
              <Icon name="chevronRight" size={16} />
            </Link>
          ) : (
            <span className="pagination__link pagination__link--disabled" aria-hidden="true">
              <Icon name="chevronRight" size={16} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
