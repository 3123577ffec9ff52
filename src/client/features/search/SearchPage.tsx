// /vyhledavani?q= — the shop's own search: matching categories, brands and articles, and the
// products as a listing (filters, sorts with relevance first, view mode, "Načíst další" with the
// position in the URL).
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { Link } from 'react-router-dom';
import type { SearchResultsQuery } from '../../../generated/graphql';
import { usePricesType } from '../../app-context';
import { AUTOCOMPLETE_TEXTS, CATALOGUE_SORTS } from '../../domain';
import { messages } from '../../messages';
import { EmptyState } from '../../ui/EmptyState';
import { PageTitle } from '../../ui/PageTitle';
import { ListingView, type ListingSort, sanitizeFilter } from '../catalogue';
import { RELEVANCE, searchStateFromSearch, searchStateUrl, type SearchState } from './searchState';
import { searchPageUrl } from './autocompleteOptions';
import { useSearchResults } from './useSearchResults';
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

type Suggestions = NonNullable<NonNullable<SearchResultsQuery['searchResults']>['suggestions']>;

/** A phrase that found nothing: the spec's notice, a corrected spelling and the top categories. */
function NoResults({ q, suggestions }: { q: string; suggestions: Suggestions }) {
  return (
    <div className="search-page__nothing" data-testid="search-nothing">
      <EmptyState title={AUTOCOMPLETE_TEXTS.nothing(q)} icon="search">
        {suggestions.correction ? (
          <p data-testid="search-correction">
            {messages.search.didYouMean} <Link to={searchPageUrl(suggestions.correction)}>„{suggestions.correction}“</Link>?
          </p>
        ) : null}
      </EmptyState>
      <LinkGroup
        title={messages.search.tryCategories}
        testId="search-suggested-categories"
        links={suggestions.categories.map((c) => ({ key: c.hash, name: c.name, url: c.url }))}
      />
    </div>
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
  const { results, filterOptions, loadMore, readFromStart } = useSearchResults(state, pricesType);
  const title = state.q ? `${messages.search.results}: „${state.q}“` : messages.pages.search;
  const nextCursor = results?.products.pageInfo.hasNextPage ? results.products.pageInfo.endCursor : null;
  const go = (next: SearchState, replace = false) => {
    void navigate(searchStateUrl(next), { replace, preventScrollReset: true });
  };

  return (
    <section className="page search-page" data-testid="search-page">
      <PageTitle name={state.q ? `${messages.search.results}: ${state.q}` : messages.pages.search} />
      <h1>{title}</h1>
      {!state.q ? (
        <EmptyState title={messages.search.empty} icon="search" />
      ) : results?.suggestions ? (
        <NoResults q={state.q} suggestions={results.suggestions} />
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
            hasNextPage={Boolean(nextCursor)}
            nextPageUrl={nextCursor ? searchStateUrl({ ...state, after: nextCursor }) : null}
            filter={shown.filter}
            sort={shown.sort}
            view={shown.view}
            // Only a list that really begins later (a directly loaded position) says so; after
            // load-more (and Back to it) the cached list still starts at the first product.
            continued={Boolean(results?.products.startsAfter)}
            filterOptions={filterOptions}
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
              await loadMore(cursor);
              go({ ...state, after: cursor }, true);
            }}
            onFromStart={() => {
              void readFromStart()
                .then(() => go({ ...state, after: null }))
                .catch((error: unknown) => console.error(error));
            }}
          />
        </>
      )}
    </section>
  );
}
