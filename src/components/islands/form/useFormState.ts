// The state of a small form: what the visitor typed, which fields they have left, and the errors shown.
// A field is checked when the visitor leaves it, then again at every change (and at each change of a field its rule
// reads); after a submit, every field is checked at every change. Nothing the visitor typed is ever cleared.
import { useCallback, useId, useRef, useState, type ChangeEvent } from 'react';
import type { FieldErrors, FormRules } from '@/lib/forms/rules';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface FormState<T, R> {
  /** What the ids of the form's controls begin with: unique in the page, the same in the HTML and once hydrated. */
  id: string;
  values: T;
  errors: FieldErrors<T>;
  /** The props that wire a control to its field: name, value, onChange, onBlur. */
  field(name: keyof T & string): {
    name: string;
    value: string;
    onChange(event: ChangeEvent<Control>): void;
    onBlur(): void;
  };
  /** Checks every field and shows every error; the trimmed request when all pass, otherwise null. */
  submit(): { request: R | null; errors: FieldErrors<T> };
  /** The form element's ref callback: what the visitor typed before the island woke up is read from it. */
  attach: (form: HTMLFormElement | null) => void;
}

export function useFormState<T extends { [K in keyof T]: string }, R>(
  empty: T,
  rules: () => FormRules<T, R>,
  /** Fields whose rule reads another field: a change to the key checks them again once they have been checked. */
  follows: Partial<Record<keyof T, (keyof T)[]>> = {},
): FormState<T, R> {
  const id = useId();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  // The latest values, for events that arrive before React renders again.
  const current = useRef(values);
  const left = useRef(new Set<keyof T>());
  const submitted = useRef(false);

  const update = (next: T) => {
    current.current = next;
    setValues(next);
  };
  const check = (name: keyof T) => {
    const error = rules()(current.current).errors[name];
    setErrors((shown) => (shown[name] === error ? shown : { ...shown, [name]: error }));
  };

  // The prerendered form can be typed into while the island's script loads; hydration keeps those values in the
  // page, and they become the form's state before React renders the controls again.
  const attach = useCallback((form: HTMLFormElement | null) => {
    if (!form) return;
    const typed = { ...current.current };
    let changed = false;
    for (const name of Object.keys(typed) as (keyof T & string)[]) {
      const control = form.elements.namedItem(name) as Control | null;
      if (control && control.value !== typed[name]) {
        typed[name] = control.value as T[keyof T & string];
        changed = true;
      }
    }
    if (changed) {
      current.current = typed;
      setValues(typed);
    }
  }, []);

  return {
    id,
    values,
    errors,
    attach,
    field: (name) => ({
      name,
      value: values[name],
      onChange(event) {
        update({ ...current.current, [name]: event.target.value });
        for (const each of [name, ...(follows[name] ?? [])])
          if (submitted.current || left.current.has(each)) check(each);
      },
      onBlur() {
        left.current.add(name);
        // After a submit the field was checked at its last change already.
        if (!submitted.current) check(name);
      },
    }),
    submit() {
      submitted.current = true;
      const result = rules()(current.current);
      setErrors(result.errors);
      return result;
    },
  };
}
