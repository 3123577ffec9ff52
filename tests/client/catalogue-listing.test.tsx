import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CatalogueListing } from '../../src/client/features/catalogue/CatalogueListing';
import { FilterPanel } from '../../src/client/features/catalogue/FilterPanel';
import { ListingView, showResultsText } from '../../src/client/features/catalogue/ListingView';
import {
  listingStateFromSearch,
  listingUrl,
  sanitizeFilter,
  type ListingFilter,
  type ListingState,
} from '../../src/client/features/catalogue/listingState';
import { catalogueInputFor, toFilterInput } from '../../src/client/features/catalogue/loaders';
import { parseCatalogueUrl } from '../../src/domain';
import {
  CATEGORY_HASH,
  CATEGORY_PATH,
  catalogueMock,
  cataloguePageOf,
  filterOptions,
  filterOptionsMock,
  listingProduct,
} from '../fixtures/catalogue-listing';
import { currentUrl, renderCatalogue } from './catalogue-render';
import { renderWithApp, text } from './render';

const target = { hash: CATEGORY_HASH, taxonomyPath: 'uklidova-chemie' };
const base: ListingState = { filter: {}, sort: 'NAME_ASC', view: 'CARDS', after: null };

describe('listing state in the URL', () => {
  it('round-trips filters, sort, view mode and position; page and page size never appear', () => {
    const state: ListingState = {
      filter: { priceFrom: 10_000, priceTo: 50_000, inStock: true, manufacturers: ['vileda'], parameters: [{ code: 'scent', values: ['citron'] }], parameterRanges: [{ code: 'volume', from: 1, to: 5 }] },
      sort: 'PRICE_DESC',
      view: 'ROWS',
      after: 'cursor-2',
    };
    const url = listingUrl(target, state);
    expect(url.startsWith('/uklidova-chemie/c/chem-hash?')).toBe(true);
    expect(url).not.toMatch(/page/i);
    const [pathname, search] = url.split('?');
    expect(listingStateFromSearch(`?${search}`)).toEqual(state);
    // The domain parser reads the same URL back (filter as JSON, sort and view as extras).
    expect(parseCatalogueUrl(pathname!, `?${search}`)).toMatchObject({ hash: CATEGORY_HASH, after: 'cursor-2', extra: { sort: 'PRICE_DESC', view: 'ROWS' } });
  });

  it('keeps plain links plain: default sort, default view and no filter add nothing', () => {
    expect(listingUrl(target, base)).toBe(CATEGORY_PATH);
  });

  it('drops what a hand-edited URL should not carry', () => {
    const state = listingStateFromSearch('?filter={"priceFrom":-5,"inStock":"yes","manufacturers":["a",3,"a"],"evil":1,"parameters":[{"code":"x","values":[]}]}&sort=BOGUS&view=GRID');
    expect(state).toEqual({ filter: { manufacturers: ['a'] }, sort: 'NAME_ASC', view: 'CARDS', after: null });
    expect(listingStateFromSearch('?filter=not-json').filter).toEqual({});
    // An inverted range is corrected, not sent as an empty listing.
    expect(listingStateFromSearch('?filter={"priceFrom":50000,"priceTo":10000,"parameterRanges":[{"code":"v","from":5,"to":1}]}').filter).toEqual({
      priceFrom: 10000,
      priceTo: 50000,
      parameterRanges: [{ code: 'v', from: 1, to: 5 }],
    });
  });

  it('filters B2B prices without VAT and leaves an empty filter out of the request', () => {
    expect(toFilterInput({ priceFrom: 100 }, 'B2B')).toEqual({ priceFrom: 100, priceWithoutTax: true });
    expect(toFilterInput({ priceFrom: 100 }, 'B2C')).toEqual({ priceFrom: 100 });
    expect(catalogueInputFor(CATEGORY_HASH, base, 'B2C')).toEqual({ hash: CATEGORY_HASH, first: 12 });
    expect(sanitizeFilter({ inStock: false })).toEqual({});
  });
});

