// /vyhledavani?q= — the shop's own search: matching categories, brands and articles, and the
// products as a listing (filters, sorts with relevance first, view mode, "Načíst další" with the
// position in the URL).
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { Link } from 'react-router-dom';
import { useCatalogueFilterOptionsQuery, useSearchResultsQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { usePricesType } from '../../app-context';
import { CATALOGUE_SORTS } from '../../domain';
import { messages } from '../../messages';
import { EmptyState } from '../../ui/EmptyState';
import { PageTitle } from '../../ui/PageTitle';
import { ListingView } from '../catalogue/ListingView';
import type { ListingSort } from '../catalogue/ListingToolbar';
import { sanitizeFilter } from '../catalogue/listingState';
import { RELEVANCE, searchFilterOptionsInputFor, searchInputFor, searchStateFromSearch, searchStateUrl, type SearchState } from './searchState';
import './search.css';

const SEARCH_SORTS: readonly ListingSort[] = [RELEVANCE, ...CATALOGUE_SORTS];

function LinkGroup({ title, links, testId }: { title: string; links: readonly { key: string; name: string; url: string }[]; testId: string }) {
  if (links.length === 0) return null;
  return (
    <section className="search-page__group" data-testid={testId}>
      <h2>{title}</h2>
      <ul className="search-page__links">
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.url}>{link.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SearchPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const pricesType = usePricesType();
  const state = searchStateFromSearch(location.search);
  const pending = navigation.location?.pathname === location.pathname ? searchStateFromSearch(navigation.location.search) : null;
  const shown = pending ?? state;
  const input = searchInputFor(state, pricesType);
  const { data, fetchMore } = useSearchResultsQuery({ variables: { input }, skip: !state.q, fetchPolicy: COMPONENT_FETCH_POLICY });
  const { data: options } = useCatalogueFilterOptionsQuery({
    variables: { input: searchFilterOptionsInputFor(state, pricesType) },
    skip: !state.q,
    fetchPolicy: COMPONENT_FETCH_POLICY,
  });
  const results = state.q ? data?.searchResults : null;
  const title = state.q ? `${messages.search.results}: „${state.q}“` : messages.pages.search;
  const go = (next: SearchState, replace = false) => {
    void navigate(searchStateUrl(next), { replace, preventScrollReset: true });
  };

  return (
    <section className="page search-page" data-testid="search-page">
      <PageTitle name={state.q ? `${messages.search.results}: ${state.q}` : messages.pages.search} />
      <h1>{title}</h1>
      {!state.q ? (
        <EmptyState title={messages.search.empty} icon="search" />
      ) : (
        <>
          <div className="search-page__groups">
            <LinkGroup title={messages.search.categories} testId="search-categories" links={(results?.categories ?? []).map((c) => ({ key: c.hash, name: c.name, url: c.url }))} />
            <LinkGroup title={messages.search.brands} testId="search-brands" links={(results?.brands ?? []).map((b) => ({ key: b.hash, name: b.name, url: b.url }))} />
            <LinkGroup title={messages.search.articles} testId="search-articles" links={(results?.articles ?? []).map((a) => ({ key: a.id, name: a.title, url: a.url }))} />
          </div>
          <h2 className="search-page__products-title">{messages.search.products}</h2>
          <ListingView
            items={results?.products.items ?? []}
            totalCount={results?.products.totalCount ?? null}
            hasNextPage={Boolean(results?.products.pageInfo.hasNextPage && results.products.pageInfo.endCursor)}
            filter={shown.filter}
            sort={shown.sort}
            view={shown.view}
            continued={state.after !== null}
            filterOptions={state.q ? options : null}
            pricesType={pricesType}
            busy={navigation.state === 'loading'}
            emptyText={messages.search.noProducts}
            sorts={SEARCH_SORTS}
            onFilter={(filter) => go({ ...shown, filter: sanitizeFilter(filter), after: null })}
            onSort={(sort) => go({ ...shown, sort, after: null })}
            onView={(view) => go({ ...shown, view }, true)}
            onLoadMore={async () => {
              const cursor = results?.products.pageInfo.endCursor;
              if (!cursor) return;
              await fetchMore({ variables: { input: { ...input, after: cursor } } });
              go({ ...state, after: cursor }, true);
            }}
            onFromStart={() => {
              void fetchMore({ variables: { input: searchInputFor({ ...state, after: null }, pricesType) } })
                .then(() => go({ ...state, after: null }))
                .catch((error: unknown) => console.error(error));
            }}
          />
        </>
      )}
    </section>
  );
}
