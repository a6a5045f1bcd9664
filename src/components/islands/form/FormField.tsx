import { cloneElement, type ReactElement } from 'react';
import { Field } from '@/components/ui/Field';
import { counterText } from '@/lib/forms/rules';
import type { FormState } from './useFormState';

interface FormFieldProps<T extends { [K in keyof T]: string }> {
  /** The form's state (useFormState): the field's value, its error and its handlers come from it. */
  form: FormState<T, unknown>;
  name: keyof T & string;
  label: string;
  hint?: string | undefined;
  /** "(optional)" in the form's language, for a field that may be left empty; a required field gets an asterisk. */
  optional?: string | undefined;
  /** The longest text the field takes, with the words of the counter that appears near it. */
  limit?: { max: number; counter: string } | undefined;
  className?: string | undefined;
  /**
   * The control (Input, Select, Textarea, DateInput). It receives the field's name, value and handlers, and the id and
   * aria wiring of `ui/Field`; a value of its own wins (the time shows the session that fits the chosen day).
   */
  children: ReactElement<{ id?: string; value?: string }>;
}

/** One field of a form: the label, hint, error and counter of `ui/Field`, wired to the form's state by its name. */
export function FormField<T extends { [K in keyof T]: string }>({
  form,
  name,
  label,
  hint,
  optional,
  limit,
  className,
  children,
}: FormFieldProps<T>) {
  const { length } = form.values[name];
  return (
    <Field
      id={`${form.id}${name}`}
      label={label}
      optional={optional}
      hint={hint}
      error={form.errors[name]}
      counter={limit && { text: counterText(length, limit.max, limit.counter), over: length > limit.max }}
      className={className}
    >
      {cloneElement(children, { ...form.field(name), ...children.props })}
    </Field>
  );
}
