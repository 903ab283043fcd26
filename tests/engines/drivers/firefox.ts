/**
 * Firefox: Debian's Firefox ESR over WebDriver BiDi with puppeteer-core (Playwright drives only its
 * own patched Firefox).
 */
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from 'puppeteer-core';
import { callSource, type Engine, nativeReports, steadyPoint } from './engine.ts';

export const firefoxPath = process.env['FIREFOX_PATH'] ?? '/usr/bin/firefox-esr';

/** Firefox with JavaScript on or off: BiDi has no per-page switch in Firefox ESR (emulation.setScriptingEnabled is unknown), so off is a second browser. */
function launchFirefoxBrowser(javaScript: boolean): Promise<PuppeteerBrowser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    protocol: 'webDriverBiDi',
    headless: true,
    // No updates, studies or telemetry: the machine has no network, and tests reach only localhost.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'app.normandy.enabled': false,
      'javascript.enabled': javaScript,
    },
  });
}

export async function launchFirefox(): Promise<Engine> {
  const browser = await launchFirefoxBrowser(true);
  return {
    name: 'firefox',
    async newPage({ origin, javaScript, report }) {
      const withoutScript = javaScript ? undefined : await launchFirefoxBrowser(false);
      const context = await (withoutScript ?? browser).createBrowserContext();
      const page: PuppeteerPage = await context.newPage();
      await page.setViewport({ width: 1280, height: 800 });
      const native = nativeReports(report);
      page.on('console', (message) => {
        native.console(message.type(), message.text(), message.location().url);
      });
      page.on('pageerror', native.pageError);
      page.on('requestfailed', (request) => {
        native.requestFailed(request.method(), request.url(), request.failure()?.errorText);
      });
      page.on('response', (response) => {
        native.response(response.status(), response.request().method(), response.url());
      });
      /**
       * A pointer click at the element's centre, scrolled into view first. Puppeteer's own click
       * waits on the page's animation frames and promises, which never come with JavaScript off.
       */
      const clickAt = async (selector: string) => {
        const point = await steadyPoint((source) => page.evaluate(source), selector, 'firefox');
        await page.mouse.click(point.x, point.y);
      };
      return {
        engine: 'firefox',
        goto: async (path) => {
          await page.goto(new URL(path, origin).href, { waitUntil: 'load' });
        },
        setViewport: (width, height) => page.setViewport({ width, height }),
        evaluate: (fn, ...args) => page.evaluate(callSource(fn, args)) as never,
        click: (selector) => clickAt(selector),
        select: async (selector, value) => {
          await page.select(selector, value);
        },
        typeKeys: async (selector, text) => {
          await clickAt(selector);
          for (const character of text) await page.keyboard.type(character === '\n' ? '\r' : character);
        },
        press: (key) => page.keyboard.press(key),
        screenshot: async (path) => {
          await page.screenshot({ path });
        },
        close: async () => {
          await context.close();
          await withoutScript?.close();
        },
      };
    },
    close: () => browser.close(),
  };
}
