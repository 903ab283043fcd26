/**
 * `npm run bench`: Lighthouse 13, mobile, on every page of both languages of the production build,
 * three times each, with a bare HTML page served by the same server in the same run: the median of
 * each score, and each page's largest contentful paint as a ratio to the bare page's (the goal:
 * 1.3 or less). Slow (a few minutes); not part of `npm test`.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '../src/i18n/locales.ts';
import { localizedPath, routeIds } from '../src/i18n/routes.ts';
import { type Audit, buildProduction, type Category, resultsFolder, serveSite, startAuditor, writeBarePage } from './lib/lighthouse.ts';
import { serveOutsideServices } from './lib/outside-services.ts';

const runs = 3;
const categories: readonly Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const outDir = resultsFolder('bench-site-');
try {
  buildProduction(outDir);
  const barePath = writeBarePage(outDir);
  const site = await serveSite(outDir);
  const outside = await serveOutsideServices(join(outDir, '..', 'bench-inbox'));
  const auditor = await startAuditor(outside);
  try {
    const pages = [barePath, ...locales.flatMap((locale) => routeIds.map((route) => localizedPath(route, locale)))];
    const audits = new Map<string, Audit[]>(pages.map((page) => [page, []]));
    // Rounds, not one page three times in a row: whatever else the machine does falls on every page alike.
    for (let round = 0; round < runs; round += 1) {
      for (const page of pages) audits.get(page)?.push(await auditor.audit(`${site.origin}${page}`, categories));
    }
    const lcpOf = (page: string) => median((audits.get(page) ?? []).map((audit) => audit.lcp ?? Number.NaN));
    const bareLcp = lcpOf(barePath);
    console.log(`Median of ${runs} runs each; the bare page's largest contentful paint: ${Math.round(bareLcp)} ms.`);
    console.table(
      pages.slice(1).map((page) => {
        const runsOfPage = audits.get(page) ?? [];
        const scores = Object.fromEntries(
          categories.map((category) => [category, median(runsOfPage.map((audit) => audit.scores[category] ?? 0))]),
        );
        return { page, ...scores, 'LCP ms': Math.round(lcpOf(page)), 'LCP ratio': Number((lcpOf(page) / bareLcp).toFixed(2)) };
      }),
    );
  } finally {
    auditor.close();
    outside.close();
    site.close();
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
