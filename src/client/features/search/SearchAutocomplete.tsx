// The header search box with autocomplete, on Downshift's useCombobox (the WAI-ARIA 1.2
// combobox pattern: role, aria-expanded, aria-controls, aria-activedescendant and the keys come
// from the library). The input keeps focus; ArrowDown/ArrowUp move through the options of every
// group and wrap, Home/End jump to the first/last option once one is active, Enter opens the
// active option, the product a typed code names, or submits the search form
// (GET /vyhledavani?q=), Escape closes (and clears a closed box). Typing is debounced; the
// answer is cached per phrase by Apollo. Loaded when the shopper reaches for the box (SearchBox.tsx).
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { Link, useNavigate } from 'react-router-dom';
import { messages } from '../../messages';
import { Price } from '../../ui/Price';
import { cx } from '../../ui/cx';
import { autocompleteView, searchPageUrl, type AutocompleteOption } from './autocompleteOptions';
import { useDebouncedValue } from './useDebouncedValue';
import { useSearchAutocomplete } from './useSearchAutocomplete';

export const AUTOCOMPLETE_DEBOUNCE_MS = 250;
/** Shorter phrases match too much to be useful. */
export const AUTOCOMPLETE_MIN_LENGTH = 2;
const THUMB_SIZE = 40;

export interface SearchAutocompleteProps {
  /** The input's id (the header's label points at it). */
  id?: string;
  name?: string;
  className?: string;
  placeholder?: string;
  defaultValue?: string;
  /** Take the focus when mounted (it replaces SearchBox's plain box the shopper is in), caret at the end. */
  focusOnMount?: boolean;
}

const types = useCombobox.stateChangeTypes;

/**
 * Downshift's defaults, adjusted to the shop's behaviour: choosing an option navigates (the typed
 * phrase stays in the box), leaving the box never chooses the active option, and a click into the
 * box neither closes nor reopens the popup (focus opens it).
 */
function stateReducer(state: UseComboboxState<AutocompleteOption>, { type, changes }: UseComboboxStateChangeOptions<AutocompleteOption>): Partial<UseComboboxState<AutocompleteOption>> {
  switch (type) {
    case types.InputKeyDownEnter:
    case types.ItemClick:
      return { ...changes, inputValue: state.inputValue };
    case types.InputBlur:
      return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
    case types.InputClick:
      return { ...changes, isOpen: state.isOpen, highlightedIndex: state.highlightedIndex };
    default:
      return changes;
  }
}

