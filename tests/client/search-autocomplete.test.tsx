import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchAutocomplete } from '../../src/client/features/search/SearchAutocomplete';
import { searchInputFor, searchStateFromSearch, searchStateUrl, type SearchState } from '../../src/client/features/search/searchState';
import { AUTOCOMPLETE_LIMITS } from '../../src/domain';
import { autocompleteAnswer, autocompleteMock } from '../fixtures/catalogue-listing';
import { currentUrl, renderCatalogue, type CatalogueRenderOptions } from './catalogue-render';
import { text } from './render';

const many = { topQueries: 5, brands: 6, categories: 6, articles: 5, products: 9 };

function renderBox(mocks: CatalogueRenderOptions['mocks'], onSubmit?: () => void) {
  return renderCatalogue(
    <form
      action="/vyhledavani"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <label htmlFor="q">Hledat</label>
      <SearchAutocomplete id="q" />
    </form>,
    { path: '/', mocks },
  );
}

describe('SearchAutocomplete', () => {
  it('shows the groups cut to 3/4/4/3/7, in the spec order, after the typing settles', async () => {
    const user = userEvent.setup();
    renderBox([autocompleteMock('cistic', autocompleteAnswer('cistic', many))]);
    const input = screen.getByRole('combobox');
    await user.type(input, 'cistic');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((g) => g.dataset.group)).toEqual(['topQueries', 'brands', 'categories', 'articles', 'products']);
    expect(groups.map((g) => within(g).getAllByRole('option').length)).toEqual([
      AUTOCOMPLETE_LIMITS.topQueries,
      AUTOCOMPLETE_LIMITS.brands,
      AUTOCOMPLETE_LIMITS.categories,
      AUTOCOMPLETE_LIMITS.articles,
      AUTOCOMPLETE_LIMITS.products,
    ]);
    expect(groups.map((g) => text(g.querySelector('[role="presentation"]')))).toEqual(['Nejčastěji hledané', 'Značky', 'Kategorie', 'Články', 'Produkty']);
  });

  it('moves through every option with the arrow keys and opens the active one with Enter', async () => {
    const user = userEvent.setup();
    const { container } = renderBox([autocompleteMock('cistic', autocompleteAnswer('cistic', many))]);
    const input = screen.getByRole('combobox');
    await user.type(input, 'cistic');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    const first = screen.getAllByRole('option')[0]!;
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    // Past the 3 top queries into the brands, then wrapping backwards from the start to the last product.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent).toBe('znacka 1');
    await user.keyboard('{Home}{ArrowUp}');
    expect(document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent).toContain('Čistič č. 7');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl(container)).toBe('/cistic-c-7/p/P-7'));
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter on a typed product code opens that product', async () => {
    const user = userEvent.setup();
    const answer = { ...autocompleteAnswer('p-3', { topQueries: 0, brands: 0, categories: 0, articles: 0, products: 1 }), exactMatchUrl: '/cistic-c-3/p/P-3' };
    const { container } = renderBox([autocompleteMock('P-3', answer)]);
    const input = screen.getByRole('combobox');
    await user.type(input, 'P-3');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl(container)).toBe('/cistic-c-3/p/P-3'));
  });

  it('Escape closes the popup', async () => {
    const user = userEvent.setup();
    renderBox([autocompleteMock('cistic', autocompleteAnswer('cistic', many))]);
    const input = screen.getByRole('combobox');
    await user.type(input, 'cistic');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('says exactly that nothing was found', async () => {
    const user = userEvent.setup();
    renderBox([autocompleteMock('xyzzy', autocompleteAnswer('xyzzy', { topQueries: 0, brands: 0, categories: 0, articles: 0, products: 0 }))]);
    await user.type(screen.getByRole('combobox'), 'xyzzy');
    expect(text(await screen.findByTestId('autocomplete-notice'))).toBe('Na frázi "xyzzy" jsme nic nenašli.');
  });

  it('says exactly that only one product was found', async () => {
    const user = userEvent.setup();
    renderBox([autocompleteMock('mop', autocompleteAnswer('mop', { topQueries: 0, brands: 0, categories: 1, articles: 0, products: 1 }))]);
    await user.type(screen.getByRole('combobox'), 'mop');
    expect(text(await screen.findByTestId('autocomplete-notice'))).toBe('Pro frázi "mop" jsme našli pouze jediný produkt.');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('is a text combobox named by its label, with the phone\'s search keyboard', () => {
    renderBox([]);
    const input = screen.getByRole('combobox', { name: 'Hledat' });
    // role="combobox" is not allowed on <input type="search">.
    expect(input.getAttribute('type')).toBe('text');
    expect(input.getAttribute('inputmode')).toBe('search');
    expect(input.getAttribute('enterkeyhint')).toBe('search');
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { hidden: true }).id);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('a click opens an option; leaving the box never opens the active one', async () => {
    const user = userEvent.setup();
    const { container } = renderBox([autocompleteMock('cistic', autocompleteAnswer('cistic', many))]);
    const input = screen.getByRole('combobox');
    await user.type(input, 'cistic');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(currentUrl(container)).toBe('/');
    expect((input as HTMLInputElement).value).toBe('cistic');
    await user.click(input);
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    await user.click(screen.getByRole('option', { name: 'znacka 2' }));
    await waitFor(() => expect(currentUrl(container)).toBe('/znacka-2/c/znacka2'));
    expect(input).toBe(document.activeElement);
  });

  it('Enter with no active option submits the form; Escape closes, a second one clears the box', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    renderBox([autocompleteMock('cistic', autocompleteAnswer('cistic', many))], submitted);
    const input = screen.getByRole('combobox');
    await user.type(input, 'cistic');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('cistic');
    await user.keyboard('{Escape}');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('asks nothing for a single character', async () => {
    const user = userEvent.setup();
    renderBox([]);
    const input = screen.getByRole('combobox');
    await user.type(input, 'c');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('search page URL', () => {
  it('defaults to relevance and writes every catalogue sort out', () => {
    const state = searchStateFromSearch('?q=cistic');
    expect(state).toMatchObject({ q: 'cistic', sort: 'RELEVANCE', view: 'CARDS', after: null });
    expect(searchInputFor(state, 'B2C')).toEqual({ q: 'cistic', first: 12 });
    const sorted: SearchState = { ...state, sort: 'NAME_ASC', filter: { inStock: true }, after: 'c1' };
    const url = searchStateUrl(sorted);
    expect(url).toBe('/vyhledavani?q=cistic&after=c1&filter=%7B%22inStock%22%3Atrue%7D&sort=NAME_ASC');
    expect(searchStateFromSearch(url.slice(url.indexOf('?')))).toEqual(sorted);
  });
});
