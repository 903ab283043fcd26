/**
 * `client:painted`: an island whose script loads once the page has shown itself: after its first
 * contentful paint (the words, in the site's fonts when they came in time), at the browser's next
 * idle moment. Astro's `client:idle` asks for the script as soon as the browser is idle, which on a
 * slow phone is while the fonts are still on their way: the forms' script (React and the forms)
 * then shares the first round trips with the fonts every word waits for.
 *
 * Nothing a visitor does is lost by the wait: the island's HTML is in the page already, and the
 * forms in it stay locked (inert) until the script has started and the visitor has signed in.
 */
import type { ClientDirective } from 'astro';
import { afterFirstPaint } from '../page-scripts/after-first-paint';

function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback.
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 0);
}

const paintedDirective: ClientDirective = (load) => {
  afterFirstPaint(() => {
    whenIdle(() => {
      void load().then((hydrate) => hydrate());
    });
  });
};

export default paintedDirective;
