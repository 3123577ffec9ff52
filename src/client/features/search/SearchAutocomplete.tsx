// The header search box with autocomplete, on the WAI-ARIA combobox pattern: the input keeps
// focus, ArrowDown/ArrowUp move through the options of every group (aria-activedescendant),
// Enter opens the active option, the product a typed code names, or submits the search form
// (GET /vyhledavani?q=), Escape closes. Typing is debounced; the answer is cached per phrase by Apollo.
import { useId, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { messages } from '../../messages';
import { Price } from '../../ui/Price';
import { cx } from '../../ui/cx';
import { autocompleteView, searchPageUrl } from './autocompleteOptions';
import { useDebouncedValue } from './useDebouncedValue';
import { useSearchAutocomplete } from './useSearchAutocomplete';
import './search.css';

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
}

export function SearchAutocomplete({ id, name = 'q', className, placeholder = messages.header.searchPlaceholder, defaultValue = '' }: SearchAutocompleteProps) {
  const auto = useId();
  const inputId = id ?? `${auto}-input`;
  const listboxId = `${auto}-listbox`;
  const navigate = useNavigate();
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const phrase = useDebouncedValue(value.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const ready = phrase.length >= AUTOCOMPLETE_MIN_LENGTH;
  // While the next phrase loads, the last answer stays (no flicker).
  const { answer, loading } = useSearchAutocomplete(phrase, ready);
  const view = autocompleteView(answer?.query ?? phrase, ready ? answer : null, auto);
  const expanded = open && ready && (view.options.length > 0 || view.notice !== null);
  const activeOption = expanded ? view.options[active] : undefined;
  const exactMatchUrl = answer && answer.query === value.trim().toLocaleLowerCase('cs') ? answer.exactMatchUrl : null;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = view.options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((i) => (i + 1 >= count ? 0 : i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((i) => (i <= 0 ? count - 1 : i - 1));
        break;
      case 'Home':
      case 'End':
        if (expanded && active >= 0 && count > 0) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : count - 1);
        }
        break;
      case 'Enter':
        if (activeOption) {
          event.preventDefault();
          go(activeOption.href);
        } else if (exactMatchUrl) {
          // The phrase is a product's code: open the product (the results page would redirect too).
          event.preventDefault();
          go(exactMatchUrl);
        } else {
          // The form submits itself (GET /vyhledavani?q=…).
          close();
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (value) {
          setValue('');
        }
        break;
      default:
        break;
    }
  };

  return (
    <div
      className={cx('autocomplete', expanded && 'autocomplete--open')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <input
        id={inputId}
        className={className ?? 'input'}
        type="search"
        name={name}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption?.id}
        aria-busy={loading || undefined}
        data-testid="search-input"
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <div className="autocomplete__popup" hidden={!expanded} data-testid="autocomplete">
        {view.notice ? (
          <p className="autocomplete__notice" role="status" data-testid="autocomplete-notice">
            {view.notice}
          </p>
        ) : null}
        <div id={listboxId} role="listbox" aria-label={messages.search.label} className="autocomplete__listbox">
          {view.groups.map((group) => (
            <div key={group.key} role="group" aria-labelledby={`${auto}-${group.key}`} className={cx('autocomplete__group', `autocomplete__group--${group.key}`)} data-group={group.key}>
              <div role="presentation" id={`${auto}-${group.key}`} className="autocomplete__group-title">
                {group.title}
              </div>
              {group.options.map((option) => {
                const selected = option.id === activeOption?.id;
                return (
                  <Link
                    key={option.id}
                    id={option.id}
                    to={option.href}
                    role="option"
                    aria-selected={selected}
                    tabIndex={-1}
                    className={cx('autocomplete__option', selected && 'autocomplete__option--active')}
                    // Keep the focus in the input; the click itself navigates.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseEnter={() => setActive(view.options.indexOf(option))}
                    onClick={(event) => {
                      event.preventDefault();
                      go(option.href);
                    }}
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
                );
              })}
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
