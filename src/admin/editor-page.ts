/**
 * The editor's one page, /admin: a bare document that loads Sveltia CMS and points it at the
 * configuration built from the schemas. It is not an Astro page on purpose: it carries none of the
 * public pages' policy, scripts or styles, and they carry nothing of the editor (its own policy is
 * in integrations/headers.ts).
 */
import { escapeMarkup } from '../escape-markup';
import { editorPaths } from './editor-paths';

export function editorPage(companyName: string, scriptsBefore: readonly string[] = []): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Site editor | ${escapeMarkup(companyName)}</title>
    <link rel="cms-config-url" type="application/json" href="${editorPaths.config}">
  </head>
  <body>
    <noscript>The site editor needs JavaScript.</noscript>
${[...scriptsBefore, editorPaths.script].map((src) => `    <script src="${src}"></script>`).join('\n')}
  </body>
</html>
`;
}
