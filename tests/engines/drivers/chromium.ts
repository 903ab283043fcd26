/** Chromium: Debian's, under Playwright, as the end-to-end tests drive it. */
import { chromium as playwrightChromium, type Browser as PlaywrightBrowser, type Page as PlaywrightPage } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../support/browser.ts';
import { callSource, type Engine, nativeReports } from './engine.ts';

export async function launchChromium(): Promise<Engine> {
  const browser: PlaywrightBrowser = await playwrightChromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return {
    name: 'chromium',
    async newPage({ origin, javaScript, report }) {
      const context = await browser.newContext({ baseURL: origin, javaScriptEnabled: javaScript, viewport: { width: 1280, height: 800 } });
      const page: PlaywrightPage = await context.newPage();
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
      return {
        engine: 'chromium',
        goto: async (path) => {
          await page.goto(path);
        },
        setViewport: (width, height) => page.setViewportSize({ width, height }),
        evaluate: (fn, ...args) => page.evaluate(callSource(fn, args)),
        click: (selector) => page.locator(selector).first().click(),
        select: async (selector, value) => {
          await page.locator(selector).first().selectOption(value);
        },
        typeKeys: (selector, text) => page.locator(selector).first().pressSequentially(text),
        press: (key) => page.keyboard.press(key),
        screenshot: async (path) => {
          await page.screenshot({ path });
        },
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
