import { useEffect, useId, useState } from 'react';
import { committedQuantity, normalizeQuantity, resolveQuantitySettings, type QuantitySettings } from '../domain';
import { messages } from '../messages';
import { Icon } from './Icon';
import { cx } from './cx';

export interface QuantityStepperProps {
  value: number;
  onChange(value: number): void;
  /** Product quantity settings (min, max, step, rounding); src/domain fills the defaults. */
  settings?: Partial<QuantitySettings>;
  label?: string;
  hideLabel?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * − [ n ] +. Typed values are normalised by the domain (min, max, step, rounding) on blur or
 * Enter, an emptied box restores the quantity; the buttons move by one step and are disabled at the limits.
 */
export function QuantityStepper({ value, onChange, settings, label = messages.product.quantity, hideLabel = true, disabled, size = 'md', className }: QuantityStepperProps) {
  const id = useId();
  const rules = resolveQuantitySettings(settings);
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const apply = (normalized: number) => {
    setText(String(normalized));
    if (normalized !== value) onChange(normalized);
  };
  const commit = (next: number) => apply(normalizeQuantity(next, rules));
  // A cleared or unreadable box goes back to the current quantity.
  const commitText = () => apply(committedQuantity(text, value, rules));

  return (
    <div className={cx('stepper', size === 'sm' && 'stepper--sm', className)}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      <button
        type="button"
        className="stepper__button"
        onClick={() => commit(value - rules.step)}
        disabled={disabled || value <= rules.min}
        aria-label={messages.ui.decrease}
      >
        <Icon name="minus" size={16} />
      </button>
      <input
        id={id}
        className="stepper__input"
        inputMode="numeric"
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onBlur={commitText}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commitText();
          }
        }}
      />
      <button
        type="button"
        className="stepper__button"
        onClick={() => commit(value + rules.step)}
        disabled={disabled || value + rules.step > rules.max}
        aria-label={messages.ui.increase}
      >
        <Icon name="plus" size={16} />
      </button>
    </div>
  );
}
