// Hydrates a prerendered form (src/components/islands/Island.astro) once it nears the viewport, so that a visitor who
// never scrolls to it never downloads React. It starts half a screen ahead, so that the form is ready when reached,
// and fetches React, the form and its props side by side.
import type { ComponentType } from 'react';

export function hydrateWhenNear(name: string, load: () => Promise<ComponentType<never>>) {
  const root = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  if (!root?.dataset.props) return;
  const props = root.dataset.props;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void Promise.all([
        import('@/components/islands/hydrate'),
        load(),
        fetch(props).then((response) => response.json() as Promise<never>),
      ]).then(([{ hydrate }, component, data]) => hydrate(root, name, component, data));
    },
    { rootMargin: '50% 0px' },
  );
  // display: contents gives the root no box of its own: its first element stands for it.
  observer.observe(root.firstElementChild ?? root);
}
