import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../src/client/apollo/cache';
import { CompareBar, CompareBarView } from '../../src/client/features/compare/CompareBar';
import { CompareButton } from '../../src/client/features/compare/CompareButton';
import { ComparePage } from '../../src/client/features/compare/ComparePage';
import { compareRows } from '../../src/client/features/compare/compareTable';
import { CompareProductsDocument, VisitorListsDocument, type CompareProductsQuery, type VisitorListsQuery } from '../../src/generated/graphql';
import { mopDetail } from '../fixtures/catalogue';
import { compareAddErrorMock, compareAddMock, compareClearMock, compareRemoveMock, listingProduct, visitorLists, visitorListsData } from '../fixtures/catalogue-listing';
import { renderCatalogue } from './catalogue-render';
import { renderWithApp, text } from './render';

function cacheWith(compare: string[]) {
  const cache = createCache();
  cache.writeQuery<VisitorListsQuery>({ query: VisitorListsDocument, data: visitorListsData(compare) });
  return cache;
}

describe('comparison bar', () => {
  it.each([
    [1, '1 produkt'],
    [2, '2 produkty'],
    [4, '4 produkty'],
    [5, '5 produktů'],
    [22, '22 produktů'],
  ])('counts %i as "%s" and links to the comparison', (count, label) => {
    renderWithApp(<CompareBarView count={count} />);
    expect(text(screen.getByTestId('compare-bar-count'))).toBe(label);
    expect(screen.getByRole('link', { name: 'Zobrazit' }).getAttribute('href')).toBe('/porovnani-produktu');
  });

  it('is not there without compared products, nor on the comparison page itself', () => {
    renderWithApp(<CompareBarView count={0} />);
    expect(screen.queryByTestId('compare-bar')).toBe(null);
    renderCatalogue(<CompareBar />, { path: '/porovnani-produktu', checkoutId: 'chk-1', cache: cacheWith(['A', 'B']) });
    expect(screen.queryByTestId('compare-bar')).toBe(null);
  });

  it('reads the count from the cached visitor lists', async () => {
    renderCatalogue(<CompareBar />, { path: '/', checkoutId: 'chk-1', cache: cacheWith(['A', 'B', 'C']) });
    expect(text(await screen.findByTestId('compare-bar-count'))).toBe('3 produkty');
  });
});

describe('CompareButton toasts', () => {
  it('added, then already present as a warning without a second entry', async () => {
    const user = userEvent.setup();
    renderCatalogue(
      <>
        <CompareButton sku="A" />
        <CompareBar />
      </>,
      { checkoutId: 'chk-1', cache: cacheWith([]), mocks: [compareAddMock('A', 'added', ['A']), compareAddMock('A', 'already-present', ['A'])] },
    );
    await user.click(screen.getByTestId('compare-add'));
    await screen.findByText('Produkt byl přidán do porovnání.');
    await waitFor(() => expect(text(screen.getByTestId('compare-bar-count'))).toBe('1 produkt'));
    expect(screen.getByTestId('compare-add').getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByTestId('compare-add'));
    const warning = await screen.findByText('Produkt už v porovnání je.');
    expect(warning.closest('.toast')?.classList.contains('toast--warning')).toBe(true);
    expect(text(screen.getByTestId('compare-bar-count'))).toBe('1 produkt');
  });

  it('an error becomes an error toast', async () => {
    const user = userEvent.setup();
    renderCatalogue(<CompareButton sku="B" />, { checkoutId: 'chk-1', cache: cacheWith([]), mocks: [compareAddErrorMock('B')] });
    await user.click(screen.getByTestId('compare-add'));
    const error = await screen.findByText('Porovnání se nepodařilo upravit. Zkuste to prosím znovu.');
    expect(error.closest('.toast')?.classList.contains('toast--error')).toBe(true);
  });
});

type Parameter = NonNullable<CompareProductsQuery['visitorLists']>['compareProducts'][number]['parameters'][number];

