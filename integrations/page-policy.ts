/**
 * Each page's Content-Security-Policy allows its own inline code only. Astro writes into every
 * page's <meta> policy the hash of every inline script and style of the whole site, though a page
 * has only a few: bytes that brotli cannot shrink, in the first round trip of every page. Run on the built pages before they are compressed
 * (integrations/deploy-files.ts).
 */
import { cspHash } from '../src/page-scripts/csp-hash.ts';

const policyMeta = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;
const inlineCode = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g;

/** The hash sources (`'sha256-…'`) this page's own inline scripts and styles need (a script with a src has none). */
function ownHashSources(html: string): Set<string> {
  return new Set(
    [...html.matchAll(inlineCode)]
      .filter(([, , attributes = '']) => !/\ssrc=/.test(attributes))
      .map(([, , , code = '']) => `'${cspHash(code)}'`),
  );
}

/** The page with every hash of its <meta> policy that none of its own inline code needs left out. */
export function narrowPagePolicy(html: string): string {
  const own = ownHashSources(html);
  const narrowed = (directive: string) =>
    directive
      .split(' ')
      .filter((source) => !source.startsWith("'sha256-") || own.has(source))
      .join(' ');
  return html.replace(
    policyMeta,
    (_, opening: string, policy: string, closing: string) => opening + policy.split(';').map(narrowed).join(';') + closing,
  );
}
