/**
 * Lighthouse 13 over the production build, as a visitor online would get it, on this offline
 * machine: the build is served by the project's own server (server/static-site.ts, as `npm run
 * serve` does), and Chromium resolves accounts.google.com to a local HTTPS server with a throwaway
 * certificate that answers /gsi/client and /gsi/style with the sign-in stand-in, so the contact
 * pages load "Google's" script as they do online. Used by `npm run test:lighthouse` and
 * `npm run bench`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createStaticHandler } from '../../server/static-site.ts';
import { browserFile, browserFiles } from '../../stand-ins/server.ts';
import { chromiumArgs, chromiumPath } from '../../tests/e2e/browser.ts';

export const projectRoot = join(import.meta.dirname, '..', '..');

/** Any values do for the forms' build variables: nothing is sent while Lighthouse looks. */
const productionVariables = {
  PUBLIC_GOOGLE_CLIENT_ID: 'lighthouse.apps.googleusercontent.com',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'lighthouse-public-key',
  PUBLIC_EMAILJS_SERVICE_ID: 'lighthouse_service',
  PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: 'lighthouse_contact',
  PUBLIC_EMAILJS_CAREER_TEMPLATE_ID: 'lighthouse_career',
};

/** Builds the site as it ships (`astro build`, production mode) into `outDir`. */
export function buildProduction(outDir: string): void {
  execFileSync(process.execPath, [join(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', outDir], {
    cwd: projectRoot,
    env: { ...process.env, ...productionVariables, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** The built site on http://localhost:<port>, served as `npm run serve` serves it. */
export async function serveSite(root: string): Promise<{ origin: string; close: () => void }> {
  const serveStatic = createStaticHandler(root);
  const server = createHttpServer((request, response) => void serveStatic(request, response));
  const port = await listen(server);
  return { origin: `http://localhost:${port}`, close: () => server.close() };
}

/** A local https://accounts.google.com/gsi/: the stand-in's script and style where Google's are. */
async function serveGoogleStandIn(): Promise<{ port: number; served: string[]; close: () => void }> {
  const served: string[] = [];
  const certificates = mkdtempSync(join(tmpdir(), 'gsi-stand-in-'));
  const key = join(certificates, 'key.pem');
  const certificate = join(certificates, 'certificate.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=accounts.google.com',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    {
      stdio: 'ignore',
    },
  );
  const files = new Map<string, { type: string; text: string }>(
    await Promise.all(
      Object.entries(browserFiles).map(
        async ([name, file]) => [`/${name}`, { type: file.type, text: await browserFile(file.source) }] as const,
      ),
    ),
  );
  const tls = { key: readFileSync(key), cert: readFileSync(certificate) };
  rmSync(certificates, { recursive: true, force: true });
  const server = createHttpsServer(tls, (request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'https://accounts.google.com').pathname);
    if (file === undefined) {
      response.writeHead(404).end();
      return;
    }
    served.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': file.type, 'Access-Control-Allow-Origin': '*' }).end(file.text);
  });
  const port = await listen(server);
  return { port, served, close: () => server.close() };
}

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export interface Audit {
  /** Each category's score, 0 to 100. */
  scores: Partial<Record<Category, number>>;
  /** Largest contentful paint, in milliseconds (simulated slow 4G, mid-range phone). */
  lcp: number | undefined;
  /** The audits that kept a category below 100: "category: audit id (title)". */
  failing: string[];
}

export interface Auditor {
  audit: (url: string, categories: readonly Category[]) => Promise<Audit>;
  /** What the local accounts.google.com has answered, such as "/gsi/client". */
  googleRequests: () => readonly string[];
  close: () => Promise<void>;
}

/** Chromium as Lighthouse drives it, with accounts.google.com answered locally. */
export async function startAuditor(): Promise<Auditor> {
  const google = await serveGoogleStandIn();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      ...chromiumArgs,
      `--host-resolver-rules=MAP accounts.google.com 127.0.0.1:${google.port}`,
      // The local accounts.google.com's certificate is made on the spot; nothing else is reached.
      '--ignore-certificate-errors',
    ],
  });
  return {
    async audit(url, categories) {
      const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...categories] });
      if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError !== undefined) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
      const scores: Partial<Record<Category, number>> = {};
      const failing: string[] = [];
      for (const category of categories) {
        const found = lhr.categories[category];
        scores[category] = Math.round((found?.score ?? 0) * 100);
        for (const reference of found?.auditRefs ?? []) {
          const audit = lhr.audits[reference.id];
          if (reference.weight > 0 && audit !== undefined && audit.score !== null && audit.score < 1)
            failing.push(`${category}: ${audit.id} (${audit.title})`);
        }
      }
      const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
      return { scores, lcp, failing };
    },
    googleRequests: () => google.served,
    close() {
      chrome.kill();
      google.close();
      return Promise.resolve();
    },
  };
}

/**
 * A page with nothing on it, served by the same server: the floor any page's largest contentful
 * paint can be compared with. Its favicon is inline, so it makes no request of its own.
 */
export function writeBarePage(root: string): string {
  const name = '__bare.html';
  writeFileSync(
    join(root, name),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare page</title><link rel="icon" href="data:,"></head><body><p>Bare page: one line of text.</p></body></html>',
  );
  return `/${name}`;
}
