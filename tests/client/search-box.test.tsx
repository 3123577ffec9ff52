// The header's search box loads its autocomplete on first use (issue 14): until then it is the
// closed combobox's markup, keeps what is typed, and hands text and focus to the autocomplete.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { autocompleteAnswer, autocompleteMock } from '../fixtures/catalogue-listing';

/**
 * Fresh modules (React included, so the hooks share one copy): tests/client/setup.ts has already
 * loaded the autocomplete for the other tests.
 */
async function fresh() {
  vi.resetModules();
  const [{ SearchBox }, { renderToString }, { renderCatalogue }, { radixToasts }] = await Promise.all([
    import('../../src/client/features/search/SearchBox'),
    import('react-dom/server'),
    import('./catalogue-render'),
    import('../../src/client/ui/Toast'),
  ]);
  // The toast region the render helper mounts would suspend (and remount the tree) while it loads.
  await radixToasts.preload();
  return { SearchBox, renderToString, renderCatalogue };
}

describe('SearchBox', () => {
  it('renders the closed combobox without the autocomplete code, and takes it over on focus with the typed text', async () => {
    const { SearchBox, renderToString, renderCatalogue } = await fresh();
    const html = renderToString(<SearchBox id="q" defaultValue="mop" />);
    expect(html).toMatch(/<input[^>]*role="combobox"[^>]*>/);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('value="mop"');
    expect(html).toMatch(/role="listbox"/);

    const user = userEvent.setup();
    renderCatalogue(
      <form action="/vyhledavani" method="get">
        <label htmlFor="q">Hledat</label>
        <SearchBox id="q" />
      </form>,
      { path: '/', mocks: [autocompleteMock('cistic', autocompleteAnswer('cistic', { topQueries: 1, brands: 1, categories: 1, articles: 1, products: 2 }))] },
    );
    const plain = screen.getByRole('combobox', { name: 'Hledat' });
    // Text typed before the box is reached (a value set without focus or pointer: no download yet)…
    fireEvent.change(plain, { target: { value: 'cis' } });
    expect(plain.isConnected).toBe(true);
    // …then the focus (Tab) loads the autocomplete, which takes over the text and the focus.
    await user.tab();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Hledat' })).not.toBe(plain));
    const box = screen.getByRole('combobox', { name: 'Hledat' });
    expect((box as HTMLInputElement).value).toBe('cis');
    expect(document.activeElement).toBe(box);
    await user.keyboard('tic');
    expect((box as HTMLInputElement).value).toBe('cistic');
    await screen.findAllByRole('option');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
  });
});
