/**
 * The four browser engines behind one small interface, so each journey is written once
 * (tests/engines/*.engines.ts) and run in every engine:
 *
 * - `chromium`: Debian's Chromium under Playwright, as the end-to-end tests drive it;
 * - `firefox`: Debian's Firefox ESR over WebDriver BiDi with puppeteer-core (Playwright drives only
 *   its own patched Firefox);
 * - `webkit`: WebKitGTK's MiniBrowser through WebKitWebDriver (classic WebDriver, with
 *   WebdriverIO's protocol client `webdriver`), on a private Xvfb display;
 * - `wpe`: the old engine, WPE WebKit 2.38 (about Safari 16.0: no `popover`), in `cog`'s headless
 *   platform through WPEWebDriver.
 *
 * Each worker launches its engine once and reuses it; every test gets a clean page (a fresh
 * context in Chromium and Firefox; in the WebKits the one session, its cookies and storage
 * cleared). WebKitWebDriver and WPEWebDriver accept no WebDriver BiDi (`webSocketUrl` fails to
 * match), so what goes wrong in a page is seen by the server (server/observe.ts) in every engine,
 * and besides natively by Playwright and puppeteer: see `EngineJournal` in fixtures.ts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, globSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium as playwrightChromium, type Browser as PlaywrightBrowser, type Page as PlaywrightPage } from '@playwright/test';
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from 'puppeteer-core';
import WebDriver, { type Client } from 'webdriver';
import { chromiumArgs, chromiumPath } from '../support/browser.ts';

export const engineNames = ['chromium', 'firefox', 'webkit', 'wpe'] as const;
export type EngineName = (typeof engineNames)[number];

/** Where each engine's programs are, and the Debian package that installs them (scripts/require-tools.ts). */
export const enginePrograms = {
  chromium: { paths: () => [chromiumPath], packages: 'chromium' },
  firefox: { paths: () => [firefoxPath], packages: 'firefox-esr' },
  webkit: { paths: () => ['/usr/bin/WebKitWebDriver', miniBrowserPath(), xvfbPath], packages: 'webkit2gtk-driver xvfb' },
  wpe: { paths: () => ['/usr/bin/WPEWebDriver', cogPath], packages: 'wpewebkit-driver cog' },
} satisfies Record<EngineName, { paths: () => string[]; packages: string }>;

const firefoxPath = process.env['FIREFOX_PATH'] ?? '/usr/bin/firefox-esr';
const cogPath = '/usr/bin/cog';
const xvfbPath = '/usr/bin/Xvfb';

/** WebKitGTK's MiniBrowser, which webkit2gtk-driver installs beside the library (the folder names the architecture). */
function miniBrowserPath(): string {
  return (
    process.env['MINIBROWSER_PATH'] ??
    globSync('/usr/lib/*/webkit2gtk-4.1/MiniBrowser')[0] ??
    '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
  );
}

/** The programs of an engine not installed. */
export function missingPrograms(engine: EngineName): string[] {
  return enginePrograms[engine].paths().filter((path) => !existsSync(path));
}

type Key = 'Escape' | 'Enter' | 'Tab';

