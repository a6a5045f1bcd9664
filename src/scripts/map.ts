// Google Maps is contacted only when the visitor asks: the button swaps the local preview for the live map.
document.querySelectorAll<HTMLButtonElement>('[data-map-load]').forEach((button) => {
  const { mapSrc, mapTitle } = button.dataset;
  const preview = button.closest('[data-map-preview]');
  if (!mapSrc || !mapTitle || !preview) return;
  button.hidden = false;
  button.addEventListener('click', () => {
    const frame = document.createElement('iframe');
    frame.src = mapSrc;
    frame.title = mapTitle;
    frame.loading = 'lazy';
    // Google learns which site embeds its map, not which page or with what query.
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    frame.allowFullscreen = true;
    preview.replaceWith(frame);
    // The pressed button is gone; focus follows to what it loaded instead of falling back to the page top.
    frame.focus();
  });
});
