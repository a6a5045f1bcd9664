import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** The prefix of React's generated ids inside a form, the same when it is prerendered and when it hydrates. */
export const idPrefix = (name: string) => `${name}-`;

/**
 * Attaches React to a form that Island.astro prerendered, with the same props and the same id prefix, so that the
 * markup matches and nothing is drawn again.
 */
export function hydrate<P extends object>(root: HTMLElement, name: string, component: ComponentType<P>, props: P) {
  hydrateRoot(root, createElement(component, props), { identifierPrefix: idPrefix(name) });
}