/** What a journey can do with a page, in any engine. Selectors are CSS. */
export interface EnginePage {
  readonly engine: EngineName;
  /** Opens a path of the site and waits for its `load`. */
  goto(path: string): Promise<void>;
  /**
   * The width and height of the layout viewport in CSS pixels: exact in Chromium and Firefox; in
   * WebKitGTK the window is resized until the viewport is that size; WPE's headless view is
   * 800 × 600 and cannot be resized, so the page is zoomed (cog --scale) to be as wide as asked,
   * its height 600 / zoom (375 wide: 281 high; 1280 wide: 960).
   */
  setViewport(width: number, height: number): Promise<void>;
  /** Runs `fn` in the page (its source is sent; arguments and result as JSON) and gives its result, awaited. */
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  /** Clicks the first element matching, as a pointer does (scrolled into view first). */
  click(selector: string): Promise<void>;
  /** Picks the option of a select by its value. */
  select(selector: string, value: string): Promise<void>;
  /** Types `text` into the element one key at a time, as a keyboard does. */
  typeKeys(selector: string, text: string): Promise<void>;
  /** Presses one key on whatever has focus. */
  press(key: Key): Promise<void>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

interface PageOptions {
  origin: string;
  javaScript: boolean;
  /** What the engine reports natively (console errors, uncaught exceptions, failed requests, statuses). */
  report: (kind: 'console' | 'error' | 'request', text: string) => void;
}

export interface Engine {
  readonly name: EngineName;
  newPage(options: PageOptions): Promise<EnginePage>;
  close(): Promise<void>;
}

/**
 * Scrolls the element to the middle of the viewport at once, as a driver does before a click: the
 * site scrolls smoothly, and a click aimed while the page still moves lands elsewhere or not at
 * all ("element not interactable"). Runs in the page; the old engine knows no `behavior: 'instant'`.
 */
function scrollToMiddle(selector: string): { x: number; y: number } | null {
  const element = document.querySelector(selector);
  if (element === null) return null;
  const root = document.documentElement;
  const before = root.style.scrollBehavior;
  root.style.scrollBehavior = 'auto';
  element.scrollIntoView({ block: 'center', inline: 'center' });
  root.style.scrollBehavior = before;
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/**
 * Where the element's centre is now, and whether a click there reaches it (not something drawn
 * over it): runs in the page, without scrolling.
 */
function centreOf(selector: string): { x: number; y: number; hits: string | null } | null {
  const element = document.querySelector(selector);
  if (element === null) return null;
  const box = element.getBoundingClientRect();
  const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
  const hit = document.elementFromPoint(x, y);
  const reached = hit !== null && (element.contains(hit) || hit.contains(element));
  return { x, y, hits: reached ? null : (hit?.outerHTML.slice(0, 100) ?? 'nothing') };
}

/**
 * The point to click the element at, once it is in view and still, as a person aims: scrolled to
 * the middle, then read again until it stays put for a moment (smooth scrolling, a group opening
 * above it) with the element itself, not something over it, under the point.
 */
async function steadyPoint(
  run: (source: string) => Promise<unknown>,
  selector: string,
  engine: EngineName,
): Promise<{ x: number; y: number }> {
  if ((await run(callSource(scrollToMiddle, [selector]))) === null) throw new Error(`${engine}: nothing matches ${selector}`);
  let last = (await run(callSource(centreOf, [selector]))) as ReturnType<typeof centreOf>;
  const end = Date.now() + 5_000;
  for (;;) {
    await new Promise((done) => setTimeout(done, 60));
    const now = (await run(callSource(centreOf, [selector]))) as ReturnType<typeof centreOf>;
    if (now === null) throw new Error(`${engine}: ${selector} went away before it could be clicked`);
    if (last !== null && now.hits === null && Math.abs(now.x - last.x) < 0.5 && Math.abs(now.y - last.y) < 0.5) return now;
    if (Date.now() > end) throw new Error(`${engine}: ${selector} never stood still under the pointer (${now.hits ?? 'moving'})`);
    if (now.hits !== null) await run(callSource(scrollToMiddle, [selector]));
    last = now;
  }
}

/** What Playwright and puppeteer report of a page, written into the journal alike. */
function nativeReports(report: PageOptions['report']) {
  return {
    console: (type: string, text: string, url: string | undefined) => {
      if (type === 'error') report('console', `${text} (${url ?? ''})`);
    },
    pageError: (error: unknown) => {
      report('error', error instanceof Error ? (error.stack ?? error.message) : String(error));
    },
    requestFailed: (method: string, url: string, errorText = '') => {
      // Loads cut short by the next navigation are not failures.
      if (!errorText.includes('ABORTED')) report('request', `${method} ${url} failed: ${errorText}`);
    },
    response: (status: number, method: string, url: string) => {
      if (status >= 400) report('request', `${method} ${url} answered ${status}`);
    },
  };
}

/** Wraps `fn` as a function expression called with JSON arguments. */
function callSource(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return `(${fn.toString()}).apply(null, ${JSON.stringify(args)})`;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === 'object' && address !== null ? address.port : 0);
      });
    });
  });
}

async function waitUntil(what: string, ready: () => Promise<boolean>, timeout = 15_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await ready().catch(() => false))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stop(child: ChildProcess | undefined): void {
  if (child?.pid !== undefined && child.exitCode === null) child.kill('SIGTERM');
}

// Chromium, under Playwright.

