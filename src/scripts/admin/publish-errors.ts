// A publish the editor refuses shows each field's message above the field, wherever it is on the page: the first
// message is brought into view, and its field focused with the message tied to it for screen readers (Decap does
// neither).

/** When Publish (or Publish now) was last pressed. */
let pressed = -Infinity;
document.addEventListener(
  'click',
  (event) => {
    const control = (event.target as Element).closest('button, [role="menuitem"]');
    if (control && /publish/i.test(control.textContent ?? '')) pressed = performance.now();
  },
  true,
);

let lists = 0;
new MutationObserver(() => {
  if (performance.now() - pressed > 5_000) return;
  // Decap names its parts in its class names: each field's messages are a list in its ControlErrorsList.
  const message = document.querySelector('[class*="ControlErrorsList"] li');
  const list = message?.parentElement;
  if (!list) return;
  pressed = -Infinity;
  list.id ||= `field-errors-${++lists}`;
  const label = list.parentElement?.querySelector('label[for]');
  const field = label instanceof HTMLLabelElement ? document.getElementById(label.htmlFor) : null;
  field?.setAttribute('aria-invalid', 'true');
  const described = field?.getAttribute('aria-describedby');
  if (!described?.split(' ').includes(list.id))
    field?.setAttribute('aria-describedby', [described, list.id].filter(Boolean).join(' '));
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  // The message in the middle of the screen, with the field under it: a group (a photo) may be taller than the screen.
  list.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  field?.focus({ preventScroll: true });
}).observe(document.body, { childList: true, subtree: true });

// Decap refuses a publish by rejecting a promise with nothing, which nothing catches: the refusal is shown at the
// fields and at the top of the screen, and is no error of the page's.
window.addEventListener('unhandledrejection', (event) => {
  if (event.reason === undefined) event.preventDefault();
});
