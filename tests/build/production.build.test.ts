/**
 * The production build's configuration (astro.config.ts `env.schema`, src/forms/delivery/
 * build-settings.ts): a variable its way of sending needs stops the build when missing, naming it;
 * and a build with the relay, as it deploys to the site's Worker (docs/deploying.md), holds no
 * EmailJS library, lets its pages connect to the relay and not to EmailJS, and keeps the contact
 * page's script within its budget. Then the Worker that ships, on that build: the configuration
 * `npx wrangler deploy` uploads (wrangler.jsonc's top level, no environment) started by `wrangler
 * dev` in workerd, offline, and bundled by `npx wrangler deploy --dry-run`. What a build without
 * the relay holds is checked on the build npm run test:production makes
 * (tests/production/build-output.spec.ts).
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeWeight } from '../../scripts/lib/route-weight.ts';
import { headersFor, parseHeaders } from '../../integrations/headers.ts';
import { loadFacts, loadWords } from '../../src/content/load.ts';
import { type Locale, locales } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/i18n/routes.ts';
import { type LocalRelay, startWorker, type WorkerOptions } from '../../server/local-relay.ts';
import { budgets } from '../support/budgets.ts';
import { unknownPaths } from '../support/site-routes.ts';
import { buildVariables, copyProject, runAstro } from '../support/astro-project.ts';
import { linesNotPrinted, quotedLines } from '../support/doc-quotes.ts';

const production = buildVariables;
type Variable = keyof typeof production;
const names = Object.keys(production) as Variable[];

/** The Worker's settings as an owner sets them (docs/configuration.md), here for a Worker that never reaches Google or EmailJS. */
const workerSettings = {
  GOOGLE_CLIENT_ID: production.PUBLIC_GOOGLE_CLIENT_ID,
  EMAILJS_PUBLIC_KEY: 'public-key',
  EMAILJS_PRIVATE_KEY: 'private-key',
  EMAILJS_SERVICE_ID: 'service',
  EMAILJS_CONTACT_TEMPLATE_ID: 'contact',
  EMAILJS_CAREER_TEMPLATE_ID: 'career',
  EMAILJS_RECEIPT_TEMPLATE_ID: 'receipt',
};

