// Listing filters: price range, numeric parameter ranges, parameter options, in stock and
// manufacturer, each with the counts the API computed under the OTHER active filters.
// Every change goes out through onChange; the page turns it into a URL, so filters survive a
// reload and can be shared.
import { useId, type FormEvent } from 'react';
import type { CatalogueFilterOptionsQuery } from '../../../generated/graphql';
import { commercialAmount, formatNumber, formatParameterValue, parseKcInput, toKc, wholeKc, type PricesType } from '../../domain';
import { listingMessages } from '../../texts/listing';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Field';
import {
  activeFilterCount,
  setParameterRange,
  toggleParameterOption,
  toggleValue,
  type ListingFilter,
} from './listingState';

export interface FilterPanelProps {
  options: CatalogueFilterOptionsQuery | null | undefined;
  filter: ListingFilter;
  pricesType: PricesType;
  onChange(filter: ListingFilter): void;
  /** The panel's own "Filtry" heading; the drawer has its title instead. */
  title?: boolean;
}

function numberOrUndefined(text: string): number | undefined {
  const value = Number(text.replace(/\s/g, '').replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : undefined;
}

function formValue(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
}

/** A facet label with its count; without counts (no options loaded) just the label. */
function CountLabel({ label, count }: { label: string; count: number | undefined }) {
  return (
    <span>
      {label}
      {count !== undefined ? <span className="filter__count"> ({formatNumber(count)})</span> : null}
    </span>
  );
}

function PriceFilter({ options, filter, pricesType, onChange }: FilterPanelProps) {
  const id = useId();
  const range = options?.cataloguePriceRange;
  // The bounds the visitor's price type shows (B2B without VAT), as the server filters them.
  const min = range && range.min !== null && range.minWithTax !== null ? commercialAmount({ amount: range.min, amountWithTax: range.minWithTax }, pricesType) : null;
  const max = range && range.max !== null && range.maxWithTax !== null ? commercialAmount({ amount: range.max, amountWithTax: range.maxWithTax }, pricesType) : null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const next: ListingFilter = { ...filter };
    delete next.priceFrom;
    delete next.priceTo;
    const from = parseKcInput(formValue(form, 'priceFrom'));
    const to = parseKcInput(formValue(form, 'priceTo'));
    if (from !== undefined) next.priceFrom = from;
    if (to !== undefined) next.priceTo = to;
    onChange(next);
  };
  return (
    <form className="filter filter--range" onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="filter-price">
      <h3 className="filter__title" id={`${id}-title`}>
        {listingMessages.price}
      </h3>
      <div className="filter__range">
        <label>
          <span className="filter__range-label">{listingMessages.priceFrom}</span>
          <input
            className="input"
            name="priceFrom"
            inputMode="numeric"
            // A new filter (or price type) resets what is typed to what applies.
            key={`from-${filter.priceFrom ?? ''}`}
            defaultValue={filter.priceFrom !== undefined ? String(toKc(filter.priceFrom)) : ''}
            placeholder={min !== null ? String(wholeKc(min, 'down')) : undefined}
          />
        </label>
        <label>
          <span className="filter__range-label">{listingMessages.priceTo}</span>
          <input
            className="input"
            name="priceTo"
            inputMode="numeric"
            key={`to-${filter.priceTo ?? ''}`}
            defaultValue={filter.priceTo !== undefined ? String(toKc(filter.priceTo)) : ''}
            placeholder={max !== null ? String(wholeKc(max, 'up')) : undefined}
          />
        </label>
        <Button type="submit" size="sm">
          {listingMessages.apply}
        </Button>
      </div>
    </form>
  );
}

