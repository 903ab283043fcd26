/**
 * `npm run weight`: what each page of the last build costs a visitor, in each language: gzipped,
 * and its HTML and CSS also as sent, brotli (see scripts/lib/route-weight.ts).
 */
import { allRouteWeights } from './lib/route-weight.ts';

console.log('Bytes per page, gzip -9 unless marked brotli (quality 11, as sent):');
console.table(
  allRouteWeights().map(({ route, locale, html, css, htmlAndCssBrotli, js, runtimeJs, jsFiles }) => ({
    page: `${locale} ${route}`,
    html,
    css,
    'html+css': html + css,
    'html+css brotli': htmlAndCssBrotli,
    js,
    'of which React': runtimeJs,
    'js files': jsFiles,
  })),
);