/** Tells Downshift to leave a key to the browser or to this component. */
function leaveToUs(event: KeyboardEvent<HTMLInputElement>): void {
  (event.nativeEvent as KeyboardEvent['nativeEvent'] & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
}

export function SearchAutocomplete({ id, name = 'q', className, placeholder = messages.header.searchPlaceholder, defaultValue = '', focusOnMount = false }: SearchAutocompleteProps) {
  const auto = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // Before the browser paints or handles the next key: no keystroke lands between the two boxes.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!focusOnMount || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    // Only at mount: the box it replaces had the focus then.
  }, []);
  const inputId = id ?? `${auto}-input`;
  const listboxId = `${auto}-listbox`;
  const navigate = useNavigate();
  const [value, setValue] = useState(defaultValue);
  // Whether the shopper wants the popup (focus, typing, arrows); it shows once there is an answer.
  const [open, setOpen] = useState(false);
  const phrase = useDebouncedValue(value.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const ready = phrase.length >= AUTOCOMPLETE_MIN_LENGTH;
  // While the next phrase loads, the last answer stays (no flicker).
  const { answer, loading } = useSearchAutocomplete(phrase, ready);
  const view = autocompleteView(answer?.query ?? phrase, ready ? answer : null, auto);
  const expanded = open && ready && (view.options.length > 0 || view.notice !== null);
  const exactMatchUrl = answer && answer.query === value.trim().toLocaleLowerCase('cs') ? answer.exactMatchUrl : null;

  const go = (href: string) => {
    setOpen(false);
    void navigate(href);
  };

  const { getInputProps, getMenuProps, getItemProps, highlightedIndex, closeMenu } = useCombobox<AutocompleteOption>({
    items: view.options,
    itemToString: (option) => option?.label ?? '',
    itemToKey: (option) => option?.id ?? null,
    inputId,
    menuId: listboxId,
    labelId: `${auto}-label`,
    getItemId: (index) => view.options[index]?.id ?? `${auto}-option-${index}`,
    isOpen: expanded,
    onIsOpenChange: ({ isOpen }) => setOpen(isOpen),
    inputValue: value,
    onInputValueChange: ({ inputValue }) => setValue(inputValue),
    // Never "selected": choosing an option opens it, every time.
    selectedItem: null,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) go(selectedItem.href);
    },
    stateReducer,
  });
  const active = expanded && highlightedIndex >= 0 ? view.options[highlightedIndex] : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Home':
      case 'End':
        // Before an option is active, Home and End move the caret in the text.
        if (!active) leaveToUs(event);
        break;
      case 'Enter':
        if (active || event.nativeEvent.isComposing) break; // Downshift opens the active option.
        leaveToUs(event);
        if (exactMatchUrl) {
          // The phrase is a product's code: open the product (the results page would redirect too).
          event.preventDefault();
          go(exactMatchUrl);
        } else {
          // The form submits itself (GET /vyhledavani?q=…).
          closeMenu();
          setOpen(false);
        }
        break;
      case 'Escape':
        // Closing the popup is all Escape does then (not closing the mobile search around it).
        if (expanded) event.stopPropagation();
        break;
      default:
        break;
    }
  };

  return (
    <div
      className={cx('autocomplete', expanded && 'autocomplete--open')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <input
        {...getInputProps({
          ref: inputRef,
          className: className ?? 'input',
          // A combobox is a text box (role="combobox" is not allowed on type="search"); phones
          // still get their search keyboard.
          type: 'text',
          inputMode: 'search',
          enterKeyHint: 'search',
          name,
          placeholder,
          'aria-activedescendant': active?.id,
          // The header's <label for> names the box; Downshift's own label is not rendered.
          'aria-labelledby': undefined,
          'aria-busy': loading || undefined,
          onFocus: () => setOpen(true),
          onKeyDown,
        })}
        data-testid="search-input"
      />
      <div className="autocomplete__popup" hidden={!expanded} data-testid="autocomplete">
        {view.notice ? (
          <p className="autocomplete__notice" role="status" data-testid="autocomplete-notice">
            {view.notice}
          </p>
        ) : null}
        <div {...getMenuProps({ 'aria-label': messages.search.label, className: 'autocomplete__listbox' })}>
          {view.groups.map((group) => (
            <div key={group.key} role="group" aria-labelledby={`${auto}-${group.key}`} className={cx('autocomplete__group', `autocomplete__group--${group.key}`)} data-group={group.key}>
              <div role="presentation" id={`${auto}-${group.key}`} className="autocomplete__group-title">
                {group.title}
              </div>
              {group.options.map((option) => (
                <Link
                  key={option.id}
                  to={option.href}
                  tabIndex={-1}
                  className={cx('autocomplete__option', option.id === active?.id && 'autocomplete__option--active')}
                  {...getItemProps({
                    item: option,
                    index: view.options.indexOf(option),
                    // Downshift opens the option (and keeps the focus in the input on mouse down).
                    onClick: (event) => event.preventDefault(),
                  })}
                >
                  {option.product ? (
                    <>
                      {option.product.image ? (
                        <img src={option.product.image} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" />
                      ) : (
                        <span className="autocomplete__thumb" aria-hidden="true" />
                      )}
                      <span className="autocomplete__label">{option.label}</span>
                      <Price price={option.product.price} size="sm" showVatNote={false} />
                    </>
                  ) : (
                    <span className="autocomplete__label">{option.label}</span>
                  )}
                </Link>
              ))}
            </div>
          ))}
        </div>
        {view.options.length > 0 ? (
          <Link
            to={searchPageUrl(phrase)}
            className="autocomplete__all"
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => {
              event.preventDefault();
              go(searchPageUrl(phrase));
            }}
          >
            {messages.search.showAll}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
