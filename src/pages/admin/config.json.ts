/** /admin/config.json: the editor's configuration, built from the content schemas (src/admin/editor-config.ts). */
import type { APIRoute } from 'astro';
import { EDITOR_AUTH_URL, EDITOR_GITHUB_BRANCH, EDITOR_GITHUB_REPO } from 'astro:env/server';
import { editorConfig } from '../../admin/editor-config';

export const GET: APIRoute = () => {
  const config = editorConfig({
    projectRoot: process.cwd(),
    backend: { repo: EDITOR_GITHUB_REPO, branch: EDITOR_GITHUB_BRANCH, authUrl: EDITOR_AUTH_URL },
  });
  return new Response(`${JSON.stringify(config, null, 2)}\n`, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
