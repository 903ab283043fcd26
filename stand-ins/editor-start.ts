/**
 * Local mode's start of the editor at /admin, loaded before Sveltia CMS: it points the editor at the
 * GitHub stand-in on this server (github.ts). Sveltia needs the API's full address, and the local
 * server's host and port are known only in the browser, so the editor is started by hand with that
 * one setting added to its configuration file.
 */
import { githubApiPath } from './paths.ts';

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: { init: (options: { config: object }) => Promise<void> };
  }
}

window.CMS_MANUAL_INIT = true;
addEventListener('DOMContentLoaded', () => {
  void window.CMS?.init({ config: { backend: { api_root: new URL(githubApiPath, location.origin).href } } });
});
