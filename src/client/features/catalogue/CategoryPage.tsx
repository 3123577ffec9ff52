import { useLocation } from 'react-router-dom';
import { useTaxonomyMeAndAncestorsQuery, useTaxonomySubTreeQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { matchCatchAll } from '../../domain';
import { messages } from '../../messages';
import { TAXONOMY_DEPTH } from '../../route-data';
import { Breadcrumbs, type Crumb } from '../../ui/Breadcrumbs';
import { PageTitle } from '../../ui/PageTitle';
import { CatalogueListing } from './CatalogueListing';
import { SubCategories } from './SubCategories';

/** Catalogue (and preview) listings "/{path*}/c/{hash}": header, sub-categories, the listing. */
export function CategoryPage({ hash }: { hash: string }) {
  const { pathname } = useLocation();
  const { data: tree } = useTaxonomySubTreeQuery({ variables: { hash, depth: TAXONOMY_DEPTH }, fetchPolicy: COMPONENT_FETCH_POLICY });
  const { data: lineage } = useTaxonomyMeAndAncestorsQuery({ variables: { hash }, fetchPolicy: COMPONENT_FETCH_POLICY });
  const node = tree?.taxonomySubTree;
  const name = node?.name ?? messages.catalogue.catalogue;
  const nodes = lineage?.taxonomyMeAndAncestors ?? [];
  const crumbs: Crumb[] = nodes.map((n) => ({ label: n.name, to: n.url }));
  const match = matchCatchAll(pathname);

  return (
    <section className="page category-page">
      <PageTitle name={name} />
      <Breadcrumbs items={crumbs} />
      <header className="category-page__header">
        <h1>{name}</h1>
        {node?.description ? <p className="category-page__description">{node.description}</p> : null}
      </header>
      <SubCategories nodes={node?.children ?? []} />
      <CatalogueListing target={{ hash, taxonomyPath: match?.path ?? '' }} />
    </section>
  );
}