function ParameterRangeFilters({ options, filter, onChange }: FilterPanelProps) {
  const ranges = options?.catalogueParameterRanges?.items ?? [];
  return (
    <>
      {ranges.map((range) => {
        const active = filter.parameterRanges?.find((r) => r.code === range.code);
        const unit = range.unit ? ` (${range.unit})` : '';
        return (
          <form
            key={range.code}
            className="filter filter--range"
            data-testid={`filter-range-${range.code}`}
            onSubmit={(event) => {
              event.preventDefault();
              const form = event.currentTarget;
              onChange(
                setParameterRange(filter, range.code, numberOrUndefined(formValue(form, 'from')), numberOrUndefined(formValue(form, 'to'))),
              );
            }}
          >
            <h3 className="filter__title">
              {range.name}
              {unit}
            </h3>
            <div className="filter__range">
              <label>
                <span className="filter__range-label">{listingMessages.rangeFrom}</span>
                <input
                  className="input"
                  name="from"
                  inputMode="decimal"
                  key={`from-${active?.from ?? ''}`}
                  defaultValue={active?.from !== undefined ? String(active.from) : ''}
                  placeholder={formatNumber(range.min)}
                />
              </label>
              <label>
                <span className="filter__range-label">{listingMessages.rangeTo}</span>
                <input
                  className="input"
                  name="to"
                  inputMode="decimal"
                  key={`to-${active?.to ?? ''}`}
                  defaultValue={active?.to !== undefined ? String(active.to) : ''}
                  placeholder={formatNumber(range.max)}
                />
              </label>
              <Button type="submit" size="sm">
                {listingMessages.apply}
              </Button>
            </div>
          </form>
        );
      })}
    </>
  );
}

export function FilterPanel(props: FilterPanelProps) {
  const { options, filter, onChange, title = true } = props;
  const facets = options?.catalogueParameterOptions;
  const manufacturers = facets?.manufacturers ?? [];
  const chosenManufacturers = new Set(filter.manufacturers ?? []);
  const active = activeFilterCount(filter);

  return (
    <div className="filter-panel" data-testid="filter-panel">
      {title ? <h2 className="filter-panel__title">{listingMessages.filters}</h2> : null}
      {active > 0 ? (
        <Button size="sm" variant="ghost" className="filter-panel__clear" onClick={() => onChange({})} data-testid="filter-clear">
          {listingMessages.clearFilters}
        </Button>
      ) : null}

      <PriceFilter {...props} />

      <fieldset className="filter">
        <legend className="filter__title">{listingMessages.availability}</legend>
        <Checkbox
          label={<CountLabel label={listingMessages.inStock} count={facets?.inStockCount} />}
          checked={filter.inStock === true}
          data-testid="filter-in-stock"
          onChange={(event) => {
            const next: ListingFilter = { ...filter };
            if (event.target.checked) next.inStock = true;
            else delete next.inStock;
            onChange(next);
          }}
        />
      </fieldset>

      {manufacturers.length > 0 ? (
        <fieldset className="filter" data-testid="filter-manufacturers">
          <legend className="filter__title">{listingMessages.manufacturers}</legend>
          {manufacturers.map((m) => (
            <Checkbox
              key={m.hash}
              label={<CountLabel label={m.name} count={m.count} />}
              checked={chosenManufacturers.has(m.hash)}
              disabled={m.count === 0 && !chosenManufacturers.has(m.hash)}
              onChange={() => onChange({ ...filter, manufacturers: toggleValue(filter.manufacturers, m.hash) })}
            />
          ))}
        </fieldset>
      ) : null}

      <ParameterRangeFilters {...props} />

      {(facets?.parameters ?? []).map((facet) => {
        const chosen = new Set(filter.parameters?.find((p) => p.code === facet.code)?.values ?? []);
        return (
          <fieldset key={facet.code} className="filter" data-testid={`filter-parameter-${facet.code}`}>
            <legend className="filter__title">{facet.name}</legend>
            {facet.options.map((option) => (
              <Checkbox
                key={option.value}
                label={<CountLabel label={formatParameterValue(option.value, facet.unit)} count={option.count} />}
                checked={chosen.has(option.value)}
                disabled={option.count === 0 && !chosen.has(option.value)}
                onChange={() => onChange(toggleParameterOption(filter, facet.code, option.value))}
              />
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}
