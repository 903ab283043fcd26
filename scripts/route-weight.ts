/**
 * `npm run weight`: what each page of the last build costs a visitor, gzipped, in each language
 * (see scripts/lib/route-weight.ts).
 */
import { allRouteWeights } from './lib/route-weight.ts';

console.log('Gzipped bytes per page (gzip -9):');
console.table(
  allRouteWeights().map(({ route, locale, html, css, js, jsFiles }) => ({
    page: `${locale} ${route}`,
    html,
    css,
    'html+css': html + css,
    js,
    'js files': jsFiles,
  })),
);