describe('FilterPanel', () => {
  function renderPanel(filter: ListingFilter = {}, pricesType: 'B2C' | 'B2B' = 'B2C') {
    const onChange = vi.fn<(f: ListingFilter) => void>();
    const view = renderWithApp(<FilterPanel options={filterOptions} filter={filter} pricesType={pricesType} onChange={onChange} />);
    return { onChange, ...view };
  }

  it('shows every facet with the counts the API computed', () => {
    renderPanel();
    expect(text(screen.getByText('Vileda').closest('label'))).toBe('Vileda (2)');
    expect(text(screen.getByText('Pouze skladem').closest('label'))).toBe('Pouze skladem (2)');
    expect(text(screen.getByText('citron').closest('label'))).toBe('citron (2)');
    // No product of Jar under the other filters: the option cannot be chosen.
    expect(screen.getByLabelText(/^Jar/).hasAttribute('disabled')).toBe(true);
    expect(screen.getByPlaceholderText('121')).toBeDefined(); // min price with VAT, in whole crowns
  });

  it('turns clicks into filters: manufacturer, in stock, parameter option', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPanel();
    await user.click(screen.getByLabelText(/^Vileda/));
    expect(onChange).toHaveBeenLastCalledWith({ manufacturers: ['vileda'] });
    await user.click(screen.getByLabelText(/^Pouze skladem/));
    expect(onChange).toHaveBeenLastCalledWith({ inStock: true });
    await user.click(screen.getByLabelText(/^levandule/));
    expect(onChange).toHaveBeenLastCalledWith({ parameters: [{ code: 'scent', values: ['levandule'] }] });
  });

  it('reads the price range in crowns and sends haléře; a parameter range as numbers', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPanel({ inStock: true });
    const price = screen.getByTestId('filter-price');
    await user.type(within(price).getByLabelText('Cena od (Kč)'), '150');
    await user.type(within(price).getByLabelText('Cena do (Kč)'), '400,5');
    await user.click(within(price).getByRole('button', { name: 'Použít' }));
    expect(onChange).toHaveBeenLastCalledWith({ inStock: true, priceFrom: 15_000, priceTo: 40_050 });
    const volume = screen.getByTestId('filter-range-volume');
    await user.type(within(volume).getByLabelText('Od'), '2');
    await user.click(within(volume).getByRole('button', { name: 'Použít' }));
    expect(onChange).toHaveBeenLastCalledWith({ inStock: true, parameterRanges: [{ code: 'volume', from: 2 }] });
  });

  it('for B2B shows the range without VAT in whole crowns and reads typed crowns exactly', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPanel({ priceTo: 12_345 }, 'B2B');
    const price = screen.getByTestId('filter-price');
    const from = within(price).getByLabelText<HTMLInputElement>('Cena od (Kč)');
    const to = within(price).getByLabelText<HTMLInputElement>('Cena do (Kč)');
    // 100–500 Kč without VAT (121–605 Kč with it); the applied bound as typed crowns.
    expect(from.placeholder).toBe('100');
    expect(to.value).toBe('123.45');
    await user.type(from, '1 000,005');
    await user.click(within(price).getByRole('button', { name: 'Použít' }));
    expect(onChange).toHaveBeenLastCalledWith({ priceFrom: 100_001, priceTo: 12_345 });
  });

  it('offers "Zrušit všechny filtry" only when something is filtered', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.queryByTestId('filter-clear')).toBe(null);
    const { onChange } = renderPanel({ manufacturers: ['vileda'] });
    await user.click(screen.getByTestId('filter-clear'));
    expect(onChange).toHaveBeenLastCalledWith({});
  });
});

