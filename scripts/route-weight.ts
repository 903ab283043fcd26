/**
 * `npm run weight`: what each page costs a visitor, in each language, on a production build made
 * for the purpose (or on the folder given: `npm run weight -- dist`): gzipped, and its HTML and CSS
 * also as sent, brotli (see scripts/lib/route-weight.ts). "js in html" is already in "html"; "js
 * untouched" is what loads as the page is read and scrolled, "js at most" with every island woken,
 * of which React's runtime as the build ships it; "js in workers" what its scripts start as
 * workers when asked, apart. A production build's figures, and the budgets they are held to, go
 * into docs/performance.md with the date, with the contact pages' own script in the build that
 * sends through the relay too, made beside it.
 */
import { rmSync } from 'node:fs';
import { locales } from '../src/i18n/locales.ts';
import { budgetRows } from '../tests/support/budgets.ts';
import { markdownTable, measuredWith, writeFigures } from './lib/doc-figures.ts';
import { buildProduction, resultsFolder } from './lib/production-build.ts';
import { allRouteWeights, routeWeight } from './lib/route-weight.ts';

const given = process.argv[2];
const site = given ?? resultsFolder('weight-site-');
const relaySite = resultsFolder('weight-relay-site-');
try {
  if (given === undefined) buildProduction(site);
  const weights = allRouteWeights(site);
  const header = [
    'page',
    'html',
    'css',
    'html+css brotli',
    'js in html',
    'js untouched',
    'js at most',
    'of which React',
    'js files',
    'js in workers',
  ];
  const rows = weights.map(({ route, locale, html, css, htmlAndCssBrotli, inlineJs, untouchedJs, js, runtimeJs, jsFiles, workerJs }) => [
    `${locale} ${route}`,
    html,
    css,
    htmlAndCssBrotli,
    inlineJs,
    untouchedJs,
    js,
    runtimeJs,
    jsFiles,
    workerJs,
  ]);
  console.log(`Bytes per page of ${given ?? 'a production build'}, gzip -9 unless marked brotli (quality 11, as sent):`);
  console.table(rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]]))));
  if (given === undefined) {
    buildProduction(relaySite, { PUBLIC_FORMS_RELAY: '/api/send' });
    const contactHeader = ['page', 'straight to EmailJS', 'through the relay', 'calendar worker'];
    const contactRows = locales.map((locale) => {
      const [direct, relayed] = [site, relaySite].map((folder) => routeWeight('contact', locale, folder));
      return [
        `${locale} contact`,
        (direct?.js ?? 0) - (direct?.runtimeJs ?? 0),
        (relayed?.js ?? 0) - (relayed?.runtimeJs ?? 0),
        direct?.workerJs ?? 0,
      ];
    });
    console.log("The contact pages' own script besides React, in both builds, and the worker they start when asked:");
    console.table(contactRows.map((row) => Object.fromEntries(contactHeader.map((name, index) => [name, row[index]]))));
    await writeFigures('docs/performance.md', 'budgets', markdownTable(['What', 'Budget'], budgetRows));
    await writeFigures(
      'docs/performance.md',
      'weight',
      [`${measuredWith('weight')}, on the production build; bytes, gzip -9 unless marked brotli:`, '', markdownTable(header, rows)].join(
        '\n',
      ),
    );
    await writeFigures(
      'docs/performance.md',
      'contact-weight',
      [
        `${measuredWith('weight')}: the contact pages' own script besides React, gzip -9 bytes, in the build straight to EmailJS and in the one through the relay, and the calendar file's worker:`,
        '',
        markdownTable(contactHeader, contactRows),
      ].join('\n'),
    );
  }
} finally {
  if (given === undefined) rmSync(site, { recursive: true, force: true });
  rmSync(relaySite, { recursive: true, force: true });
}
