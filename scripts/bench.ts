/**
 * `npm run bench`: Lighthouse 13, mobile, on every page of both languages of the production build,
 * three times each, with two floors served by the same server in the same run: a bare page (one
 * line in the browser's font) and the typeface floor (one line in the site's fonts, loaded as the
 * site loads them). For each page, the median of each score, its layout shift, and its largest
 * contentful paint as a ratio to each floor (the goal: 1.15 or less of the typeface floor). Slow
 * (ten minutes or so); not part of `npm test`.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '../src/i18n/locales.ts';
import { localizedPath, routeIds } from '../src/i18n/routes.ts';
import {
  type Audit,
  buildProduction,
  type Category,
  resultsFolder,
  serveSite,
  startAuditor,
  writeBarePage,
  writeTypefacePage,
} from './lib/lighthouse.ts';
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
  const typefacePath = writeTypefacePage(outDir);
  const site = await serveSite(outDir);
  const outside = await serveOutsideServices(join(outDir, '..', 'bench-inbox'));
  const auditor = await startAuditor(outside);
  try {
    const floors = [barePath, typefacePath];
    const pages = [...floors, ...locales.flatMap((locale) => routeIds.map((route) => localizedPath(route, locale)))];
    const audits = new Map<string, Audit[]>(pages.map((page) => [page, []]));
    // Rounds, not one page three times in a row: whatever else the machine does falls on every page alike.
    for (let round = 0; round < runs; round += 1) {
      for (const page of pages) audits.get(page)?.push(await auditor.audit(`${site.origin}${page}`, categories));
    }
    const medianOf = (page: string, value: (audit: Audit) => number | undefined) =>
      median((audits.get(page) ?? []).map((audit) => value(audit) ?? Number.NaN));
    const lcpOf = (page: string) => medianOf(page, (audit) => audit.lcp);
    const [bareLcp, typefaceLcp] = floors.map(lcpOf) as [number, number];
    console.log(
      `Median of ${runs} runs each. Largest contentful paint of the bare page ${Math.round(bareLcp)} ms, of the typeface floor ${Math.round(typefaceLcp)} ms.`,
    );
    console.table(
      pages.slice(floors.length).map((page) => {
        const scores = Object.fromEntries(categories.map((category) => [category, medianOf(page, (audit) => audit.scores[category] ?? 0)]));
        return {
          page,
          ...scores,
          CLS: medianOf(page, (audit) => audit.cls),
          'LCP ms': Math.round(lcpOf(page)),
          'over typeface floor': Number((lcpOf(page) / typefaceLcp).toFixed(2)),
          'over bare page': Number((lcpOf(page) / bareLcp).toFixed(2)),
        };
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