describe('CatalogueListing', () => {
  const page1 = cataloguePageOf([listingProduct(1), listingProduct(2)], 'cursor-2', 4);
  const firstInput = { hash: CATEGORY_HASH, first: 12 };

  it('sorts, switches the view mode, filters and loads more, keeping all of it in the URL', async () => {
    const user = userEvent.setup();
    const sorted = cataloguePageOf([listingProduct(2), listingProduct(1)], 'cursor-s', 4);
    const rows = cataloguePageOf([listingProduct(2)], null, 1);
    const mocks = [
      catalogueMock(firstInput, page1),
      filterOptionsMock({ hash: CATEGORY_HASH }),
      catalogueMock({ ...firstInput, sort: 'PRICE_DESC' }, sorted),
      catalogueMock({ ...firstInput, sort: 'PRICE_DESC', after: 'cursor-s' }, cataloguePageOf([listingProduct(3), listingProduct(4)], null, 4, 'cursor-s')),
      catalogueMock({ ...firstInput, sort: 'PRICE_DESC', filter: { manufacturers: ['vileda'] } }, rows),
      filterOptionsMock({ hash: CATEGORY_HASH, filter: { manufacturers: ['vileda'] } }),
    ];
    const { container } = renderCatalogue(<CatalogueListing target={target} head={{ name: 'Mopy' }} />, { path: CATEGORY_PATH, mocks });
    await screen.findByText('Čistič č. 1');
    expect(text(screen.getByTestId('listing-count'))).toBe('Nalezeno: 4 produkty');
    // Heading order: the cards' names (h3) sit under "Produkty" (h2), not under the filters' h2.
    const headings = [...container.querySelectorAll('h2, h3')].map((h) => `${h.tagName} ${text(h as HTMLElement)}`);
    const firstCard = headings.findIndex((h) => h.startsWith('H3 Čistič'));
    expect(firstCard).toBeGreaterThan(0);
    expect(headings.slice(0, firstCard).filter((h) => h.startsWith('H2')).at(-1)).toBe('H2 Produkty');

    // Sort: a new URL, the list from the start in the new order.
    await user.selectOptions(screen.getByLabelText('Řadit podle'), 'PRICE_DESC');
    await waitFor(() => expect(currentUrl(container)).toBe(`${CATEGORY_PATH}?sort=PRICE_DESC`));
    await waitFor(() => expect(screen.getAllByTestId('product-card').map((c) => c.dataset.sku)).toEqual(['P-2', 'P-1']));

    // View mode: rows, position and sort kept.
    await user.click(screen.getByTestId('view-ROWS'));
    await waitFor(() => expect(currentUrl(container)).toBe(`${CATEGORY_PATH}?sort=PRICE_DESC&view=ROWS`));
    expect(screen.getByTestId('product-list').dataset.view).toBe('ROWS');
    expect(screen.getByTestId('view-ROWS').getAttribute('aria-pressed')).toBe('true');

    // Load more: appended, and the URL remembers the position.
    await user.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(4));
    await waitFor(() => expect(currentUrl(container)).toBe(`${CATEGORY_PATH}?after=cursor-s&sort=PRICE_DESC&view=ROWS`));
    expect(screen.queryByTestId('load-more')).toBe(null);
    // The list still starts at the first product, so there is no "continues" notice.
    expect(screen.queryByTestId('listing-from-start')).toBe(null);

    // A filter starts the listing again (no `after`), as JSON in the URL.
    await user.click(screen.getByLabelText(/^Vileda/));
    await waitFor(() => expect(currentUrl(container)).toBe(`${CATEGORY_PATH}?filter={"manufacturers":["vileda"]}&sort=PRICE_DESC&view=ROWS`));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
  });

  it('phones and tablets: the filters open in a drawer whose button says "Zobrazit N produktů" and follows the count', async () => {
    const user = userEvent.setup();
    const filtered = { ...firstInput, filter: { manufacturers: ['vileda'] } };
    const mocks = [
      catalogueMock(firstInput, page1),
      filterOptionsMock({ hash: CATEGORY_HASH }),
      catalogueMock(filtered, cataloguePageOf([listingProduct(2)], null, 1)),
      filterOptionsMock({ hash: CATEGORY_HASH, filter: { manufacturers: ['vileda'] } }),
    ];
    const { container } = renderCatalogue(<CatalogueListing target={target} head={{ name: 'Mopy' }} />, { path: CATEGORY_PATH, mocks });
    await screen.findByText('Čistič č. 1');
    const open = screen.getByTestId('filters-open');
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await user.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'Filtry' });
    expect(within(drawer).getByTestId('filters-show').textContent).toBe('Zobrazit 4 produkty');
    // A choice applies at once (a new URL); the drawer stays open and its button follows the count.
    await user.click(within(drawer).getByLabelText(/^Vileda/));
    await waitFor(() => expect(currentUrl(container)).toBe(`${CATEGORY_PATH}?filter={"manufacturers":["vileda"]}`));
    await waitFor(() => expect(within(drawer).getByTestId('filters-show').textContent).toBe('Zobrazit 1 produkt'));
    await user.click(within(drawer).getByTestId('filters-show'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The button names how many filters are on.
    expect(text(screen.getByTestId('filters-open'))).toBe('Filtry (1 aktivní)');
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
  });

  it('the drawer button before the count is known', () => {
    expect(showResultsText(null)).toBe('Zobrazit produkty');
    expect(showResultsText(80)).toBe('Zobrazit 80 produktů');
  });

  it('shows an empty state with a way out when filters match nothing', async () => {
    const user = userEvent.setup();
    const input = { ...firstInput, filter: { inStock: true } };
    const mocks = [catalogueMock(input, cataloguePageOf([], null, 0)), filterOptionsMock({ hash: CATEGORY_HASH, filter: { inStock: true } }), catalogueMock(firstInput, page1), filterOptionsMock({ hash: CATEGORY_HASH })];
    const { container } = renderCatalogue(<CatalogueListing target={target} head={{ name: 'Mopy' }} />, { path: `${CATEGORY_PATH}?filter=${encodeURIComponent('{"inStock":true}')}`, mocks });
    await screen.findByText('Zvoleným filtrům neodpovídá žádný produkt.');
    await user.click(within(screen.getByTestId('listing')).getAllByRole('button', { name: 'Zrušit všechny filtry' }).at(-1)!);
    await waitFor(() => expect(currentUrl(container)).toBe(CATEGORY_PATH));
    await screen.findByText('Čistič č. 1');
  });

  it('opened at a position (after a reload) says so and can go back to the start', async () => {
    const user = userEvent.setup();
    const startsLater = cataloguePageOf([listingProduct(3), listingProduct(4)], null, 4, 'cursor-2');
    const mocks = [catalogueMock({ ...firstInput, after: 'cursor-2' }, startsLater), filterOptionsMock({ hash: CATEGORY_HASH }), catalogueMock(firstInput, page1)];
    const { container } = renderCatalogue(<CatalogueListing target={target} head={{ name: 'Mopy' }} />, { path: `${CATEGORY_PATH}?after=cursor-2`, mocks });
    await screen.findByText('Čistič č. 3');
    await user.click(screen.getByTestId('listing-from-start'));
    await waitFor(() => expect(currentUrl(container)).toBe(CATEGORY_PATH));
    await waitFor(() => expect(screen.getAllByTestId('product-card').map((c) => c.dataset.sku)).toEqual(['P-1', 'P-2']));
  });

  it('keeps the URL\'s other parameters (utm_*) through a filter change', async () => {
    const user = userEvent.setup();
    const filtered = { ...firstInput, filter: { manufacturers: ['vileda'] } };
    const mocks = [
      catalogueMock(firstInput, page1),
      filterOptionsMock({ hash: CATEGORY_HASH }),
      catalogueMock(filtered, cataloguePageOf([listingProduct(2)], null, 1)),
      filterOptionsMock({ hash: CATEGORY_HASH, filter: { manufacturers: ['vileda'] } }),
    ];
    const { container } = renderCatalogue(<CatalogueListing target={target} head={{ name: 'Mopy' }} />, { path: `${CATEGORY_PATH}?utm_source=newsletter&utm_campaign=jaro`, mocks });
    await screen.findByText('Čistič č. 1');
    await user.click(screen.getByLabelText(/^Vileda/));
    await waitFor(() => expect(currentUrl(container)).toBe(`${CATEGORY_PATH}?filter={"manufacturers":["vileda"]}&utm_source=newsletter&utm_campaign=jaro`));
  });

  it('ignores "Načíst další" while a new filter or sort loads (the shown products are the old listing\'s)', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn(() => Promise.resolve());
    const props = {
      items: [listingProduct(1), listingProduct(2)],
      totalCount: 4,
      hasNextPage: true,
      nextPageUrl: `${CATEGORY_PATH}?after=cursor-2`,
      filter: {},
      sort: 'NAME_ASC' as const,
      view: 'CARDS' as const,
      continued: false,
      filterOptions: filterOptions,
      pricesType: 'B2C' as const,
      onFilter: vi.fn(),
      onSort: vi.fn(),
      onView: vi.fn(),
      onLoadMore,
      onFromStart: vi.fn(),
    };
    const busyView = renderWithApp(<ListingView {...props} busy />);
    const loadMore = screen.getByTestId('load-more');
    expect(loadMore.getAttribute('aria-disabled')).toBe('true');
    await user.click(loadMore);
    expect(onLoadMore).not.toHaveBeenCalled();
    busyView.unmount();
    renderWithApp(<ListingView {...props} busy={false} />);
    await user.click(screen.getByTestId('load-more'));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
