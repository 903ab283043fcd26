/**
 * Local mode's side of the switch (see `src/site-mode.ts` and `local-mode.ts`): the forms sign in
 * with the sign-in stand-in and send to the local inbox, both on this site's own origin, and every
 * page says so in a strip under the header.
 */
import type { SiteMode } from '../src/site-mode';
import { LocalModeStrip } from './LocalModeStrip.tsx';
import { editorStartPath, gsiClientPath } from './paths.ts';

/**
 * The local server may run on any host and port. While Astro renders pages at build time there
 * is no page, and nothing is sent: the origin is empty then.
 */
export function emailjsOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

export const siteMode: SiteMode = {
  Notice: LocalModeStrip,
  gsiScriptSrc: gsiClientPath,
  // The editor saves through the local stand-in of GitHub's API (github.ts), into this folder.
  editorScripts: [editorStartPath],
};
