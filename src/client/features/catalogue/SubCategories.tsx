import { Link } from 'react-router-dom';
import type { TaxonomyNodeFieldsFragment } from '../../../generated/graphql';
import { messages } from '../../messages';

const IMAGE_SIZE = 64;

/** The category's children as tiles (image when the taxonomy has one). */
export function SubCategories({ nodes }: { nodes: readonly TaxonomyNodeFieldsFragment[] }) {
  if (nodes.length === 0) return null;
  return (
    <nav aria-label={messages.listing.subcategories} className="subcategories" data-testid="subcategories">
      <ul>
        {nodes.map((node) => (
          <li key={node.hash}>
            <Link to={node.url} className="subcategories__tile">
              {node.image ? <img src={node.image} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" /> : null}
              <span>{node.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
