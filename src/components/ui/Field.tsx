import { cloneElement, type ReactElement } from 'react';

type ControlProps = {
  id?: string | undefined;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
  'aria-required'?: boolean | undefined;
};

interface FieldProps {
  id: string;
  label: string;
  /** Shown after the label of an optional field, e.g. "(optional)"; required fields get an asterisk instead. */
  optional?: string | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  /** Length counter, text shown only near the limit; `over` turns it red. */
  counter?: { text: string | undefined; over: boolean } | undefined;
  className?: string | undefined;
  /** The control (Input, Select, Textarea); it receives the id and the aria wiring. */
  children: ReactElement<ControlProps>;
}

/** A label, its control, a hint, a length counter and the error, wired together for screen readers. */
export function Field({ id, label, optional, hint, error, counter, className = '', children }: FieldProps) {
  const ids = { hint: `${id}-hint`, counter: `${id}-counter`, error: `${id}-error` };
  const describedBy = [error && ids.error, hint && ids.hint, counter?.text && ids.counter].filter(Boolean).join(' ');
  return (
    <div data-field className={`field ${className}`.trim()}>
      <label htmlFor={id} className="field-label">
        {label}
        {optional ? (
          <span className="field-optional">{` ${optional}`}</span>
        ) : (
          <span aria-hidden="true" className="field-required">
            {' *'}
          </span>
        )}
      </label>
      {/* Above the control: read before choosing, and the error stays right under the control it belongs to. */}
      {hint && (
        <p id={ids.hint} className="field-hint">
          {hint}
        </p>
      )}
      {cloneElement(children, {
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
        'aria-required': optional ? undefined : true,
      })}
      {/* Always in the page (never display:none), so that screen readers announce a message when it appears. */}
      <p id={ids.error} aria-live="polite" className="field-error">
        {error && (
          <>
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="field-error-icon">
              <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.5h1.8v5.5H9.1V6Zm0 7h1.8v1.8H9.1V13Z" />
            </svg>
            <span>{error}</span>
          </>
        )}
      </p>
      {counter && (
        <p
          id={ids.counter}
          aria-live="polite"
          className={counter.over ? 'field-counter field-counter-over' : 'field-counter'}
        >
          {counter.text}
        </p>
      )}
    </div>
  );
}
