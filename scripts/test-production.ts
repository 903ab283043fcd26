/**
 * `npm run test:production` (the last step of `npm test`): the production build, served as it
 * ships, checked by tools nobody here wrote.
 *
 * - Lighthouse 13, mobile, on every page of both languages: fails unless Accessibility, Best
 *   Practices and SEO are all 100, naming the audits that fell short. (Performance: `npm run bench`.)
 * - Mozilla's HTTP Observatory on its headers: fails below a score of 130.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '../src/i18n/locales.ts';
import { localizedPath, routeIds } from '../src/i18n/routes.ts';
import { buildProduction, type Category, projectRoot, serveSite, startAuditor } from './lib/lighthouse.ts';
import { scanSite } from './lib/observatory.ts';

const categories: readonly Category[] = ['accessibility', 'best-practices', 'seo'];
/** A+ starts at 100; the bonus rows a static site can earn take it to 130. */
const leastObservatoryScore = 130;

const outDir = mkdtempSync(join(projectRoot, 'test-results', 'production-site-'));
const failures: string[] = [];
try {
  buildProduction(outDir);

  const site = await serveSite(outDir);
  const auditor = await startAuditor();
  const rows: Record<string, string | number>[] = [];
  try {
    for (const locale of locales) {
      for (const route of routeIds) {
        const path = localizedPath(route, locale);
        const { scores, failing } = await auditor.audit(`${site.origin}${path}`, categories);
        rows.push({ page: path, ...scores });
        for (const audit of failing) failures.push(`Lighthouse ${path} ${audit}`);
      }
    }
    // The contact pages were measured as online: they loaded "Google's" sign-in script and style.
    for (const file of ['/gsi/client', '/gsi/style']) {
      if (!auditor.googleRequests().includes(file))
        failures.push(`Lighthouse: the contact pages never asked accounts.google.com for ${file}`);
    }
  } finally {
    await auditor.close();
    site.close();
  }
  console.log(`Lighthouse (mobile), ${categories.join(', ')}:`);
  console.table(rows);

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
  console.log('The production build: Lighthouse 100 in every checked category on every page, and the Observatory satisfied.');
}
