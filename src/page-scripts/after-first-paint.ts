/**
 * Calls `then` once, when the page has painted its first words; where the browser does not tell
 * (no paint timing), when it has loaded; and where it tells but has not said so a while after
 * loading, then: a second for a page loaded while hidden, which paints nothing until shown, and
 * longer for one on screen, which a slow phone may paint well after it has loaded.
 *
 * Self-contained, with no import or name from outside it: `hold-later-pictures.ts` writes it into
 * the page as text.
 */
export function afterFirstPaint(then: () => void): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    then();
  };
  const tellsPaint = PerformanceObserver.supportedEntryTypes.includes('paint');
  if (tellsPaint) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  const loaded = () => {
    if (tellsPaint) setTimeout(once, document.visibilityState === 'hidden' ? 1000 : 10_000);
    else once();
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
}
