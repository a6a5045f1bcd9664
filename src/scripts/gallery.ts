// The About page's gallery (components/sections/Gallery.tsx): each photo opens large in a modal <dialog>, which keeps
// focus inside and closes on Escape by itself; the close button and a click beside the photo close it too, and focus
// goes back to the photo that opened it.
document.querySelectorAll<HTMLButtonElement>('[data-gallery-open]').forEach((opener) => {
  const dialog = document.getElementById(opener.getAttribute('aria-controls') ?? '');
  if (!(dialog instanceof HTMLDialogElement)) return;
  opener.addEventListener('click', () => dialog.showModal());
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    // A click on the dialog itself, not on what it holds, is a click on the backdrop around it.
    if (target === dialog || target.closest('[data-gallery-close]')) dialog.close();
  });
  // Focus goes back to the photo, unless the browser has given it back already and the visitor has moved on: the event
  // comes a moment after the dialog closes.
  dialog.addEventListener('close', () => {
    if (document.activeElement === document.body || dialog.contains(document.activeElement)) opener.focus();
  });
});
