import type { ComponentProps } from 'react';
import { linkProps, type LinkParts } from './Button';

/**
 * A link on a line of its own, in the site's one text-link style (.link and .link-action, ./kit.css): 44 px tall,
 * underlined in its colour, with its icon; in a sentence, an <a> takes the `link` class alone.
 */
export function TextLink({ className = '', ...props }: ComponentProps<'a'> & LinkParts) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the link's text arrives as children in props
  return <a className={`link link-action ${className}`.trim()} {...linkProps(props, 'size-4')} />;
}
