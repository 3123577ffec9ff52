import { Link } from 'react-router-dom';
import type { TaxonomyNodeFieldsFragment } from '../../../generated/graphql';
import { listingMessages } from '../../texts/listing';

const IMAGE_SIZE = 48;

/**
 * The category's children: compact tiles on wider screens, on phones one row of chips that
 * scrolls sideways (the page itself never does), as Czech shops show sub-categories.
 */
export function SubCategories({ nodes }: { nodes: readonly TaxonomyNodeFieldsFragment[] }) {
  if (nodes.length === 0) return null;
  return (
    <nav aria-label={listingMessages.subcategories} className="subcategories" data-testid="subcategories">
      <ul className="subcategories__list">
        {nodes.map((node) => (
          <li key={node.hash}>
            <Link to={node.url} className="subcategories__tile">
              {node.image ? <img className="subcategories__image" src={node.image} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" /> : null}
              <span className="subcategories__name">{node.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
