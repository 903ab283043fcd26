/** /admin: the owner's editor (src/admin/). Not linked from any page, not indexed, not in the sitemap. */
import type { APIRoute } from 'astro';
import { siteMode } from '#site-mode';
import { editorPage } from '../admin/editor-page';
import { loadFacts } from '../content/load';

export const GET: APIRoute = () =>
  new Response(editorPage(loadFacts().company.name, siteMode.editorScripts), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
