/**
 * `npm run weight`: what each page costs a visitor, in each language, on a production build made
 * for the purpose (or on the folder given: `npm run weight -- dist`): gzipped, and its HTML and CSS
 * also as sent, brotli (see scripts/lib/route-weight.ts). "js in html" is already in "html"; "js
 * untouched" is what loads as the page is read and scrolled, "js at most" with every island woken,
 * of which React's runtime as the build ships it. A production build's figures, and the budgets
 * they are held to, go into docs/performance.md with the date.
 */
import { rmSync } from 'node:fs';
import { budgetRows } from '../tests/support/budgets.ts';
import { markdownTable, measuredWith, writeFigures } from './lib/doc-figures.ts';
import { buildProduction, resultsFolder } from './lib/production-build.ts';
import { allRouteWeights } from './lib/route-weight.ts';

const given = process.argv[2];
const site = given ?? resultsFolder('weight-site-');
try {
  if (given === undefined) buildProduction(site);
  const weights = allRouteWeights(site);
  const header = ['page', 'html', 'css', 'html+css brotli', 'js in html', 'js untouched', 'js at most', 'of which React', 'js files'];
  const rows = weights.map(({ route, locale, html, css, htmlAndCssBrotli, inlineJs, untouchedJs, js, runtimeJs, jsFiles }) => [
    `${locale} ${route}`,
    html,
    css,
    htmlAndCssBrotli,
    inlineJs,
    untouchedJs,
    js,
    runtimeJs,
    jsFiles,
  ]);
  console.log(`Bytes per page of ${given ?? 'a production build'}, gzip -9 unless marked brotli (quality 11, as sent):`);
  console.table(rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]]))));
  if (given === undefined) {
    await writeFigures('docs/performance.md', 'budgets', markdownTable(['What', 'Budget'], budgetRows));
    await writeFigures(
      'docs/performance.md',
      'weight',
      [`${measuredWith('weight')}, on the production build; bytes, gzip -9 unless marked brotli:`, '', markdownTable(header, rows)].join(
        '\n',
      ),
    );
  }
} finally {
  if (given === undefined) rmSync(site, { recursive: true, force: true });
}
