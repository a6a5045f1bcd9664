import type { ComponentProps, ReactNode } from 'react';
import type { Icon } from './icons';

/** The five looks of a button: component classes in ./kit.css. */
const variants = {
  primary: 'btn btn-primary',
  secondary: 'btn btn-secondary',
  ghost: 'btn btn-ghost',
  whatsapp: 'btn btn-whatsapp',
  inverse: 'btn btn-inverse',
} as const;

export type ButtonVariant = keyof typeof variants;

export const buttonClass = (variant: ButtonVariant = 'primary', className = '') =>
  `${variants[variant]} ${className}`.trim();

/** What a link may carry besides its words: its icon, and the words that say it opens a new tab. */
export interface LinkParts {
  /** Drawn before the words; after them with `iconAfter` (an arrow onward). */
  icon?: Icon | undefined;
  iconAfter?: boolean;
  /** "(opens in a new tab)" in the page's language: the link opens one, and says so to screen readers. */
  newTab?: string | undefined;
}

/** A link of the site with its parts: the icon, the words, and the note of a new tab; `size` is the icon's class. */
export function linkProps(
  { icon: LinkIcon, iconAfter = false, newTab, children, ...props }: ComponentProps<'a'> & LinkParts,
  size: string,
): ComponentProps<'a'> {
  const mark = LinkIcon && <LinkIcon aria-hidden="true" className={`${size} shrink-0`} />;
  const content: ReactNode = (
    <>
      {!iconAfter && mark}
      {children}
      {iconAfter && mark}
      {newTab && <span className="sr-only">{` ${newTab}`}</span>}
    </>
  );
  return { ...props, ...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}), children: content };
}

/** A link styled as a button: most of the site's actions navigate (to a page, tel:, WhatsApp). */
export function ButtonLink({
  variant,
  className,
  ...props
}: ComponentProps<'a'> & LinkParts & { variant?: ButtonVariant }) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the link's text arrives as children in props
  return <a className={buttonClass(variant, className)} {...linkProps(props, 'size-5')} />;
}

export function Button({
  variant,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
