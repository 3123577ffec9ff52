// The article editor's toolbar (issue 16, item 6): real buttons reached by Tab, named in Czech,
// and a button press changes the HTML handed to the form.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from '../../src/admin/RichTextEditor';

// ProseMirror maps a click to a position with elementFromPoint, which jsdom does not lay out.
if (!('elementFromPoint' in document) || typeof document.elementFromPoint !== 'function') {
  Object.defineProperty(document, 'elementFromPoint', { value: () => null, configurable: true });
}

describe('RichTextEditor', () => {
  it('has a keyboard-usable toolbar; Tučně makes the selected text bold', async () => {
    const onChange = vi.fn<(html: string) => void>();
    render(<RichTextEditor label="Text článku" value="<p>Ahoj světe</p>" onChange={onChange} />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Formátování textu' });
    const names = ['Tučně', 'Kurzíva', 'Nadpis 2', 'Nadpis 3', 'Odrážky', 'Číslovaný seznam', 'Odkaz'];
    for (const name of names) expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('false');
    expect(toolbar.querySelectorAll('button')).toHaveLength(names.length);

    const user = userEvent.setup();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Tučně' }) as HTMLButtonElement).disabled).toBe(false));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Tučně' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Kurzíva' }));

    // Select everything in the editor, then press Tučně with the keyboard.
    const editor = screen.getByRole('textbox', { name: 'Text článku' });
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}');
    screen.getByRole('button', { name: 'Tučně' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<strong>Ahoj světe</strong>')));
  });
});
