import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEGA_MENU_CLOSE_DELAY_MS, MEGA_MENU_HOVER_DELAY_MS } from '../../src/domain';
import { MegaMenu } from '../../src/client/features/shell/MegaMenu';
import { navigationData } from '../fixtures/shell';
import { renderShell } from './shell-render';

const groups = navigationData.navigation?.groups ?? [];

function trigger(name: string): HTMLElement {
  return screen.getByRole('button', { name });
}

describe('mega-menu', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on hover only after 300 ms, and a quick pass does not open it', () => {
    renderShell(<MegaMenu groups={groups} label="Kategorie" />);
    const item = trigger('Chemie a dezinfekce').closest('li')!;
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(MEGA_MENU_HOVER_DELAY_MS - 1));
    expect(trigger('Chemie a dezinfekce').getAttribute('aria-expanded')).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(trigger('Chemie a dezinfekce').getAttribute('aria-expanded')).toBe('true');

    // Leaving a hover-opened panel closes it once the pointer stays away; passing over another
    // group for < 300 ms opens nothing.
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(MEGA_MENU_CLOSE_DELAY_MS));
    expect(trigger('Chemie a dezinfekce').getAttribute('aria-expanded')).toBe('false');
    const other = trigger('Hygiena').closest('li')!;
    fireEvent.mouseEnter(other);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.mouseLeave(other);
    act(() => vi.advanceTimersByTime(500));
    expect(trigger('Hygiena').getAttribute('aria-expanded')).toBe('false');
  });

  it('stays open while the pointer travels diagonally over the next trigger to its columns (hover intent)', () => {
    renderShell(<MegaMenu groups={groups} label="Kategorie" />);
    const item = trigger('Chemie a dezinfekce').closest('li')!;
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(MEGA_MENU_HOVER_DELAY_MS));
    expect(trigger('Chemie a dezinfekce').getAttribute('aria-expanded')).toBe('true');
    // Out of the trigger, across "Hygiena" for 150 ms, then down into the open panel (part of the first group).
    fireEvent.mouseLeave(item);
    const other = trigger('Hygiena').closest('li')!;
    fireEvent.mouseEnter(other);
    act(() => vi.advanceTimersByTime(150));
    expect(trigger('Chemie a dezinfekce').getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseLeave(other);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(1000));
    expect(trigger('Chemie a dezinfekce').getAttribute('aria-expanded')).toBe('true');
    expect(trigger('Hygiena').getAttribute('aria-expanded')).toBe('false');
    // Resting on another group still switches to it.
    fireEvent.mouseLeave(item);
    fireEvent.mouseEnter(other);
    act(() => vi.advanceTimersByTime(MEGA_MENU_HOVER_DELAY_MS));
    expect(trigger('Hygiena').getAttribute('aria-expanded')).toBe('true');
    expect(trigger('Chemie a dezinfekce').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on click at once, shows 4-column panels of taxonomy sub-items, closes on outside click', () => {
    renderShell(
      <>
        <MegaMenu groups={groups} label="Kategorie" />
        <p>Mimo menu</p>
      </>,
    );
    fireEvent.click(trigger('Chemie a dezinfekce'));
    expect(trigger('Chemie a dezinfekce').getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(trigger('Chemie a dezinfekce').getAttribute('aria-controls') ?? '')!;
    expect(panel.hidden).toBe(false);
    expect(panel.querySelector('.mega-menu__columns')?.getAttribute('style')).toContain('repeat(4');
    expect(screen.getByRole('link', { name: 'Podlahy' }).getAttribute('href')).toBe('/podlahy/c/aaaa000000000011');
    // A click pinned it: leaving with the mouse keeps it open.
    fireEvent.mouseLeave(trigger('Chemie a dezinfekce').closest('li')!);
    expect(trigger('Chemie a dezinfekce').getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseDown(screen.getByText('Mimo menu'));
    expect(trigger('Chemie a dezinfekce').getAttribute('aria-expanded')).toBe('false');
  });

  it('only one panel is open at a time', () => {
    renderShell(<MegaMenu groups={groups} label="Kategorie" />);
    fireEvent.click(trigger('Chemie a dezinfekce'));
    fireEvent.click(trigger('Hygiena'));
    expect(trigger('Chemie a dezinfekce').getAttribute('aria-expanded')).toBe('false');
    expect(trigger('Hygiena').getAttribute('aria-expanded')).toBe('true');
  });
});

describe('mega-menu keyboard', () => {
  it('works with the keyboard: Enter and Space toggle, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderShell(<MegaMenu groups={groups} label="Kategorie" />);
    await user.tab();
    expect(document.activeElement).toBe(trigger('Chemie a dezinfekce'));
    await user.keyboard('{Enter}');
    expect(trigger('Chemie a dezinfekce').getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement?.textContent).toContain('Chemie');
    await user.keyboard('{Escape}');
    expect(trigger('Chemie a dezinfekce').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger('Chemie a dezinfekce'));
    await user.keyboard(' ');
    expect(trigger('Chemie a dezinfekce').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(trigger('Chemie a dezinfekce').getAttribute('aria-expanded')).toBe('false');
  });

});
