// Form controls: native elements (keyboard, autofill and mobile keyboards for free) with a
// label, an optional hint and an error wired through aria-describedby / aria-invalid.
// They forward refs, so react-hook-form's register() works directly: <Input {...register('email')} />.
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cx } from './cx';

interface FieldChrome {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Hides the label visually (it stays for screen readers). */
  hideLabel?: boolean;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

export type InputProps = FieldChrome & InputHTMLAttributes<HTMLInputElement>;

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, hint, error, hideLabel, id, className, required, ...rest },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div className={cx('field', error && 'field--invalid', className)}>
      <label className={cx('field__label', hideLabel && 'visually-hidden')} htmlFor={inputId}>
        {label}
        {required ? <span className="field__required" aria-hidden="true"> *</span> : null}
      </label>
      <input
        ref={ref}
        id={inputId}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        required={required}
        {...rest}
      />
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
});

export type TextareaProps = FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>;

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, hint, error, hideLabel, id, className, required, ...rest },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div className={cx('field', error && 'field--invalid', className)}>
      <label className={cx('field__label', hideLabel && 'visually-hidden')} htmlFor={inputId}>
        {label}
        {required ? <span className="field__required" aria-hidden="true"> *</span> : null}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        className="input input--textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        required={required}
        {...rest}
      />
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
});

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = FieldChrome & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[] };

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hint, error, hideLabel, id, className, options, required, ...rest },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div className={cx('field', error && 'field--invalid', className)}>
      <label className={cx('field__label', hideLabel && 'visually-hidden')} htmlFor={inputId}>
        {label}
      </label>
      <span className="select">
        <select
          ref={ref}
          id={inputId}
          className="input select__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          required={required}
          {...rest}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      </span>
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
});

export type CheckboxProps = Omit<FieldChrome, 'hideLabel'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error, id, className, ...rest },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div className={cx('field field--check', error && 'field--invalid', className)}>
      <span className="check">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className="check__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          {...rest}
        />
        <label className="check__label" htmlFor={inputId}>
          {label}
        </label>
      </span>
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
});

export type RadioProps = { label: ReactNode; hint?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** One radio; group them in <RadioGroup legend="…"> (a fieldset) with one `name`. */
export const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio({ label, hint, id, className, ...rest }, ref) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <span className={cx('check check--radio', className)}>
      <input ref={ref} id={inputId} type="radio" className="check__control" aria-describedby={hint ? `${inputId}-hint` : undefined} {...rest} />
      <label className="check__label" htmlFor={inputId}>
        {label}
        {hint ? (
          <span className="field__hint" id={`${inputId}-hint`}>
            {hint}
          </span>
        ) : null}
      </label>
    </span>
  );
});

export function RadioGroup({ legend, error, children, className }: { legend: ReactNode; error?: string | null; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <fieldset className={cx('field radio-group', error && 'field--invalid', className)} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="radio-group__items">{children}</div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
