// What the editor's scripts use of Decap CMS's own API (window.CMS, https://decapcms.org/docs/custom-widgets/): its
// widgets' controls are React class components, drawn with Decap's own React (window.h, its createElement).

/** Decap's immutable values: a field's settings, a list's or a group's value, an entry. */
export interface Immutable {
  get(key: string): unknown;
  toJS(): unknown;
}

/** An error a control reports for its field, shown above it. */
export interface FieldError {
  type: string;
  message: string;
}

/** What Decap gives each field's control (decap-cms-core's Widget.js). */
export interface FieldProps {
  value?: unknown;
  field: Immutable;
  forID: string;
  entry: Immutable;
  collection: Immutable;
  hasActiveStyle?: boolean;
  classNameWrapper: string;
  onChange(value: unknown): void;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  /** Checks the field now: Decap's own checks, then the control's isValid. */
  validate(): void;
  /** Sets the errors shown above the field `forID`. */
  onValidateObject?(forID: string, errors: FieldError[]): void;
  /** Decap's search of a collection's entries, as its relation widget uses it. */
  query(
    namespace: string,
    collection: string,
    searchFields: string[],
    term: string,
  ): Promise<{ payload?: { hits?: { slug: string; data: Record<string, unknown> }[] } }>;
}

export interface ControlInstance {
  props: FieldProps;
  isValid?: () => true | { error: FieldError };
  validate?: () => void;
  handleChange?: (event: Event) => void;
  _el?: HTMLInputElement | null;
  componentDidMount?(): void;
  /** React's: draws the control again. */
  forceUpdate(): void;
  componentDidUpdate?(previous: FieldProps): void;
  render(): unknown;
}
export type Control = new (props: FieldProps) => ControlInstance;
type Phrases = { [key: string]: string | Phrases };

interface Widget {
  control: Control;
  preview: unknown;
  schema?: unknown;
}

export interface Decap {
  getWidget(name: string): Widget | undefined;
  registerWidget(name: string, control: Control, preview: unknown, schema?: unknown): void;
  getLocale(locale: string): Phrases | undefined;
  registerLocale(locale: string, phrases: Phrases): void;
  registerEventListener(listener: {
    name: 'preSave' | 'postSave';
    handler: (event: { entry: Immutable }) => unknown;
  }): void;
}

export const cms = (window as unknown as { CMS: Decap }).CMS;
/** Decap's React's createElement. */
export const h = (window as unknown as { h: (type: unknown, props?: unknown, ...children: unknown[]) => unknown }).h;
export type { Phrases };
