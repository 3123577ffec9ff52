import { useLoaderData } from 'react-router-dom';
import { useCataloguePageQuery, useTaxonomySubTreeQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { messages } from '../../messages';
import { CATALOGUE_PAGE_SIZE, TAXONOMY_DEPTH, type HomeData } from '../../route-data';
import { PageTitle } from '../../ui/PageTitle';
import { CategoryLinks } from '../catalogue/CategoryLinks';
import { ProductGrid } from '../catalogue/ProductCard';

export function HomePage() {
  const { hash, input } = useLoaderData<HomeData>();
  const { data: tree } = useTaxonomySubTreeQuery({
    variables: { hash, depth: TAXONOMY_DEPTH },
    fetchPolicy: COMPONENT_FETCH_POLICY,
  });
  const { data } = useCataloguePageQuery({ variables: { input }, fetchPolicy: COMPONENT_FETCH_POLICY });
  // The root listing may hold more pages after "Načíst další" on the root category.
  const products = (data?.catalogue?.items ?? []).slice(0, CATALOGUE_PAGE_SIZE);
  return (
    <section className="page home-page">
      <PageTitle name={messages.home.title} />
      <h1>{messages.home.heading}</h1>
      <h2>{messages.home.categories}</h2>
      <CategoryLinks nodes={tree?.taxonomySubTree?.children ?? []} label={messages.home.categories} />
      <h2>{messages.home.products}</h2>
      <ProductGrid products={products} />
    </section>
  );
}
