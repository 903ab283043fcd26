/** /robots.txt: every page may be crawled but the owner's editor, and here is the sitemap of them all. */
import type { APIRoute } from 'astro';
import { editorPaths } from '../admin/editor-paths';

export const GET: APIRoute = ({ site }) => {
  if (site === undefined) throw new Error('astro.config.ts needs `site` (facts.json `website`) for robots.txt');
  return new Response(`User-agent: *\nAllow: /\nDisallow: ${editorPaths.page}\n\nSitemap: ${new URL('sitemap-index.xml', site).href}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
