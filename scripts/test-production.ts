/**
 * `npm run test:production` (the last step of `npm test`): the production build, served as it
 * ships, with Google sign-in and EmailJS answered at their real addresses by local stand-ins
 * (scripts/lib/outside-services.ts), checked end to end and by tools nobody here wrote.
 *
 * - Playwright (playwright.production.config.ts, tests/production/): each page loads (its language
 *   taking turns), and a visitor signs in and sends both forms in every language, with no
 *   Content-Security-Policy violation; every page's weight is within its budgets.
 * - Lighthouse 13, mobile, on each page once (its language taking turns): fails unless
 *   Accessibility, Best Practices and SEO are all 100, naming the audits that fell short.
 *   (Performance: `npm run bench`.)
 * - Mozilla's HTTP Observatory on its headers: fails below a score of 130.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { routesOnce } from '../tests/support/site-routes.ts';
import { gsiScript, gsiStyle } from '../src/outside-services.ts';
import { auditAll, type Category, serveSite } from './lib/lighthouse.ts';
import { buildProduction, projectRoot, resultsFolder } from './lib/production-build.ts';
import { scanSite } from './lib/observatory.ts';
import { serveOutsideServices } from './lib/outside-services.ts';

const categories: readonly Category[] = ['accessibility', 'best-practices', 'seo'];
/** A+ starts at 100; the bonus rows a static site can earn take it to 130. */
const leastObservatoryScore = 130;

const outDir = resultsFolder('production-site-');
const failures: string[] = [];
try {
  buildProduction(outDir);
  const site = await serveSite(outDir);
  const outside = await serveOutsideServices(join(outDir, '..', 'production-inbox'));
  try {
    // A process of its own, while this one keeps serving the site and the stand-ins.
    const playwright = spawn(
      process.execPath,
      [join(projectRoot, 'node_modules/@playwright/test/cli.js'), 'test', '--config', 'playwright.production.config.ts'],
      {
        cwd: projectRoot,
        stdio: 'inherit',
        env: { ...process.env, PRODUCTION_ORIGIN: site.origin, PRODUCTION_DIST: outDir, OUTSIDE_SERVICES_RULES: outside.hostResolverRules },
      },
    );
    const [exitCode] = (await once(playwright, 'exit')) as [number | null];
    if (exitCode !== 0) failures.push('Playwright: the production build failed its end-to-end checks (above)');

    // What only Lighthouse measures (the browser's own issues, deprecations, pictures' sizes,
    // crawlability) is the same in every language: each page once, its language taking turns. Its
    // accessibility audits are axe's, which the browser tests run on every page of every language.
    const paths = routesOnce.filter(({ route }) => route !== null).map(({ path }) => path);
    const audits = await auditAll(
      paths.map((path) => `${site.origin}${path}`),
      categories,
      outside,
    );
    const rows = paths.map((path, index) => {
      const { scores, failing } = audits[index] ?? { scores: {}, failing: [] };
      for (const category of categories) {
        if (scores[category] !== 100) failures.push(`Lighthouse ${path} ${category}: ${String(scores[category])}`);
      }
      for (const audit of failing) failures.push(`Lighthouse ${path} ${audit}`);
      return { page: path, ...scores };
    });
    console.log(`Lighthouse (mobile), ${categories.join(', ')}:`);
    console.table(rows);
    // The contact pages were checked as online: they loaded "Google's" sign-in script and style.
    for (const address of [gsiScript, gsiStyle]) {
      const { hostname, pathname } = new URL(address);
      if (!outside.requests.includes(`${hostname} ${pathname}`)) failures.push(`The contact pages never asked for ${address}`);
    }
  } finally {
    outside.close();
    site.close();
  }

  const observatory = await scanSite(outDir);
  console.log(`Mozilla HTTP Observatory: ${observatory.score} (${observatory.grade})`);
  console.table(Object.entries(observatory.tests).map(([test, { result, scoreModifier }]) => ({ test, result, scoreModifier })));
  if (observatory.score < leastObservatoryScore) failures.push(`Observatory: ${observatory.score}, below ${leastObservatoryScore}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`The production build fell short:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log(
    'The production build: its end-to-end checks passed, Lighthouse 100 in every checked category on every page, and the Observatory satisfied.',
  );
}