describe('the production build', () => {
  // A copy of the project, so neither dist/ nor .astro/ of the working tree is touched, and no
  // .env or .env.standin is read.
  const project = copyProject('build-config-');
  const dist = join(project, 'dist');

  function build(variables: Partial<Record<Variable | 'PUBLIC_FORMS_RELAY', string>>) {
    const env: NodeJS.ProcessEnv = { ...process.env, ...variables };
    for (const name of [...names, 'PUBLIC_FORMS_RELAY']) if (!(name in variables)) Reflect.deleteProperty(env, name);
    return runAstro(project, ['build'], env);
  }

  it('without the relay, fails naming the variable that is missing, and only that one, as docs/deploying.md quotes it', async () => {
    const quote = quotedLines('docs/deploying.md', 'variable missing stops the build');
    const missing = quote.map((line) => /^- (\w+) is missing$/.exec(line)?.[1]).find((name) => name !== undefined) ?? '';
    expect(names).toContain(missing);
    const { ok, output } = await build(Object.fromEntries(Object.entries(production).filter(([name]) => name !== missing)));
    expect(ok, 'the build should have failed').toBe(false);
    expect(linesNotPrinted(quote, output)).toEqual([]);
    for (const name of names.filter((name) => name !== missing)) expect(output).not.toContain(name);
  }, 60_000);

  describe('with the relay, as it deploys to the Worker', () => {
    beforeAll(async () => {
      const withoutEmailjs = Object.fromEntries(Object.entries(production).filter(([name]) => !name.startsWith('PUBLIC_EMAILJS_')));
      const { ok, output } = await build({ ...withoutEmailjs, PUBLIC_FORMS_RELAY: '/api/send' });
      expect(ok, output).toBe(true);
    }, 240_000);

    it('holds no EmailJS library, connects to the relay, and keeps the contact page’s script and its worker within their budgets', () => {
      const scripts = readdirSync(join(dist, '_astro')).filter((file) => file.endsWith('.js'));
      for (const file of scripts) {
        const text = readFileSync(join(dist, '_astro', file), 'utf8');
        for (const trace of ['emailjs', 'EmailJS', 'lib_version', 'send-form'])
          expect(text.includes(trace), `${file} holds ${trace}`).toBe(false);
      }
      const contact = readFileSync(join(dist, 'contact.html'), 'utf8');
      const policy = /<meta http-equiv="content-security-policy" content="([^"]+)">/.exec(contact)?.[1] ?? '';
      expect(policy).toMatch(/connect-src 'self' https:\/\/accounts\.google\.com\/gsi\/;/);
      expect(policy).not.toContain('emailjs');
      for (const locale of locales) {
        const weight = routeWeight('contact', locale, dist);
        expect(weight.js - weight.runtimeJs, `${locale}: the contact page's script besides React`).toBeLessThanOrEqual(budgets.contactJs);
        expect(weight.workerJs, `${locale}: the calendar file's worker, which the contact page starts`).toBeGreaterThan(0);
        expect(weight.workerJs, `${locale}: the calendar file's worker`).toBeLessThanOrEqual(budgets.workerJs);
      }
    });

    describe('served by the Worker that ships, in workerd (`npx wrangler dev`)', () => {
      /** As wrangler.jsonc has it, its settings empty; and with the settings an owner gives it. */
      let asShipped: LocalRelay;
      let withSettings: LocalRelay;
      const started: LocalRelay[] = [];
      beforeAll(async () => {
        const start = async (options: WorkerOptions) => {
          const worker = await startWorker(options);
          started.push(worker);
          return worker;
        };
        [asShipped, withSettings] = await Promise.all([start({ project }), start({ project, vars: workerSettings })]);
      }, 120_000);
      afterAll(async () => {
        await Promise.all(started.map((worker) => worker.close()));
      });

      const headersOf = (path: string) => headersFor(parseHeaders(readFileSync(join(dist, '_headers'), 'utf8')), path);

      it('serves each page at its address without .html, with the headers of _headers, and robots.txt as text', async () => {
        for (const locale of locales) {
          const path = localizedPath('coverage', locale);
          const response = await fetch(`${asShipped.origin}${path}`);
          expect(response.status, path).toBe(200);
          expect(await response.text()).toContain(`<html lang="${locale}"`);
          for (const [name, value] of Object.entries(headersOf(path))) expect(response.headers.get(name), `${path} ${name}`).toBe(value);
        }
        const home = await fetch(`${asShipped.origin}/`);
        for (const [name, value] of Object.entries(headersOf('/'))) expect(home.headers.get(name), `/ ${name}`).toBe(value);
        const robots = await fetch(`${asShipped.origin}/robots.txt`);
        expect(robots.headers.get('Content-Type')).toMatch(/^text\/plain/);
        const spelledOut = await fetch(`${asShipped.origin}/coverage.html`, { redirect: 'manual' });
        expect([spelledOut.status, new URL(spelledOut.headers.get('Location') ?? '', asShipped.origin).pathname]).toEqual([
          307,
          '/coverage',
        ]);
      });

      it('answers an unknown address with status 404 and the 404 page of its language', async () => {
        for (const locale of locales) {
          const response = await fetch(`${asShipped.origin}${unknownPaths[locale]}/deeper`);
          expect(response.status, unknownPaths[locale]).toBe(404);
          const page = await response.text();
          expect(page).toContain(`<html lang="${locale}"`);
          expect(page).toContain(loadWords('notFound', locale).heading);
        }
      });

      /** What the relay answers an empty sign-in, in a language. */
      async function post(worker: LocalRelay, locale: Locale) {
        const response = await fetch(`${worker.origin}/api/send`, {
          method: 'POST',
          headers: { Origin: worker.origin, 'Content-Type': 'application/json', 'Content-Language': locale },
          body: JSON.stringify({ form: 'contact', credential: '', fields: {} }),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      }

      it('answers POST /api/send with the form’s words: without its settings 503, with them and no sign-in 403', async () => {
        const { phone } = loadFacts().company;
        for (const locale of locales) {
          const { refusals } = loadWords('contact', locale).relay;
          expect(await post(asShipped, locale), locale).toEqual({ status: 503, body: { error: refusals.unavailable } });
          // No credential is none that signing in again would mend: another account, or the phone.
          expect(await post(withSettings, locale), locale).toEqual({
            status: 403,
            body: { error: refusals.account.replace('{phone}', phone.display) },
          });
        }
      });

      it('is bundled for upload by `npx wrangler deploy --dry-run`', async () => {
        const { stdout } = await promisify(execFile)(
          process.execPath,
          [join(project, 'node_modules/wrangler/bin/wrangler.js'), 'deploy', '--dry-run', '--outdir', join(project, 'bundled')],
          {
            cwd: project,
            env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', NO_UPDATE_NOTIFIER: '1' },
          },
        );
        expect(stdout).toContain('--dry-run: exiting now.');
        expect(readdirSync(join(project, 'bundled'))).toContain('index.js');
      }, 60_000);
    });
  });
});
