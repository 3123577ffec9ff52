import { Link } from 'react-router-dom';
import type { TaxonomyNodeFieldsFragment } from '../../../generated/graphql';

export function CategoryLinks({ nodes, label }: { nodes: readonly TaxonomyNodeFieldsFragment[]; label: string }) {
  if (nodes.length === 0) return null;
  return (
    <nav aria-label={label} className="category-links">
      <ul>
        {nodes.map((node) => (
          <li key={node.hash}>
            <Link to={node.url}>{node.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
