// Hydrates a prerendered form (src/components/islands/Island.astro) once it nears the viewport, so that a visitor who
// never scrolls to it never downloads React. It starts half a screen ahead, so that the form is ready when reached,
// and fetches React, the form and its props side by side. On a connection that drops, a failed load is tried again
// when the visitor next focuses the form, or at once if they focused it while the load was on its way; until then
// the WhatsApp and call links beside it still work.
import type { ComponentType } from 'react';

export function hydrateWhenNear(name: string, load: () => Promise<ComponentType<never>>) {
  const root = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  const props = root?.dataset.props;
  if (!root || !props) return;
  let state: 'waiting' | 'loading' | 'loaded' = 'waiting';
  let focusedWhileLoading = false;
  const hydrate = () => {
    if (state === 'loaded') return;
    if (state === 'loading') {
      focusedWhileLoading = true;
      return;
    }
    state = 'loading';
    focusedWhileLoading = false;
    Promise.all([
      import('@/components/islands/hydrate'),
      load(),
      fetch(props).then((response) => response.json() as Promise<never>),
    ]).then(
      ([island, component, data]) => {
        state = 'loaded';
        island.hydrate(root, name, component, data);
      },
      () => {
        state = 'waiting';
        if (focusedWhileLoading) hydrate();
      },
    );
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      hydrate();
    },
    { rootMargin: '50% 0px' },
  );
  // display: contents gives the root no box of its own: its first element stands for it.
  observer.observe(root.firstElementChild ?? root);
  root.addEventListener('focusin', hydrate);
}
