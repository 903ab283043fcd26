/**
 * The engines tests' `test`: Playwright Test as the runner, one project per engine
 * (playwright.engines.config.ts). Each worker launches its engine once and serves the build from
 * a server of its own (the site, its stand-ins and the observer of tests/engines/observe.ts), so what a
 * page does wrong lands in that worker's journal and no other. Every test gets a clean `page` and
 * fails at its end if the journal holds anything: an uncaught exception, an unhandled rejection,
 * a console error, a failed request or a Content-Security-Policy violation.
 *
 * Who sees what (no engine is left blind):
 * - every engine: the server's record of every request and its status, CSP reports (a
 *   Report-Only copy of the page's policy), and the observer script's uncaught exceptions,
 *   rejections, `console.error` calls, `securitypolicyviolation` events and failed elements;
 * - Chromium (Playwright) and Firefox (puppeteer, BiDi) besides: the browser's own console errors,
 *   uncaught exceptions, failed requests and error statuses, from the protocol.
 */
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  test as playwrightTest,
  expect,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test';
import { type Observation, observe, type RequestRecord } from './observe.ts';
import { forwardTo, isWorkerPath, type LocalRelay, startLocalRelay } from '../../server/local-relay.ts';
import { createStaticHandler } from '../../server/static-site.ts';
import { createStandIns } from '../../stand-ins/server.ts';
import { apiPrefix, googleCertsPath, officeMailPath } from '../../stand-ins/paths.ts';
import type { Engine, EngineName, EnginePage } from './drivers/engine.ts';
import { launchEngine, missingPrograms } from './engines.ts';
import { unspendableMonth } from '../support/relay-traffic.ts';

export { expect };

/** The site as one worker serves it, and what it saw. */
export interface Site {
  origin: string;
  /** Observations since the last `take`. */
  take(): Observation[];
  /** The status the last GET of `path` got, if it was asked for. */
  statusOf(path: string): number | undefined;
  /** Forgets the requests recorded so far. */
  clearRequests(): void;
}

