/**
 * Local mode's side of the switch (see `src/site-mode.ts` and `local-mode.ts`): the forms sign in
 * with the sign-in stand-in and send to the local inbox, both on this site's own origin, and every
 * page says so in a strip under the header.
 */
import type { SiteMode } from '../src/site-mode';
import { LocalModeStrip } from './LocalModeStrip.tsx';
import { editorStartPath, gsiClientPath } from './paths.ts';

/** The local inbox answers as EmailJS on this site's own origin, on whatever host and port the local server runs. */
export const emailjsOrigin: (() => string) | undefined = () => location.origin;

export const siteMode: SiteMode = {
  Notice: LocalModeStrip,
  gsiScriptSrc: gsiClientPath,
  // The editor saves through the local stand-in of GitHub's API (github.ts), into this folder.
  editorScripts: [editorStartPath],
};
