// What the editor's scripts use of Decap CMS's own API (window.CMS).

export interface FieldProps {
  value?: unknown;
  field: { get(key: string): unknown };
}
export type Control = new (props: FieldProps) => { props: FieldProps };
type Phrases = { [key: string]: string | Phrases };

export interface Decap {
  getWidget(name: string): { control: Control; preview: unknown } | undefined;
  registerWidget(name: string, control: Control, preview: unknown): void;
  getLocale(locale: string): Phrases | undefined;
  registerLocale(locale: string, phrases: Phrases): void;
}

export const cms = (window as unknown as { CMS: Decap }).CMS;
export type { Phrases };
