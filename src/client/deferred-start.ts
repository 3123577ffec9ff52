// The storefront's JavaScript starts when the browser is idle after the page has loaded, or at the
// visitor's first interaction, whichever comes first (issue 14). The page is server-rendered and
// complete without it: links navigate, the picture and the text paint; what waits for the app is
// what a button or a form does. Loading the app's ≈ 215 kB (gzip) only after the load event leaves
// the phone's connection and main thread to the page's own paint.
//
// This module runs inline in every page (vite.config.ts compiles it into the template as a small
// classic script; it imports nothing but ./app-start). It reads the list of the app's files that the
// server render writes for the page (src/client/preload.ts), and it keeps what a visitor does before
// the app has hydrated: a tap on a button, a checkbox or a submitted form is held and done again once
// the page is interactive (src/client/entry-client.tsx marks it with `data-hydrated`), and text typed
// into a field is handed to the app's state (React keeps the typed text in the DOM while hydrating
// but its state still holds the server's value).
import { APP_START_ID, HYDRATED_ATTRIBUTE, parseAppStart } from './app-start';

/** Clicks that do something only through the app (a plain link navigates without it). */
const HELD_CLICKS =
  'button, [role="button"], [role="checkbox"], [role="switch"], [role="tab"], input[type="submit"], input[type="button"], input[type="checkbox"], input[type="radio"], input[type="image"]';
/** Events that mean a visitor is about to use the page: the app starts loading at once. */
const FIRST_USE = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** Module preload hints added per task (see start). */
const PRELOADS_PER_TASK = 6;
/** How long an idle callback may wait after the load event before the app starts anyway. */
const IDLE_TIMEOUT_MS = 2000;

type View = NonNullable<Document['defaultView']>;
type HeldAction = { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

function addModulePreload(doc: Document, href: string): void {
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  doc.head.append(link);
}

/** A new task at once (a timer would wait ≥ 4 ms once nested; a message does not). */
function nextTask(view: View): Promise<void> {
  return new Promise((resolve) => {
    if (typeof view.MessageChannel !== 'function') {
      view.setTimeout(resolve, 0);
      return;
    }
    const channel = new view.MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * The page's modules one per task, each after the modules it imports (the server lists them so), the
 * entry last: importing one evaluates that chunk alone. Imported together from the entry, the whole
 * app was evaluated in one task of 30–70 ms, and the route chunks in another (Chromium traces of the
 * home page on the benchmark machine; Lighthouse counts each four times as long).
 */
async function importInOrder(view: View, urls: readonly string[], load: (url: string) => Promise<unknown>): Promise<void> {
  for (const url of urls) {
    await load(url);
    await nextTask(view);
  }
}

/** Text typed before hydration: React's state gets it through an input event it counts as a change. */
function handOverTypedValues(doc: Document): void {
  const view = doc.defaultView;
  if (!view) return;
  for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof view.HTMLInputElement && /^(checkbox|radio|submit|button|image|reset|file|hidden)$/.test(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const prototype = field instanceof view.HTMLTextAreaElement ? view.HTMLTextAreaElement.prototype : view.HTMLInputElement.prototype;
    const setNativeValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (!setNativeValue) continue;
    // React tracks the value it last saw on the element's own `value` property: set it back to the
    // server's value there, then put the typed text in past the tracker so the event reads as a change.
    field.value = field.defaultValue;
    setNativeValue.call(field, typed);
    field.dispatchEvent(new view.Event('input', { bubbles: true }));
  }
  for (const select of doc.querySelectorAll('select')) {
    if ([...select.options].some((option) => option.selected !== option.defaultSelected)) {
      select.dispatchEvent(new view.Event('change', { bubbles: true }));
    }
  }
}

function replay(held: readonly HeldAction[]): void {
  for (const action of held) {
    if (action.kind === 'click') {
      if (action.target.isConnected) action.target.click();
    } else if (action.form.isConnected) {
      const submitter = action.submitter?.isConnected ? action.submitter : null;
      action.form.requestSubmit(submitter);
    }
  }
}

/**
 * Installs the start of the app on the page: on idle after the load event or on first use, whichever
 * is first. `load` imports the entry (the page's inline script passes `(url) => import(url)`).
 */
export function deferAppStart(doc: Document, load: (url: string) => Promise<unknown>): void {
  const view = doc.defaultView;
  if (!view) return;
  let started = false;
  let hydrated = doc.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);
  const held: HeldAction[] = [];

  const start = (): void => {
    if (started) return;
    started = true;
    // User Timing marks of the start (src/client/entry-client.tsx adds the later phases).
    view.performance.mark('cisto:start');
    const app = parseAppStart(doc.getElementById(APP_START_ID)?.textContent);
    if (!app) return;
    importInOrder(view, [...app.modules, app.entry], load).catch((error: unknown) => {
      // Without the app the page still reads and navigates; a held tap could not be done.
      console.error('The shop could not start its scripts:', error);
    });
    // The rest of the page's files are fetched alongside the entry's own imports, a few hints per
    // task: each hint starts a request at once (≈ 1.5 ms on a phone), 27 of them in one task held
    // the main thread for 40–200 ms.
    const preloadFrom = (index: number): void => {
      for (const href of app.modules.slice(index, index + PRELOADS_PER_TASK)) addModulePreload(doc, href);
      if (index + PRELOADS_PER_TASK < app.modules.length) view.setTimeout(() => preloadFrom(index + PRELOADS_PER_TASK), 0);
    };
    preloadFrom(0);
  };

  const onFirstUse = (): void => {
    start();
    for (const type of FIRST_USE) doc.removeEventListener(type, onFirstUse, true);
  };
  for (const type of FIRST_USE) doc.addEventListener(type, onFirstUse, { capture: true, passive: true });

  const holdClick = (event: MouseEvent): void => {
    if (hydrated || !(event.target instanceof view.Element)) return;
    const target = event.target.closest<HTMLElement>(HELD_CLICKS);
    if (!target || target.closest('a[href]')) return;
    // A submit button of a form the browser can send on its own (with an action) is left to it.
    if (target.matches('button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]') && target.closest('form[action]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'click', target });
    start();
  };
  const holdSubmit = (event: SubmitEvent): void => {
    if (hydrated || !(event.target instanceof view.HTMLFormElement) || event.target.hasAttribute('action')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'submit', form: event.target, submitter: event.submitter instanceof view.HTMLElement ? event.submitter : null });
    start();
  };
  doc.addEventListener('click', holdClick, true);
  doc.addEventListener('submit', holdSubmit, true);

  const onHydrated = (): void => {
    hydrated = true;
    observer.disconnect();
    doc.removeEventListener('click', holdClick, true);
    doc.removeEventListener('submit', holdSubmit, true);
    handOverTypedValues(doc);
    replay(held.splice(0));
  };
  const observer = new view.MutationObserver(() => {
    if (doc.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) onHydrated();
  });
  if (hydrated) onHydrated();
  else observer.observe(doc.documentElement, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });

  const startWhenIdle = (): void => {
    if (typeof view.requestIdleCallback === 'function') view.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    else view.setTimeout(start, 1);
  };
  if (doc.readyState === 'complete') startWhenIdle();
  else view.addEventListener('load', startWhenIdle, { once: true });
}
