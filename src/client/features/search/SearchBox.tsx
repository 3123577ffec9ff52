// The header's search box. Its autocomplete (Downshift's combobox, the suggestions query and their
// rendering, ~9 kB gzip) is not in the first load (issue 14): until the shopper reaches for the box
// (pointer over it, a touch, focus) this renders the closed combobox's markup — the same role,
// ARIA attributes, name and classes, a plain GET form without JavaScript — and keeps what is
// typed; then SearchAutocomplete takes over with the typed text and the focus.
import { useId, useState } from 'react';
import { messages } from '../../messages';
import type { SearchAutocompleteProps } from './SearchAutocomplete';
import './search.css';

type Autocomplete = typeof import('./SearchAutocomplete').SearchAutocomplete;

let loaded: Autocomplete | null = null;
let pending: Promise<Autocomplete> | null = null;

/** Downloads the autocomplete (once); resolves with its component. */
export function preloadSearchAutocomplete(): Promise<Autocomplete> {
  pending ??= import('./SearchAutocomplete').then((module) => {
    loaded = module.SearchAutocomplete;
    return loaded;
  });
  return pending;
}

export function SearchBox({ id, name = 'q', className, placeholder = messages.header.searchPlaceholder, defaultValue = '' }: SearchAutocompleteProps) {
  const auto = useId();
  const inputId = id ?? `${auto}-input`;
  // Chosen at mount: a box mounted after the download (a later page's header) is the real one at once.
  const [Impl, setImpl] = useState<Autocomplete | null>(() => loaded);
  const [value, setValue] = useState(defaultValue);
  const [focused, setFocused] = useState(false);
  const reach = () => {
    preloadSearchAutocomplete().then(
      (component) => setImpl(() => component),
      // Offline or a stale deploy: the plain box still submits the search form.
      (error: unknown) => console.error(error),
    );
  };

  if (Impl) return <Impl id={inputId} name={name} className={className} placeholder={placeholder} defaultValue={value} focusOnMount={focused} />;
  return (
    <div className="autocomplete" onPointerEnter={reach} onTouchStart={reach}>
      <input
        id={inputId}
        className={className ?? 'input'}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        name={name}
        placeholder={placeholder}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        aria-controls={`${auto}-listbox`}
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onFocus={() => {
          setFocused(true);
          reach();
        }}
        onBlur={() => setFocused(false)}
        data-testid="search-input"
      />
      <div className="autocomplete__popup" hidden data-testid="autocomplete">
        <div id={`${auto}-listbox`} role="listbox" aria-label={messages.search.label} className="autocomplete__listbox" />
      </div>
    </div>
  );
}
