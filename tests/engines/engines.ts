/**
 * The four browser engines a journey (tests/engines/*.engines.ts) runs in, each behind the one
 * interface of drivers/engine.ts, one file a driver:
 *
 * - `chromium` (drivers/chromium.ts): Debian's Chromium under Playwright;
 * - `firefox` (drivers/firefox.ts): Debian's Firefox ESR over WebDriver BiDi with puppeteer-core;
 * - `webkit` (drivers/webkit.ts): WebKitGTK's MiniBrowser under Xvfb;
 * - `wpe` (drivers/wpe.ts): the old WPE WebKit 2.38;
 *
 * the two WebKits each through its own classic WebDriver server (drivers/webdriver.ts).
 *
 * Each worker launches its engine once and reuses it; every test gets a clean page (a fresh
 * context in Chromium and Firefox; in the WebKits the one session, its cookies and storage
 * cleared). What goes wrong in a page is seen by the server (observe.ts) in every engine, and
 * besides natively by Playwright and puppeteer: see `EngineJournal` in fixtures.ts.
 */
import { existsSync } from 'node:fs';
import { chromiumPath } from '../support/browser.ts';
import { launchChromium } from './drivers/chromium.ts';
import type { Engine, EngineName } from './drivers/engine.ts';
import { firefoxPath, launchFirefox } from './drivers/firefox.ts';
import { launchWebKit, miniBrowserPath, webKitDriverPath, xvfbPath } from './drivers/webkit.ts';
import { cogPath, launchWpe, wpeDriverPath } from './drivers/wpe.ts';

/** Where each engine's programs are, and the Debian package that installs them (scripts/require-tools.ts). */
export const enginePrograms = {
  chromium: { paths: () => [chromiumPath], packages: 'chromium' },
  firefox: { paths: () => [firefoxPath], packages: 'firefox-esr' },
  webkit: { paths: () => [webKitDriverPath, miniBrowserPath(), xvfbPath], packages: 'webkit2gtk-driver xvfb' },
  wpe: { paths: () => [wpeDriverPath, cogPath], packages: 'wpewebkit-driver cog' },
} satisfies Record<EngineName, { paths: () => string[]; packages: string }>;

/** The programs of an engine not installed. */
export function missingPrograms(engine: EngineName): string[] {
  return enginePrograms[engine].paths().filter((path) => !existsSync(path));
}

export function launchEngine(name: EngineName): Promise<Engine> {
  switch (name) {
    case 'chromium':
      return launchChromium();
    case 'firefox':
      return launchFirefox();
    case 'webkit':
      return launchWebKit();
    case 'wpe':
      return launchWpe();
  }
}
