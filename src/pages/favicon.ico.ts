/** /favicon.ico, which Safari asks for whatever the page links (src/drawing/icons.ts). */
import type { APIRoute } from 'astro';
import { faviconIco } from '../drawing/icons';

export const GET: APIRoute = async () => new Response(new Uint8Array(await faviconIco()), { headers: { 'Content-Type': 'image/x-icon' } });
