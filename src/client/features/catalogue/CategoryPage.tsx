import { NetworkStatus } from '@apollo/client';
import { useCataloguePageQuery, useTaxonomySubTreeQuery, type CatalogueInput } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { messages } from '../../messages';
import { TAXONOMY_DEPTH } from '../../route-data';
import { PageTitle } from '../../ui/PageTitle';
import { CategoryLinks } from './CategoryLinks';
import { ProductGrid } from './ProductCard';

export function CategoryPage({ hash, input }: { hash: string; input: CatalogueInput }) {
  const { data: tree } = useTaxonomySubTreeQuery({
    variables: { hash, depth: TAXONOMY_DEPTH },
    fetchPolicy: COMPONENT_FETCH_POLICY,
  });
  const { data, fetchMore, networkStatus } = useCataloguePageQuery({
    variables: { input },
    fetchPolicy: COMPONENT_FETCH_POLICY,
    notifyOnNetworkStatusChange: true,
  });
  const node = tree?.taxonomySubTree;
  const page = data?.catalogue;
  const name = node?.name ?? messages.catalogue.catalogue;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  return (
    <section className="page category-page">
      <PageTitle name={name} />
      <h1>{name}</h1>
      {node?.description ? <p className="category-page__description">{node.description}</p> : null}
      <CategoryLinks nodes={node?.children ?? []} label={messages.catalogue.categories} />
      {page && page.items.length > 0 ? (
        <>
          <ProductGrid products={page.items} />
          {page.pageInfo.hasNextPage && page.pageInfo.endCursor ? (
            <p className="load-more">
              <button
                type="button"
                className="button"
                disabled={loadingMore}
                onClick={() => {
                  void fetchMore({ variables: { input: { ...input, after: page.pageInfo.endCursor } } });
                }}
              >
                {loadingMore ? messages.catalogue.loading : messages.catalogue.loadMore}
              </button>
            </p>
          ) : null}
        </>
      ) : (
        <p>{messages.catalogue.empty}</p>
      )}
    </section>
  );
}