async function launchChromium(): Promise<Engine> {
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

// Firefox, over WebDriver BiDi with puppeteer-core.

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

async function launchFirefox(): Promise<Engine> {
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

// WebKitGTK and WPE, through their WebDriver servers.

const webDriverKeys: Record<Key, string> = { Escape: '\uE00C', Enter: '\uE007', Tab: '\uE004' };

/** The element the W3C protocol returns, as its id. */
function elementId(reference: Record<string, string>): string {
  const id = Object.values(reference)[0];
  if (id === undefined) throw new Error('the driver returned no element');
  return id;
}

interface Driver {
  client: Client;
  close(): Promise<void>;
}

async function startDriver(program: string, capabilities: Record<string, unknown>, env: NodeJS.ProcessEnv): Promise<Driver> {
  const port = await freePort();
  const driver = spawn(program, [`--port=${port}`], { env, stdio: 'ignore' });
  try {
    await waitUntil(`${program} on port ${port}`, async () => (await fetch(`http://127.0.0.1:${port}/status`)).ok);
    const client = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      connectionRetryCount: 0,
      // WebdriverIO asks for BiDi (webSocketUrl) unless told not to; these drivers have none.
      // A page that does not load in 20 s has hung; the drivers' default is 5 minutes.
      capabilities: { ...capabilities, 'wdio:enforceWebDriverClassic': true, timeouts: { pageLoad: 20_000, script: 20_000, implicit: 0 } },
    });
    return {
      client,
      close: async () => {
        await client.deleteSession().catch(() => undefined);
        stop(driver);
      },
    };
  } catch (error) {
    stop(driver);
    throw error;
  }
}

/** A private X display for MiniBrowser, numbered by Xvfb itself. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(xvfbPath, ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    const pipe = xvfb.stdio[3];
    if (pipe === null || pipe === undefined || !('on' in pipe)) {
      reject(new Error('Xvfb gave no display pipe'));
      return;
    }
    pipe.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.once('exit', (code) => {
      reject(new Error(`Xvfb exited (${String(code)})`));
    });
  });
  return { display, process: xvfb };
}

type DriverKind = 'webkit' | 'wpe';

/**
 * A WebDriver engine: one driver and one session per worker (two in WPE, one per zoom), a second
 * one for JavaScript off, started when a journey asks for it.
 */
