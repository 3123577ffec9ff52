// The floating comparison bar (spec section 2): the count with its Czech plural and
// "Zobrazit". Rendered from the cached lists, which the server render already had, so it
// appears without a layout shift; hidden when empty and where compareBarVisible says (src/domain).
import { Link, useLocation } from 'react-router-dom';
import { compareBarVisible, productCountText } from '../../domain';
import { messages } from '../../messages';
import { buttonClass } from '../../ui/Button';
import { useVisitorLists } from './useVisitorLists';
import './compare.css';

export const COMPARE_PATH = '/porovnani-produktu';

export function CompareBarView({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <aside className="compare-bar" aria-label={messages.compare.bar} data-testid="compare-bar">
      <span className="compare-bar__label">{messages.compare.bar}:</span>{' '}
      <strong className="compare-bar__count" data-testid="compare-bar-count">
        {productCountText(count)}
      </strong>
      <Link to={COMPARE_PATH} className={buttonClass('primary', 'sm', 'compare-bar__show')}>
        {messages.compare.show}
      </Link>
    </aside>
  );
}

export function CompareBar() {
  const { compare } = useVisitorLists();
  const { pathname } = useLocation();
  if (!compareBarVisible(pathname, COMPARE_PATH)) return null;
  return <CompareBarView count={compare.length} />;
}