function param(code: string, name: string, value: string, unit: string | null): Parameter {
  return { __typename: 'ProductParameter', code, name, value, unit };
}

describe('comparison page', () => {
  const a = { ...mopDetail, sku: 'A', name: 'Mop A', parameters: [
    param('width', 'Šířka', '40', 'cm'),
    param('color', 'Barva', 'modrá', null),
  ] };
  const b = { ...listingProduct(2), sku: 'B', name: 'Mop B', manufacturer: null, parameters: [
    param('width', 'Šířka', '40', 'cm'),
    param('color', 'Barva', 'zelená', null),
  ] };

  it('writes numeric parameter values with Czech decimals', () => {
    const volume = { parameters: [param('objem', 'Objem', '0.5', 'l'), param('ph', 'pH', '2.5', null), param('navin', 'Délka návinu', '1000', 'm')] };
    expect(compareRows([volume]).map((row) => row.cells[0])).toEqual(['0,5 l', '2,5', '1\u00a0000 m']);
  });

  it('offers "Do košíku" per product and "Vymazat vše"', async () => {
    const user = userEvent.setup();
    const cache = createCache();
    cache.writeQuery<CompareProductsQuery>({
      query: CompareProductsDocument,
      data: { visitorLists: { ...visitorLists(['A', 'B']), compareProducts: [{ ...a }, { ...b, manufacturer: { __typename: 'TaxonomyLink', hash: 'm', name: 'Merida', url: '/merida/z/m' } }] } },
    });
    renderCatalogue(<ComparePage />, { path: '/porovnani-produktu', checkoutId: 'chk-1', cache, mocks: [compareClearMock()] });
    const table = await screen.findByTestId('compare-table');
    expect(within(table).getAllByRole('button', { name: 'Do košíku' }).length).toBe([a, b].filter((p) => p.purchasable).length);
    expect(within(table).getByRole('link', { name: 'Merida' }).getAttribute('href')).toBe('/merida/z/m');
    expect(within(table).getByRole('rowheader', { name: 'Šířka' }).closest('tr')?.textContent).toContain('40 cm');
    await user.click(screen.getByRole('button', { name: 'Vymazat vše' }));
    await screen.findByText('Porovnání bylo vymazáno.');
    await screen.findByText('V porovnání zatím nemáte žádné produkty.');
  });

  it('finds the rows that differ (a missing value differs too)', () => {
    expect(compareRows([a, { ...b, parameters: b.parameters.slice(0, 1) }])).toEqual([
      { code: 'width', name: 'Šířka', cells: ['40 cm', '40 cm'], different: false },
      { code: 'color', name: 'Barva', cells: ['modrá', null], different: true },
    ]);
  });

  it('shows the parameters side by side, highlights differences and removes a product', async () => {
    const user = userEvent.setup();
    const cache = createCache();
    const data: CompareProductsQuery = {
      visitorLists: {
        ...visitorLists(['A', 'B']),
        compareProducts: [
          { ...a, manufacturer: a.manufacturer },
          { ...b },
        ],
      },
    };
    cache.writeQuery<CompareProductsQuery>({ query: CompareProductsDocument, data });
    renderCatalogue(<ComparePage />, { path: '/porovnani-produktu', checkoutId: 'chk-1', cache, mocks: [compareRemoveMock('B', ['A'])] });
    const table = await screen.findByTestId('compare-table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    const color = within(table).getByRole('rowheader', { name: /Barva/ }).closest('tr');
    expect(color?.dataset.different).toBe('true');
    expect(within(table).getByRole('rowheader', { name: 'Šířka' }).closest('tr')?.dataset.different).toBeUndefined();
    await user.click(within(table).getAllByTestId('compare-remove')[1]!);
    await screen.findByText('Produkt byl odebrán z porovnání.');
    await waitFor(() => expect(within(screen.getByTestId('compare-table')).getAllByRole('columnheader')).toHaveLength(2));
  });
});
