/**
 * The production build's configuration (astro.config.ts `env.schema`, src/forms/delivery/config.ts):
 * a variable missing stops the build, naming it. What a build with all of them set holds is checked
 * on the build npm run test:production makes (tests/production/build-output.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { buildVariables, copyProject, runAstro } from '../support/astro-project.ts';

const production = buildVariables;
type Variable = keyof typeof production;
const names = Object.keys(production) as Variable[];

describe('the production build', () => {
  // A copy of the project, so neither dist/ nor .astro/ of the working tree is touched, and no
  // .env or .env.standin is read.
  const project = copyProject('build-config-');

  function build(variables: Partial<Record<Variable, string>>) {
    const env: NodeJS.ProcessEnv = { ...process.env, ...variables };
    for (const name of names) if (!(name in variables)) Reflect.deleteProperty(env, name);
    return runAstro(project, ['build'], env);
  }

  it('fails naming the variable that is missing, and only that one', async () => {
    const others = Object.fromEntries(Object.entries(production).filter(([name]) => name !== 'PUBLIC_EMAILJS_SERVICE_ID'));
    const { ok, output } = await build(others);
    expect(ok, 'the build should have failed').toBe(false);
    expect(output).toContain('PUBLIC_EMAILJS_SERVICE_ID is missing');
    for (const name of names.filter((name) => name !== 'PUBLIC_EMAILJS_SERVICE_ID')) expect(output).not.toContain(name);
  }, 60_000);
});
