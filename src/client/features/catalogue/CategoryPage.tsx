import { useLocation } from 'react-router-dom';
import { matchCatchAll } from '../../domain';
import { messages } from '../../messages';
import { Breadcrumbs, type Crumb } from '../../ui/Breadcrumbs';
import { breadcrumbList, StructuredData } from '../../ui/StructuredData';
import { useAppContext } from '../../app-context';
import { CatalogueListing } from './CatalogueListing';
import { SubCategories } from './SubCategories';
import { useTaxonomyLineage } from './useTaxonomyLineage';
import { useTaxonomyNode } from './useTaxonomyNode';

/** Catalogue (and preview) listings "/{path*}/c/{hash}": header, sub-categories, the listing. */
export function CategoryPage({ hash }: { hash: string }) {
  const { pathname } = useLocation();
  const { node } = useTaxonomyNode(hash);
  const { nodes } = useTaxonomyLineage(hash);
  const name = node?.name ?? messages.catalogue.catalogue;
  const crumbs: Crumb[] = nodes.map((n) => ({ label: n.name, to: n.url }));
  const match = matchCatchAll(pathname);
  const { publicUrl } = useAppContext();

  return (
    <section className="page category-page">
      <StructuredData items={crumbs.length > 0 ? [breadcrumbList(publicUrl, nodes.map((n) => ({ name: n.name, url: n.url })))] : []} />
      <Breadcrumbs items={crumbs} />
      <header className="category-page__header">
        <h1>{name}</h1>
        {node?.description ? <p className="category-page__description">{node.description}</p> : null}
      </header>
      <SubCategories nodes={node?.children ?? []} />
      <CatalogueListing target={{ hash, taxonomyPath: match?.path ?? '' }} head={{ name, description: node?.description }} />
    </section>
  );
}
