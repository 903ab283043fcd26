/**
 * `npm run weight`: what each page of the last build costs a visitor, in each language: gzipped,
 * and its HTML and CSS also as sent, brotli (see scripts/lib/route-weight.ts). "js in html" is
 * already in "html"; "js untouched" is what loads as the page is read and scrolled, "js at most"
 * with every island woken, of which React's runtime as the build ships it.
 */
import { allRouteWeights } from './lib/route-weight.ts';

console.log('Bytes per page, gzip -9 unless marked brotli (quality 11, as sent):');
console.table(
  allRouteWeights().map(({ route, locale, html, css, htmlAndCssBrotli, inlineJs, untouchedJs, js, runtimeJs, jsFiles }) => ({
    page: `${locale} ${route}`,
    html,
    css,
    'html+css brotli': htmlAndCssBrotli,
    'js in html': inlineJs,
    'js untouched': untouchedJs,
    'js at most': js,
    'of which React': runtimeJs,
    'js files': jsFiles,
  })),
);
