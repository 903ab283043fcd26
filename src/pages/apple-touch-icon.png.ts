/** /apple-touch-icon.png, the home-screen icon iPhones and iPads ask for (src/drawing/icons.ts). */
import type { APIRoute } from 'astro';
import { touchIconPng } from '../drawing/icons';

export const GET: APIRoute = async () => new Response(new Uint8Array(await touchIconPng()), { headers: { 'Content-Type': 'image/png' } });