async function launchWebDriverEngine(name: DriverKind): Promise<Engine> {
  const xvfb = name === 'webkit' ? await startXvfb() : undefined;
  const env = { ...process.env, ...(xvfb ? { DISPLAY: xvfb.display } : {}) };
  const capabilities = (javaScript: boolean, scale: number) =>
    name === 'webkit'
      ? {
          browserName: 'MiniBrowser',
          // Full screen: no toolbar, whose width would keep the window from narrowing to a phone's.
          'webkitgtk:browserOptions': {
            binary: miniBrowserPath(),
            args: ['--automation', '--full-screen', ...(javaScript ? [] : ['--enable-javascript=false'])],
          },
        }
      : {
          'wpe:browserOptions': {
            binary: cogPath,
            args: ['--automation', '--platform=headless', `--scale=${scale}`, ...(javaScript ? [] : ['--enable-javascript=false'])],
          },
        };
  const program = name === 'webkit' ? '/usr/bin/WebKitWebDriver' : '/usr/bin/WPEWebDriver';
  /** Sessions by JavaScript on or off and zoom, kept for the worker's life. */
  const drivers = new Map<string, Promise<Driver>>();
  const driverFor = (javaScript: boolean, scale: number) => {
    const key = `${String(javaScript)} ${scale}`;
    let driver = drivers.get(key);
    if (driver === undefined) {
      driver = startDriver(program, capabilities(javaScript, scale), env);
      drivers.set(key, driver);
    }
    return driver;
  };

  return {
    name,
    async newPage({ origin, javaScript }) {
      /** WPE's headless view is 800 px wide: the zoom makes the viewport as wide as asked. */
      let scale = name === 'wpe' ? 0.625 : 1;
      let client = (await driverFor(javaScript, scale)).client;
      /** The window's size beyond its viewport (MiniBrowser's toolbar), measured once. */
      let chrome: { width: number; height: number } | undefined;
      const viewport = () => client.executeScript('return [innerWidth, innerHeight]', []) as Promise<[number, number]>;
      const find = async (selector: string) => elementId(await client.findElement('css selector', selector));
      // A clean page: no cookies, no storage, no state left by the last test in this session
      // (drafts live in sessionStorage). A session that no longer answers (its browser crashed)
      // is replaced.
      const clean = async () => {
        await client.navigateTo(new URL('/__observe/observer.js', origin).href);
        await client.deleteAllCookies();
        if (javaScript) await client.executeScript('localStorage.clear(); sessionStorage.clear();', []);
      };
      try {
        await clean();
      } catch {
        const key = `${String(javaScript)} ${scale}`;
        await (await drivers.get(key))?.close().catch(() => undefined);
        drivers.delete(key);
        client = (await driverFor(javaScript, scale)).client;
        await clean();
      }

      const page: EnginePage = {
        engine: name,
        goto: (path) => client.navigateTo(new URL(path, origin).href),
        async setViewport(width, height) {
          if (name === 'wpe') {
            const wanted = Math.round((800 / width) * 1e4) / 1e4;
            if (wanted !== scale) {
              scale = wanted;
              const url = await client.getUrl();
              // Another zoom is another browser, kept by the worker: cleaned as the first was.
              client = (await driverFor(javaScript, scale)).client;
              await clean();
              if (!url.startsWith('about:') && !url.includes('/__observe/')) await client.navigateTo(url);
            }
            return;
          }
          if (chrome === undefined) {
            const rect = await client.getWindowRect();
            const [innerWidth, innerHeight] = await viewport();
            chrome = { width: rect.width - innerWidth, height: rect.height - innerHeight };
          }
          await client.setWindowRect(0, 0, width + chrome.width, height + chrome.height);
          // The window manager under Xvfb may apply the new size a moment after it answers.
          await waitUntil(`${name}: a ${width} px viewport`, async () => (await viewport())[0] === width, 5_000);
        },
        async evaluate(fn, ...args) {
          const result = (await client.executeAsyncScript(
            `var done = arguments[arguments.length - 1];
             Promise.resolve().then(function () { return ${callSource(fn, args)}; })
               .then(function (value) { done({ value: value === undefined ? null : value }); },
                     function (error) { done({ error: String(error && error.stack || error) }); });`,
            [],
          )) as { value?: unknown; error?: string } | null;
          if (result?.error !== undefined) throw new Error(`in the page: ${result.error}`);
          return result?.value as never;
        },
        click: async (selector) => {
          const point = await steadyPoint((source) => client.executeScript(`return ${source}`, []), selector, name);
          if (scale === 1) {
            await client.elementClick(await find(selector)).catch((error: unknown) => {
              throw new Error(`${name}: clicking ${selector}: ${String(error)}`);
            });
            return;
          }
          // WPEWebDriver aims Element Click at the element's CSS position in the zoomed view's
          // device pixels, wide of the mark: the pointer is moved to the right spot itself.
          await client.performActions([
            {
              type: 'pointer',
              id: 'mouse',
              parameters: { pointerType: 'mouse' },
              actions: [
                { type: 'pointerMove', origin: 'viewport', x: Math.round(point.x * scale), y: Math.round(point.y * scale) },
                { type: 'pointerDown', button: 0 },
                { type: 'pointerUp', button: 0 },
              ],
            },
          ]);
          await client.releaseActions();
        },
        // The drivers cannot click an <option> ("element not interactable": the list is the
        // toolkit's popup, not the page's), so the choice is made as the list would make it: the
        // select focused, its value set and its input and change events sent.
        select: async (selector, value) => {
          await client.executeScript(
            `var select = document.querySelector(arguments[0]);
             select.focus();
             Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(select, arguments[1]);
             select.dispatchEvent(new Event('input', { bubbles: true }));
             select.dispatchEvent(new Event('change', { bubbles: true }));`,
            [selector, value],
          );
        },
        typeKeys: async (selector, text) => {
          // Send Keys focuses the element itself, and types each key as a keyboard does.
          await client.executeScript(`return ${callSource(scrollToMiddle, [selector])}`, []);
          const element = await find(selector);
          for (const character of text) await client.elementSendKeys(element, character === '\n' ? webDriverKeys.Enter : character);
        },
        press: async (key) => {
          await client.performActions([
            {
              type: 'key',
              id: 'keyboard',
              actions: [
                { type: 'keyDown', value: webDriverKeys[key] },
                { type: 'keyUp', value: webDriverKeys[key] },
              ],
            },
          ]);
          await client.releaseActions();
        },
        screenshot: async (path) => {
          writeFileSync(path, Buffer.from(await client.takeScreenshot(), 'base64'));
        },
        close: async () => {
          // The sessions stay for the next test; one with JavaScript off is rare, and goes.
          if (!javaScript) {
            for (const [key, driver] of drivers) {
              if (key.startsWith('false')) {
                drivers.delete(key);
                await (await driver).close();
              }
            }
          }
        },
      };
      return page;
    },
    async close() {
      // A session that never started (its promise failed) has nothing to close; Xvfb goes whatever happened.
      for (const driver of drivers.values()) await (await driver.catch(() => undefined))?.close();
      stop(xvfb?.process);
    },
  };
}

export function launchEngine(name: EngineName): Promise<Engine> {
  switch (name) {
    case 'chromium':
      return launchChromium();
    case 'firefox':
      return launchFirefox();
    case 'webkit':
    case 'wpe':
      return launchWebDriverEngine(name);
  }
}
