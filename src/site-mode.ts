/**
 * The site as it ships: Google's sign-in script, EmailJS's API, and no notice on the pages.
 *
 * Imported everywhere as `#site-mode` (package.json "imports"). In local mode
 * (`astro build --mode standin`, `astro dev --mode standin`) the one switch in
 * `stand-ins/local-mode.ts` points that name at `stand-ins/site-mode.tsx` instead, so a
 * production build never imports anything from `stand-ins/`.
 */
import type { ComponentType } from 'react';
import type { SiteWords } from './content/site/schema';
import { gsiScript } from './outside-services';

/** The words of the notice local mode shows on every page (`localMode` in src/content/site/<language>.json). */
export type LocalModeWords = NonNullable<SiteWords['localMode']>;

export interface SiteMode {
  /** A notice under the header of every page, saying what is not real here; none in production. */
  Notice: ComponentType<{ words: LocalModeWords }> | null;
  /** The Google Identity Services script. */
  gsiScriptSrc: string;
  /** Scripts the editor at /admin runs before Sveltia CMS; none in production. */
  editorScripts: readonly string[];
}

/**
 * Where EmailJS's API answers, for a build without the relay, when it is not EmailJS's own address
 * (the library's default): never, as the site ships, so the page's script has no need to say it.
 */
export const emailjsOrigin: (() => string) | undefined = undefined;

export const siteMode: SiteMode = {
  Notice: null,
  gsiScriptSrc: gsiScript,
  editorScripts: [],
};
