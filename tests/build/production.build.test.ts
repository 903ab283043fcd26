/**
 * The production build's configuration (astro.config.ts `env.schema`, src/forms/delivery/
 * build-settings.ts): a variable its way of sending needs stops the build when missing, naming it;
 * and a build with the relay holds no EmailJS library, lets its pages connect to the relay and
 * not to EmailJS, and keeps the contact page's script within its budget. What a build without the
 * relay holds is checked on the build npm run test:production makes (tests/production/build-output.spec.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeWeight } from '../../scripts/lib/route-weight.ts';
import { locales } from '../../src/i18n/locales.ts';
import { budgets } from '../support/budgets.ts';
import { buildVariables, copyProject, runAstro } from '../support/astro-project.ts';

const production = buildVariables;
type Variable = keyof typeof production;
const names = Object.keys(production) as Variable[];

describe('the production build', () => {
  // A copy of the project, so neither dist/ nor .astro/ of the working tree is touched, and no
  // .env or .env.standin is read.
  const project = copyProject('build-config-');

  function build(variables: Partial<Record<Variable | 'PUBLIC_FORMS_RELAY', string>>) {
    const env: NodeJS.ProcessEnv = { ...process.env, ...variables };
    for (const name of [...names, 'PUBLIC_FORMS_RELAY']) if (!(name in variables)) Reflect.deleteProperty(env, name);
    return runAstro(project, ['build'], env);
  }

  it('without the relay, fails naming the EmailJS variable that is missing, and only that one', async () => {
    const others = Object.fromEntries(Object.entries(production).filter(([name]) => name !== 'PUBLIC_EMAILJS_SERVICE_ID'));
    const { ok, output } = await build(others);
    expect(ok, 'the build should have failed').toBe(false);
    expect(output).toContain('PUBLIC_EMAILJS_SERVICE_ID is missing');
    for (const name of names.filter((name) => name !== 'PUBLIC_EMAILJS_SERVICE_ID')) expect(output).not.toContain(name);
  }, 60_000);

  it('with the relay, needs none of EmailJS’s ids, holds no EmailJS library, connects to the relay, and keeps the contact page’s script within its budget', async () => {
    const withoutEmailjs = Object.fromEntries(Object.entries(production).filter(([name]) => !name.startsWith('PUBLIC_EMAILJS_')));
    const { ok, output } = await build({ ...withoutEmailjs, PUBLIC_FORMS_RELAY: '/api/send' });
    expect(ok, output).toBe(true);
    const dist = join(project, 'dist');
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
    }
  }, 240_000);
});
