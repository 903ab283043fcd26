/**
 * The WebDriver engines' driver: a browser behind its own classic WebDriver server (WebdriverIO's
 * protocol client `webdriver`). webkit.ts and wpe.ts each say which browser and how it starts.
 * Neither server accepts WebDriver BiDi (`webSocketUrl` fails to match), so what goes wrong in
 * their pages is seen by the server only (tests/engines/observe.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import WebDriver, { type Client } from 'webdriver';
import { callSource, type Engine, type EnginePage, type Key, scrollToMiddle, steadyPoint } from './engine.ts';

/** A browser driven over classic WebDriver. */
export interface WebDriverBrowser {
  readonly name: 'webkit' | 'wpe';
  /** The browser's WebDriver server. */
  readonly server: string;
  /** Starts what the browser needs beside it (a display), once per worker. */
  start(): Promise<{ env: NodeJS.ProcessEnv; stop(): void }>;
  capabilities(javaScript: boolean, zoom: number): Record<string, unknown>;
  /**
   * The width of a view that cannot be resized (WPE's headless one): the page is zoomed instead
   * to be as wide as asked. Without it the window is resized.
   */
  readonly fixedViewWidth?: number;
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

export function stop(child: ChildProcess | undefined): void {
  if (child?.pid !== undefined && child.exitCode === null) child.kill('SIGTERM');
}

const webDriverKeys: Record<Key, string> = { Escape: '\uE00C', Enter: '\uE007', Tab: '\uE004' };

/** The element the W3C protocol returns, as its id. */
function elementId(reference: Record<string, string>): string {
  const id = Object.values(reference)[0];
  if (id === undefined) throw new Error('the driver returned no element');
  return id;
}

/** How long a load may take before the browser is taken to have hung. */
export interface LoadBounds {
  /** A page of the site. */
  readonly page: number;
  /**
   * The observer's few lines, from the local server, which load at once: a browser that has not
   * loaded them in this has hung (WPE's, at times) and is replaced sooner than a page's bound would.
   */
  readonly cleaning: number;
}

const loadBounds: LoadBounds = { page: 20_000, cleaning: 5_000 };

interface Driver {
  client: Client;
  close(): Promise<void>;
}

async function startDriver(
  program: string,
  capabilities: Record<string, unknown>,
  env: NodeJS.ProcessEnv,
  pageLoad: number,
): Promise<Driver> {
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
      // The drivers' default page-load bound is 5 minutes.
      capabilities: { ...capabilities, 'wdio:enforceWebDriverClassic': true, timeouts: { pageLoad, script: pageLoad, implicit: 0 } },
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

/**
 * A WebDriver engine: one driver and one session per worker (two in WPE, one per zoom), a second
 * one for JavaScript off, started when a journey asks for it.
 */
export async function launchWebDriverEngine(browser: WebDriverBrowser, bounds: LoadBounds = loadBounds): Promise<Engine> {
  const { name, fixedViewWidth } = browser;
  const beside = await browser.start();
  /** Sessions by JavaScript on or off and zoom, kept for the worker's life. */
  const drivers = new Map<string, Promise<Driver>>();
  const driverFor = (javaScript: boolean, scale: number) => {
    const key = `${String(javaScript)} ${scale}`;
    let driver = drivers.get(key);
    if (driver === undefined) {
      driver = startDriver(browser.server, browser.capabilities(javaScript, scale), beside.env, bounds.page);
      drivers.set(key, driver);
    }
    return driver;
  };

  return {
    name,
    async newPage({ origin, javaScript }) {
      /** A fixed view is zoomed to be as wide as a desktop's 1280 px until told otherwise. */
      let scale = fixedViewWidth === undefined ? 1 : fixedViewWidth / 1280;
      let client = (await driverFor(javaScript, scale)).client;
      /** The window's size beyond its viewport (MiniBrowser's toolbar), measured once. */
      let chrome: { width: number; height: number } | undefined;
      const viewport = () => client.executeScript('return [innerWidth, innerHeight]', []) as Promise<[number, number]>;
      const find = async (selector: string) => elementId(await client.findElement('css selector', selector));
      /** The viewport last asked for, which a window that replaces another is given again. */
      let viewportAsked: [number, number] | undefined;
      /** Whether the page has been sent anywhere since it was cleaned: nothing of the test's is in it yet. */
      let sentSinceClean = false;
      // A clean page: no cookies, no storage, no state left by the last test in this session
      // (drafts live in sessionStorage). A session that no longer answers (its browser crashed),
      // or a browser that hangs on its first load (WPE's, at times), is replaced once; the second
      // browser gets a page's whole bound.
      const clean = async (loadBound: number) => {
        await client.setTimeouts(undefined, loadBound, undefined);
        await client.navigateTo(new URL('/__observe/observer.js', origin).href);
        await client.setTimeouts(undefined, bounds.page, undefined);
        await client.deleteAllCookies();
        if (javaScript) await client.executeScript('localStorage.clear(); sessionStorage.clear();', []);
        sentSinceClean = false;
      };
      const replaceBrowser = async () => {
        const key = `${String(javaScript)} ${scale}`;
        await (await drivers.get(key))?.close().catch(() => undefined);
        drivers.delete(key);
        client = (await driverFor(javaScript, scale)).client;
        chrome = undefined;
        await clean(bounds.page);
        if (viewportAsked !== undefined && fixedViewWidth === undefined) await page.setViewport(...viewportAsked);
      };
      const cleanSession = async () => {
        client = (await driverFor(javaScript, scale)).client;
        try {
          await clean(bounds.cleaning);
        } catch {
          await replaceBrowser();
        }
      };
      await cleanSession();

      const page: EnginePage = {
        engine: name,
        // WPE's browser at times never finishes a load the server has answered, a test's first
        // page as well as a session's: that first page is loaded once more in a new browser, which
        // loses nothing of the test's. A page that hangs again, or a later one, fails its test.
        async goto(path) {
          const url = new URL(path, origin).href;
          const first = !sentSinceClean;
          sentSinceClean = true;
          try {
            await client.navigateTo(url);
          } catch (error) {
            if (!first || !(error instanceof Error) || error.name !== 'timeout') throw error;
            process.stderr.write(
              `${name}: ${path} did not load in ${String(bounds.page / 1000)} s; loading it once more in a new browser\n`,
            );
            await replaceBrowser();
            sentSinceClean = true;
            await client.navigateTo(url);
          }
        },
        async setViewport(width, height) {
          viewportAsked = [width, height];
          if (fixedViewWidth !== undefined) {
            const wanted = Math.round((fixedViewWidth / width) * 1e4) / 1e4;
            if (wanted !== scale) {
              scale = wanted;
              const url = await client.getUrl();
              // Another zoom is another browser, kept by the worker: cleaned as the first was.
              await cleanSession();
              if (!url.startsWith('about:') && !url.includes('/__observe/')) {
                sentSinceClean = true;
                await client.navigateTo(url);
              }
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
          // Send Keys focuses the element itself, and types each key as a keyboard does, one by one.
          await client.executeScript(`return ${callSource(scrollToMiddle, [selector])}`, []);
          await client.elementSendKeys(await find(selector), text.replaceAll('\n', webDriverKeys.Enter));
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
      // A session that never started (its promise failed) has nothing to close; what runs beside goes whatever happened.
      for (const driver of drivers.values()) await (await driver.catch(() => undefined))?.close();
      beside.stop();
    },
  };
}
