/**
 * Lighthouse 13 over the production build (production-build.ts) as a visitor online would get it, on this
 * offline machine: the build is served by the project's own server (server/static-site.ts, as `npm
 * run serve` does), and Chromium reaches accounts.google.com and api.emailjs.com at their local
 * stand-ins (outside-services.ts), so the contact pages load "Google's" script as they do online.
 * Used by `npm run test:production` and `npm run bench`.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createStaticHandler } from '../../server/static-site.ts';
import { chromiumArgs, chromiumPath } from '../../tests/support/browser.ts';
import type { OutsideServices } from './outside-services.ts';
import { projectRoot } from './production-build.ts';
import { listen } from './tls.ts';

/** The built site on http://localhost:<port>, served as `npm run serve` serves it. */
export async function serveSite(root: string): Promise<{ origin: string; close: () => void }> {
  const serveStatic = createStaticHandler(root);
  const server = createServer((request, response) => void serveStatic(request, response));
  const port = await listen(server, '127.0.0.1');
  return { origin: `http://localhost:${port}`, close: () => server.close() };
}

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export interface Audit {
  /** Each category's score, 0 to 100; null when Lighthouse could not score it. */
  scores: Partial<Record<Category, number | null>>;
  /** Largest contentful paint, in milliseconds (simulated slow 4G, mid-range phone). */
  lcp: number | undefined;
  /** Cumulative layout shift. */
  cls: number | undefined;
  /**
   * The audits that kept a category from 100, or that Lighthouse could not run: "category: audit
   * id (title)" or "category: audit id could not run: error".
   */
  failing: string[];
}

export interface Auditor {
  audit: (url: string, categories: readonly Category[]) => Promise<Audit>;
  close: () => void;
}

/** Chromium as Lighthouse drives it, reaching the outside services at their local stand-ins. */
export async function startAuditor(outside: Pick<OutsideServices, 'hostResolverRules'>): Promise<Auditor> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      ...chromiumArgs,
      `--host-resolver-rules=${outside.hostResolverRules}`,
      // The stand-ins' certificate is made on the spot; nothing else is reached.
      '--ignore-certificate-errors',
    ],
  });
  return {
    async audit(url, categories) {
      const run = async () => {
        const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...categories] });
        if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
        return result.lhr;
      };
      let lhr = await run();
      // A trace Lighthouse failed to record (NO_NAVSTART and kin, on a busy machine) says nothing
      // about the page; Lighthouse's own advice is to run it again, once.
      if (lhr.runtimeError !== undefined) {
        console.warn(`Lighthouse could not audit ${url} (${lhr.runtimeError.code}); running it again.`);
        lhr = await run();
      }
      if (lhr.runtimeError !== undefined) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
      const scores: Audit['scores'] = {};
      const failing: string[] = [];
      for (const category of categories) {
        const found = lhr.categories[category];
        scores[category] = found?.score === null || found?.score === undefined ? null : Math.round(found.score * 100);
        for (const reference of found?.auditRefs ?? []) {
          const audit = lhr.audits[reference.id];
          if (reference.weight === 0 || audit === undefined) continue;
          if (audit.score === null && audit.scoreDisplayMode === 'error')
            failing.push(`${category}: ${audit.id} could not run: ${audit.errorMessage ?? 'no reason given'}`);
          else if (audit.score !== null && audit.score < 1) failing.push(`${category}: ${audit.id} (${audit.title})`);
        }
      }
      const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
      const cls = lhr.audits['cumulative-layout-shift']?.numericValue;
      return { scores, lcp, cls, failing };
    },
    close() {
      chrome.kill();
    },
  };
}

/**
 * A page of one line of text, served by the same server as the site, at its name (without
 * `.html`), with `head` in its head: a floor any page's largest contentful paint can be compared
 * with. Its favicon is inline, so it makes no request of its own.
 */
function writeFloorPage(root: string, name: string, head: string, text: string): string {
  writeFileSync(
    join(root, `${name}.html`),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text}</title><link rel="icon" href="data:,">${head}</head><body><p>${text}</p></body></html>`,
  );
  return `/${name}`;
}

/** The bare floor: nothing but the line, in the browser's own font. */
export function writeBarePage(root: string): string {
  return writeFloorPage(root, '__bare', '', 'Bare page: one line of text.');
}

/**
 * The typeface floor: the line in the site's own fonts, loaded exactly as the built home page
 * loads them (its font preloads, its @font-face rules and its font stack, copied from it): the
 * fastest any page in this typeface can paint.
 */
export function writeTypefacePage(root: string): string {
  const home = readFileSync(join(root, 'index.html'), 'utf8');
  const preloads = home.match(/<link[^>]*rel="preload"[^>]*as="font"[^>]*>/g) ?? [];
  const faces = home.match(/@font-face\{[^}]*\}/g) ?? [];
  // The site's stack: the typeface, then its measured fallback faces (src/typeface/).
  const stack = /--font-body:\s*([^;}]+)/.exec(home)?.[1];
  if (preloads.length === 0 || faces.length === 0 || stack === undefined) {
    throw new Error('The built home page has no font preload, @font-face rule or --font-body to copy.');
  }
  return writeFloorPage(
    root,
    '__typeface',
    `${preloads.join('')}<style>${faces.join('')}body{font-family:${stack}}</style>`,
    'Typeface floor: one line of text.',
  );
}

/** What a second process is asked to audit (scripts/lib/audit-pages.ts reads it from its argument). */
export interface AuditRequest {
  urls: readonly string[];
  categories: readonly Category[];
  hostResolverRules: string;
}

/**
 * Audits every page, half in this process and half in a second one: a page's audit waits on its
 * loads and quiet periods as much as on the processor, and Lighthouse keeps global state, so one
 * process audits one page at a time. For the scores only: timings are measured one page at a time
 * (npm run bench).
 */
export async function auditAll(urls: readonly string[], categories: readonly Category[], outside: OutsideServices): Promise<Audit[]> {
  const request: AuditRequest = {
    urls: urls.filter((_, index) => index % 2 === 1),
    categories,
    hostResolverRules: outside.hostResolverRules,
  };
  const child = spawn(process.execPath, [join(projectRoot, 'scripts/lib/audit-pages.ts'), JSON.stringify(request)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = once(child, 'exit') as Promise<[number | null]>;
  const auditor = await startAuditor(outside);
  const here: Audit[] = [];
  try {
    for (const url of urls.filter((_, index) => index % 2 === 0)) here.push(await auditor.audit(url, categories));
  } finally {
    auditor.close();
  }
  const [exitCode] = await exited;
  if (exitCode !== 0) throw new Error(`The second Lighthouse process failed (exit code ${String(exitCode)})`);
  const there = JSON.parse(output) as Audit[];
  return urls.map((_, index) => {
    const audit = index % 2 === 0 ? here[index / 2] : there[(index - 1) / 2];
    if (audit === undefined) throw new Error(`No audit for ${urls[index] ?? ''}`);
    return audit;
  });
}
