/**
 * What every engine's driver gives a journey (tests/engines/*.engines.ts), so each is written once
 * and run in every engine, and the in-page helpers the drivers share.
 */

export const engineNames = ['chromium', 'firefox', 'webkit', 'wpe'] as const;
export type EngineName = (typeof engineNames)[number];

/** The engines driven over classic WebDriver (drivers/webdriver.ts), whose driver has checks of its own (hung-load.engines.ts). */
export const webDriverEngineNames = ['webkit', 'wpe'] as const satisfies readonly EngineName[];

export type Key = 'Escape' | 'Enter' | 'Tab';

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

export interface PageOptions {
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
export function scrollToMiddle(selector: string): { x: number; y: number } | null {
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
export async function steadyPoint(
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
export function nativeReports(report: PageOptions['report']) {
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
export function callSource(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return `(${fn.toString()}).apply(null, ${JSON.stringify(args)})`;
}
