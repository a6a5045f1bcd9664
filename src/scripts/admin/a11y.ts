// Names for the editor's buttons that show only an icon (axe: button-name, aria-command-name): each item of a list
// has a button to show or hide its fields, a handle to move it and a button to remove it. Decap gives them none, and
// its settings cannot: they are named here as Decap draws them.

const names: [selector: string, name: string][] = [
  ['button:first-child', 'Show or hide this item'],
  ['[aria-roledescription="sortable"]', 'Move this item'],
  ['button:last-child', 'Remove this item'],
];

function nameButtons() {
  for (const bar of document.querySelectorAll('[class*="-StyledListItemTopBar"]'))
    for (const [selector, name] of names)
      for (const control of bar.querySelectorAll(`:scope > ${selector}`))
        if (!control.hasAttribute('aria-label')) control.setAttribute('aria-label', name);
}

let queued = false;
new MutationObserver(() => {
  if (queued) return;
  queued = true;
  requestAnimationFrame(() => {
    queued = false;
    nameButtons();
  });
}).observe(document.body, { childList: true, subtree: true });
