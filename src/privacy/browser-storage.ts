/**
 * Everything the site and the services it uses keep in a visitor's browser, as the privacy notice
 * lists it (its words, why and for how long, are content: `browser.entries` in
 * src/content/privacy/<language>.json). The end-to-end test tests/e2e/privacy.spec.ts signs in,
 * sends both forms and reads every cookie and storage key the browser really holds: each must
 * match an entry here, so nothing new is kept without the notice saying so.
 */
import { draftKeyPrefix, draftStorageKey } from '../forms/panel/drafts';
import { formKinds } from '../content/forms/tables';
import type { BrowserStorageId } from '../content/privacy/schema';

/** Where an entry is kept. */
type StorageKind = 'cookie' | 'sessionStorage' | 'localStorage';

export interface BrowserStorageEntry {
  /** Ties the entry to its words in content. */
  id: BrowserStorageId;
  kind: StorageKind;
  /** Who writes it: this site's own code, or Google's sign-in script. */
  setBy: 'site' | 'google';
  /** Its names as the notice shows them, with "…" for the part that differs from visitor to visitor. */
  shownNames: readonly string[];
  /** Whether a name the browser holds is this entry. */
  matches: (name: string) => boolean;
}

export const browserStorage = [
  {
    id: 'drafts',
    kind: 'sessionStorage',
    setBy: 'site',
    shownNames: formKinds.map((form) => draftStorageKey('…', form)),
    matches: (name: string) => name.startsWith(draftKeyPrefix),
  },
  {
    // Google's One Tap keeps here when its "Continue as" box was closed, so it stays away a while.
    id: 'oneTapState',
    kind: 'cookie',
    setBy: 'google',
    shownNames: ['g_state'],
    matches: (name: string) => name === 'g_state',
  },
] as const satisfies readonly BrowserStorageEntry[];