async function startSite(inboxDir: string): Promise<{ site: Site; server: Server; relay: LocalRelay }> {
  const root = fileURLToPath(new URL('../../dist/', import.meta.url));
  const serveStatic = createStaticHandler(root);
  const standIns = createStandIns({ inboxDir, relay: true, log: () => undefined });
  const observations: Observation[] = [];
  let requests: RequestRecord[] = [];
  // The forms' relay, the site's Worker in workerd, started once the site's address is known.
  let toRelay: ((request: IncomingMessage, response: ServerResponse) => Promise<void>) | undefined = undefined;
  const handler = observe(
    async (request, response) => {
      if (toRelay !== undefined && isWorkerPath(new URL(request.url ?? '/', 'http://localhost').pathname))
        return toRelay(request, response);
      if (await standIns(request, response)) return;
      await serveStatic(request, response);
    },
    (observation) => observations.push(observation),
    (request) => requests.push(request),
    // The relay's calls: EmailJS's one request a second answers 429 when the machine's load bunches
    // two sends, and the relay asks for another moment, as it does of EmailJS itself; and the copy
    // of each office email it drops in the local inbox.
    (pathname) => pathname.startsWith(apiPrefix) || pathname === googleCertsPath || pathname === officeMailPath,
  );
  const server = createServer((request, response) => {
    handler(request, response).catch((error: unknown) => {
      observations.push({ kind: 'request', text: `the server failed on ${request.url ?? ''}: ${String(error)}` });
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((done) => server.listen(0, 'localhost', done));
  const { port } = server.address() as AddressInfo;
  const origin = `http://localhost:${port}`;
  // A month no run can spend: what the engines send never meets it, whatever the day.
  const relay = await startLocalRelay({ standInsOrigin: origin, siteOrigin: origin, monthlySends: unspendableMonth });
  toRelay = forwardTo(relay);
  return {
    server,
    relay,
    site: {
      origin,
      take: () => observations.splice(0),
      statusOf: (path) => requests.findLast((request) => request.method === 'GET' && request.path === path)?.status,
      clearRequests: () => {
        requests = [];
      },
    },
  };
}

/** A journal entry for what the server saw. */
export function fromServer(observation: Observation): string {
  return `${observation.kind} (from the server): ${observation.text}`;
}

/** What went wrong in a test's pages; `allow` takes out, at the end, what a journey expects (the 404 page's own 404). */
interface EngineJournal {
  entries: string[];
  allowed: ((entry: string) => boolean)[];
  allow(match: (entry: string) => boolean): void;
}

export interface EngineFixtures {
  page: EnginePage;
  journal: EngineJournal;
  /** A second page, with JavaScript off; made only for the tests that ask for it. */
  pageWithoutScript: EnginePage;
}

export interface EngineWorkerFixtures {
  engineName: EngineName;
  engine: Engine;
  site: Site;
}

/** Playwright's test with its `page` taken out: here `page` is the engine's (and Playwright's own browser is never launched). */
const base = playwrightTest as unknown as TestType<
  Omit<PlaywrightTestArgs, 'page'> & PlaywrightTestOptions,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
>;

export const test = base.extend<EngineFixtures, EngineWorkerFixtures>({
  engineName: ['chromium', { option: true, scope: 'worker' }],
  site: [
    async ({}, use, workerInfo) => {
      const inboxDir = resolve(join('test-results', 'engines-inbox', `${workerInfo.project.name}-${workerInfo.workerIndex}`));
      mkdirSync(inboxDir, { recursive: true });
      const { site, server, relay } = await startSite(inboxDir);
      await use(site);
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      await relay.close();
    },
    { scope: 'worker' },
  ],
  engine: [
    async ({ engineName }, use) => {
      const missing = missingPrograms(engineName);
      if (missing.length > 0)
        throw new Error(`${engineName}: not installed: ${missing.join(', ')} (npm run test:engines runs scripts/require-tools.ts first)`);
      const engine = await launchEngine(engineName);
      await use(engine);
      await engine.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // Torn down after the pages that write into it (with or without script), so it holds all they did.
  journal: async ({ site }, provide, testInfo) => {
    const allowed: ((entry: string) => boolean)[] = [];
    const journal: EngineJournal = {
      entries: [],
      allowed,
      allow(match) {
        allowed.push(match);
      },
    };
    site.take();
    site.clearRequests();
    await provide(journal);
    // Reports posted by the page may still be on their way.
    await new Promise((done) => setTimeout(done, 150));
    journal.entries.push(...site.take().map(fromServer));
    if (testInfo.status === testInfo.expectedStatus) {
      const unexpected = journal.entries.filter((entry) => !allowed.some((match) => match(entry)));
      expect(unexpected, 'exceptions, console errors, failed requests and CSP violations').toEqual([]);
    }
  },
  page: async ({ engine, site, journal }, provide) => {
    const page = await engine.newPage({
      origin: site.origin,
      javaScript: true,
      report: (kind, text) => journal.entries.push(`${kind} (from ${engine.name}): ${text}`),
    });
    await page.setViewport(1280, 800);
    // What a fresh page's setting up asked of the server is not the test's.
    site.take();
    site.clearRequests();
    await provide(page);
    await page.close();
  },
  pageWithoutScript: async ({ engine, site, journal }, provide) => {
    const page = await engine.newPage({
      origin: site.origin,
      javaScript: false,
      report: (kind, text) => journal.entries.push(`${kind} (from ${engine.name}): ${text}`),
    });
    await provide(page);
    await page.close();
  },
});

/** Polls `fn` in the page until it returns something truthy; fails with `what` after 25 seconds. */
export async function waitFor<Args extends unknown[], Result>(
  page: EnginePage,
  what: string,
  fn: (...args: Args) => Result,
  ...args: Args
): Promise<Awaited<Result>> {
  // Longer than a message takes when the relay must wait for EmailJS's next free second while the
  // other engines send too; only a failing wait ever uses it all.
  const end = Date.now() + 25_000;
  let last: Awaited<Result> | undefined;
  for (;;) {
    last = await page.evaluate(fn, ...args);
    if (last) return last;
    if (Date.now() > end) throw new Error(`${page.engine}: timed out waiting until ${what} (last: ${JSON.stringify(last)})`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Like `waitFor`, but gives the last value instead of failing, for checks that go on (expect.soft) after a step fails. */
export async function settle<Args extends unknown[], Result>(
  page: EnginePage,
  fn: (...args: Args) => Result,
  ...args: Args
): Promise<Awaited<Result> | undefined> {
  const end = Date.now() + 3_000;
  let last: Awaited<Result> | undefined;
  for (;;) {
    last = await page.evaluate(fn, ...args).catch(() => undefined);
    if (last || Date.now() > end) return last;
    await new Promise((done) => setTimeout(done, 100));
  }
}

let marks = 0;

/**
 * A selector for the first element matching `css` whose text, spaces collapsed, is `text` (or
 * holds it, with `contains`): the element is marked with a data attribute the selector names.
 */
export async function byText(page: EnginePage, css: string, text: string, contains = false): Promise<string> {
  marks += 1;
  const mark = String(marks);
  const found = await page.evaluate(
    (selector: string, wanted: string, partial: boolean, value: string) => {
      const element = [...document.querySelectorAll(selector)].find((candidate) => {
        const own = candidate.textContent.replace(/\s+/g, ' ').trim();
        return partial ? own.includes(wanted) : own === wanted;
      });
      element?.setAttribute('data-engine-mark', value);
      return element !== undefined;
    },
    css,
    text,
    contains,
    mark,
  );
  if (!found) throw new Error(`${page.engine}: no ${css} with the text "${text}"`);
  return `[data-engine-mark="${mark}"]`;
}

/**
 * Whether the element is drawn (it has a box, is not hidden, and lies at least partly in the
 * viewport), or with `drawn` false whether it is not. Runs in the page.
 */
export function shownInPage(selector: string, drawn = true): boolean {
  const element = document.querySelector(selector);
  if (element === null) return !drawn;
  const box = element.getBoundingClientRect();
  const shown =
    box.width > 0 &&
    box.height > 0 &&
    getComputedStyle(element).visibility !== 'hidden' &&
    box.bottom > 0 &&
    box.right > 0 &&
    box.top < innerHeight &&
    box.left < innerWidth;
  return shown === drawn;
}
