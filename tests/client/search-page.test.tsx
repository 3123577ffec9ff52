// Browsing on the search results page (issue 12, finding 4): the "continues" notice only for a
// list that really starts later, the URL's other parameters (utm_*) kept through filter and sort
// changes, and a position the results cannot use shown from the start (as on a catalogue listing).
import { ApolloError, type ApolloQueryResult, type OperationVariables } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FetchError } from '../../src/client/apollo/errors';
import { loadSearch } from '../../src/client/features/search/loaders';
import { SearchPage } from '../../src/client/features/search/SearchPage';
import { searchFilterOptionsInputFor, searchStateFromSearch, searchStateUrl } from '../../src/client/features/search/searchState';
import { SearchResultsDocument, type SearchInput, type SearchResultsQuery, type SearchResultsQueryVariables } from '../../src/generated/graphql';
import { cataloguePageOf, filterOptionsMock, listingProduct } from '../fixtures/catalogue-listing';
import { currentUrl, renderCatalogue } from './catalogue-render';

type Products = NonNullable<SearchResultsQuery['searchResults']>['products'];

const Q = 'cistic';
const firstInput: SearchInput = { q: Q, first: 12 };

function searchMock(input: SearchInput, products: Products): MockedResponse<SearchResultsQuery, SearchResultsQueryVariables> {
  return {
    request: { query: SearchResultsDocument, variables: { input } },
    result: {
      data: {
        searchResults: { __typename: 'SearchResults', query: Q, products, categories: [], brands: [], articles: [], exactMatchUrl: null, suggestions: null },
      },
    },
  };
}

/** The facets the page asks for next to the results of `search` (a query string). */
function optionsMock(search: string) {
  return filterOptionsMock(searchFilterOptionsInputFor(searchStateFromSearch(search), 'B2C'));
}

const page1 = cataloguePageOf([listingProduct(1), listingProduct(2)], 'cursor-2', 4);
const page2 = cataloguePageOf([listingProduct(3), listingProduct(4)], null, 4, 'cursor-2');
const skus = () => screen.getAllByTestId('product-card').map((c) => c.dataset.sku);

describe('SearchPage', () => {
  it('says nothing about a continuation after "Načíst další": the list still starts at the first product', async () => {
    const user = userEvent.setup();
    const mocks = [searchMock(firstInput, page1), optionsMock(`?q=${Q}`), searchMock({ ...firstInput, after: 'cursor-2' }, page2)];
    const { container } = renderCatalogue(<SearchPage />, { path: `/vyhledavani?q=${Q}`, mocks });
    await screen.findByText('Čistič č. 1');
    await user.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(currentUrl(container)).toBe(`/vyhledavani?q=${Q}&after=cursor-2`));
    await waitFor(() => expect(skus()).toEqual(['P-1', 'P-2', 'P-3', 'P-4']));
    expect(screen.queryByTestId('listing-from-start')).toBe(null);
    expect(screen.queryByText('Zobrazujete pokračování výpisu.')).toBe(null);
  });

  it('opened at a position says so and can go back to the start', async () => {
    const user = userEvent.setup();
    const mocks = [searchMock({ ...firstInput, after: 'cursor-2' }, page2), optionsMock(`?q=${Q}`), searchMock(firstInput, page1)];
    const { container } = renderCatalogue(<SearchPage />, { path: `/vyhledavani?q=${Q}&after=cursor-2`, mocks });
    await screen.findByText('Čistič č. 3');
    expect(screen.getByText('Zobrazujete pokračování výpisu.')).toBeDefined();
    await user.click(screen.getByTestId('listing-from-start'));
    await waitFor(() => expect(currentUrl(container)).toBe(`/vyhledavani?q=${Q}`));
    await waitFor(() => expect(skus()).toEqual(['P-1', 'P-2']));
    expect(screen.queryByTestId('listing-from-start')).toBe(null);
  });

  it("keeps the URL's other parameters (utm_*) through a filter and a sort change", async () => {
    const user = userEvent.setup();
    const utm = 'utm_source=newsletter&utm_campaign=jaro';
    const filter = { manufacturers: ['vileda'] };
    const filtered = `?q=${Q}&filter=${encodeURIComponent(JSON.stringify(filter))}`;
    const mocks = [
      searchMock(firstInput, page1),
      optionsMock(`?q=${Q}`),
      searchMock({ ...firstInput, filter }, cataloguePageOf([listingProduct(2)], null, 1)),
      optionsMock(filtered),
      searchMock({ ...firstInput, filter, sort: 'PRICE_DESC' }, cataloguePageOf([listingProduct(2)], null, 1)),
    ];
    const { container } = renderCatalogue(<SearchPage />, { path: `/vyhledavani?q=${Q}&${utm}`, mocks });
    await screen.findByText('Čistič č. 1');
    await user.click(screen.getByLabelText(/^Vileda/));
    await waitFor(() => expect(currentUrl(container)).toBe(`/vyhledavani?q=${Q}&filter={"manufacturers":["vileda"]}&${utm}`));
    await waitFor(() => expect(skus()).toEqual(['P-2']));
    await user.selectOptions(screen.getByLabelText('Řadit podle'), 'PRICE_DESC');
    await waitFor(() => expect(currentUrl(container)).toBe(`/vyhledavani?q=${Q}&filter={"manufacturers":["vileda"]}&sort=PRICE_DESC&${utm}`));
  });
});

