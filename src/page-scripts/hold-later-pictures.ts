/**
 * Pictures further down a page (`loading="lazy"`, Illustration's `later`) wait for its first
 * paint. Chrome fetches a lazy picture as soon as it is laid out within some 1,250 to 2,500 px of
 * the screen, which on a phone is the next cards' pictures, fetched alongside the fonts every word
 * waits for: the first paint of /vehicles and /trips came a round trip later on Lighthouse's slow
 * phone (1.16 of the typeface floor, 1.08 without).
 *
 * It runs in the head, as the body is read: a module script would run only once the whole page has
 * been read, after the browser may have laid the pictures out and asked for them. Each lazy
 * picture is given an empty one until the first paint, then its own; it keeps its size, so nothing
 * moves, and its `alt`. Without script, the pictures load as they always do.
 */
import { transformSync } from 'esbuild';
import { cspHash } from './csp-hash';
import { afterFirstPaint } from './after-first-paint';

/** An empty SVG: no request, nothing drawn, the picture's own width and height kept. */
const nothing = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

function holdLaterPictures(whenPainted: typeof afterFirstPaint, placeholder: string): void {
  const held: [HTMLImageElement, string][] = [];
  const watcher = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLImageElement) || node.loading !== 'lazy') continue;
        held.push([node, node.getAttribute('src') ?? '']);
        node.src = placeholder;
      }
    }
  });
  watcher.observe(document, { childList: true, subtree: true });
  whenPainted(() => {
    // Pictures read from here on keep their own address.
    watcher.disconnect();
    for (const [picture, source] of held) picture.src = source;
  });
}

/** The script written into the head of a page with pictures further down (made at build time, minified: it travels in every such page). */
export const holdLaterPicturesScript = transformSync(
  `(${holdLaterPictures.toString()})(${afterFirstPaint.toString()},${JSON.stringify(nothing)})`,
  { minify: true, target: 'safari15' },
).code.trim();

/** The hash the page's policy allows the script by (Astro allows only the scripts it bundles by itself). */
export const holdLaterPicturesHash = cspHash(holdLaterPicturesScript);
