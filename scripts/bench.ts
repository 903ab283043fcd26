/**
 * `npm run bench`: Lighthouse 13, mobile, on every page of both languages of the production build,
 * three times each, with two floors served by the same server in the same run: a bare page (one
 * line in the browser's font) and the typeface floor (one line in the site's fonts, loaded as the
 * site loads them). For each page, the median of each score, its layout shift, and its largest
 * contentful paint as a ratio to each floor (the goal: 1.15 or less of the typeface floor), written
 * into docs/performance.md with the date. Slow, so not part of `npm test`.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '../src/i18n/locales.ts';
import { localizedPath, routeIds } from '../src/i18n/routes.ts';
import { markdownTable, measuredWith, writeFigures } from './lib/doc-figures.ts';
import { type Audit, type Category, serveSite, startAuditor, writeBarePage, writeTypefacePage } from './lib/lighthouse.ts';
import { buildProduction, resultsFolder } from './lib/production-build.ts';
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
    const header = ['page', ...categories, 'CLS', 'LCP ms', 'over typeface floor', 'over bare floor'];
    const rows = pages
      .slice(floors.length)
      .map((page) => [
        page,
        ...categories.map((category) => medianOf(page, (audit) => audit.scores[category] ?? 0)),
        medianOf(page, (audit) => audit.cls),
        Math.round(lcpOf(page)),
        (lcpOf(page) / typefaceLcp).toFixed(2),
        (lcpOf(page) / bareLcp).toFixed(2),
      ]);
    const summary = `median of ${String(runs)} runs of each page; largest contentful paint of the bare floor ${String(Math.round(bareLcp))} ms, of the typeface floor ${String(Math.round(typefaceLcp))} ms`;
    console.log(`${summary[0]?.toUpperCase() ?? ''}${summary.slice(1)}.`);
    console.table(rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]]))));
    await writeFigures(
      'docs/performance.md',
      'bench',
      [`${measuredWith('bench')}: ${summary}.`, '', markdownTable(header, rows)].join('\n'),
    );
  } finally {
    auditor.close();
    outside.close();
    site.close();
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