describe('search page URL', () => {
  it('reads the other parameters as extras (never `q` or a listing key) and writes them back', () => {
    const state = searchStateFromSearch(`?q=${Q}&utm_source=a&sort=PRICE_ASC&page=2&utm_source=b&constructor=x`);
    expect(state.extra).toEqual({ utm_source: 'a', constructor: 'x' });
    expect(searchStateUrl({ ...state, sort: 'RELEVANCE' })).toBe(`/vyhledavani?q=${Q}&utm_source=a&constructor=x`);
    expect(searchStateFromSearch(`?q=${Q}`)).not.toHaveProperty('extra');
  });
});

describe('loadSearch', () => {
  /** A reader whose search answers 400 (the API's "Neplatná pozice v katalogu (after).") for any cursor. */
  function reader(requests: SearchInput[]) {
    return <TData, TVars extends OperationVariables>(_kind: string, query: DocumentNode, variables: TVars): Promise<ApolloQueryResult<TData>> => {
      if (query !== SearchResultsDocument) return Promise.resolve({ data: {} as TData, loading: false, networkStatus: 7 });
      const input = (variables as unknown as SearchResultsQueryVariables).input;
      requests.push(input);
      if (input.after) return Promise.reject(new ApolloError({ networkError: new FetchError('Neplatná pozice v katalogu (after).', { status: 400 }) }));
      const data: SearchResultsQuery = {
        searchResults: { __typename: 'SearchResults', query: Q, products: page1, categories: [], brands: [], articles: [], exactMatchUrl: null, suggestions: null },
      };
      return Promise.resolve({ data: data as TData, loading: false, networkStatus: 7 });
    };
  }

  it('redirects a position the results cannot use (another sort, a damaged link) to the first page', async () => {
    const requests: SearchInput[] = [];
    const thrown: unknown = await loadSearch(reader(requests), new Request(`http://shop.test/vyhledavani?q=${Q}&after=bad&sort=PRICE_DESC&utm_source=x`), 'B2C').then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    if (!(thrown instanceof Response)) return;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('Location')).toBe(`/vyhledavani?q=${Q}&sort=PRICE_DESC&utm_source=x`);
    await expect(loadSearch(reader(requests), new Request(`http://shop.test/vyhledavani?q=${Q}&sort=PRICE_DESC&utm_source=x`), 'B2C')).resolves.toEqual({ q: Q });
  });
});
