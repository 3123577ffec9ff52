// The page's start script (src/client/deferred-start.ts) against real React hydration in jsdom:
// the app starts at first use or on idle, and what a visitor did before it hydrated (text typed, a
// box ticked, a form sent) reaches the hydrated components; links and forms the browser can send
// on its own are left to it.
import { act, useEffect, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_START_ID, HYDRATED_ATTRIBUTE } from '../../src/client/app-start';
import { deferAppStart } from '../../src/client/deferred-start';

// Hydration here is driven by hand through act() (no Testing Library render), so React is told so.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

type Sent = { email: string; agreed: boolean };

function SignUp({ onSent }: { onSent: (sent: Sent) => void }) {
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSent({ email, agreed });
  };
  return (
    <form onSubmit={submit}>
      <label>
        E-mail <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label>
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} /> Souhlasím
      </label>
      <button type="submit">Přihlásit k odběru</button>
      <a href="#jinam">Jinam</a>
    </form>
  );
}

function App({ onSent }: { onSent: (sent: Sent) => void }) {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  }, []);
  return <SignUp onSent={onSent} />;
}

const START_DATA = { entry: '/assets/main-test.js', modules: ['/assets/react-test.js', '/assets/initial-test.js'] };
let root: Root | null = null;

function serverPage(): HTMLElement {
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root">${renderToString(<App onSent={() => undefined} />)}</div><script type="application/json" id="${APP_START_ID}">${JSON.stringify(START_DATA)}</script>`;
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  return container;
}

async function hydrate(container: HTMLElement, onSent: (sent: Sent) => void): Promise<void> {
  await act(async () => {
    root = hydrateRoot(container, <App onSent={onSent} />);
  });
  // The start script hears the hydration mark through a MutationObserver (a microtask later).
  await act(async () => {
    await Promise.resolve();
  });
}

function typeInto(input: HTMLInputElement, text: string): void {
  input.focus();
  input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: text.at(-1) ?? '' }));
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const field = <T extends Element>(selector: string): T => {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.useRealTimers();
});

describe('the page start script', () => {
  it('starts the app at first use: every file fetched at once, imported once each, the entry last', async () => {
    serverPage();
    const load = vi.fn(() => Promise.resolve());
    deferAppStart(document, load);
    field<HTMLInputElement>('input[name=email]').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    field<HTMLInputElement>('input[name=email]').dispatchEvent(new Event('focusin', { bubbles: true }));
    expect([...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href'))).toEqual(START_DATA.modules);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    expect(load.mock.calls).toEqual([...START_DATA.modules, START_DATA.entry].map((url) => [url]));
  });

  it('imports one module per task, so no task evaluates the whole app', async () => {
    serverPage();
    const load = vi.fn(() => Promise.resolve());
    deferAppStart(document, load);
    field<HTMLInputElement>('input[name=email]').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    // Every microtask of this task done: the next import waits for a task of its own.
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3));
  });

  it('adds the hints a few per task, so a long list does not hold the main thread in one', async () => {
    vi.useFakeTimers();
    serverPage();
    const many = Array.from({ length: 14 }, (_, index) => `/assets/chunk-${index}.js`);
    field(`#${APP_START_ID}`).textContent = JSON.stringify({ entry: START_DATA.entry, modules: many });
    const load = vi.fn(() => new Promise<unknown>(() => undefined));
    deferAppStart(document, load);
    field<HTMLInputElement>('input[name=email]').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const hints = () => [...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href'));
    expect(load.mock.calls).toEqual([[many[0]]]);
    expect(hints()).toEqual(many.slice(0, 6));
    await vi.advanceTimersByTimeAsync(0);
    expect(hints()).toEqual(many.slice(0, 12));
    await vi.advanceTimersByTimeAsync(5);
    expect(hints()).toEqual(many);
  });

  it('starts the app on its own once the page has loaded and the browser is idle', async () => {
    vi.useFakeTimers();
    serverPage();
    const load = vi.fn(() => new Promise<unknown>(() => undefined));
    deferAppStart(document, load);
    expect(document.readyState).toBe('complete');
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands what was typed, ticked and sent before hydration to the hydrated form', async () => {
    const container = serverPage();
    const load = vi.fn(() => new Promise<unknown>(() => undefined));
    deferAppStart(document, load);
    typeInto(field('input[name=email]'), 'jana@example.cz');
    const box = field<HTMLInputElement>('input[type=checkbox]');
    box.click();
    // Held: the box does not change until the app can hear it.
    expect(box.checked).toBe(false);
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
    field('button[type=submit]').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);

    const sent = vi.fn();
    await hydrate(container, sent);
    expect(sent.mock.calls).toEqual([[{ email: 'jana@example.cz', agreed: true }]]);
    expect(box.checked).toBe(true);
  });

  it('leaves links and forms the browser can send itself alone, and holds nothing after hydration', async () => {
    const container = serverPage();
    deferAppStart(document, () => new Promise<unknown>(() => undefined));
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    field('a[href]').dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);

    field('form').setAttribute('action', '/vyhledavani');
    let reached = false;
    field('button[type=submit]').addEventListener(
      'click',
      (event) => {
        reached = true;
        // jsdom cannot navigate; a browser would send the form to its action here.
        event.preventDefault();
      },
      { once: true },
    );
    field('button[type=submit]').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(reached).toBe(true);
    field('form').removeAttribute('action');

    const sent = vi.fn();
    await hydrate(container, sent);
    expect(sent).not.toHaveBeenCalled();
    const after = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      field('button[type=submit]').dispatchEvent(after);
    });
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
