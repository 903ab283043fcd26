/**
 * The coverage map of Florida, drawn from U.S. Census county shapes at build time and served as a
 * static file at /images/coverage-map.svg. The counties come from the coverage content, so adding a
 * county there highlights and labels it on the map, and a misspelt county fails the build.
 */
import type { APIRoute } from 'astro';
import { getDocument } from '../../lib/content';
import { drawCoverageMap } from '../../lib/coverage-map';

export const GET: APIRoute = async () => {
  const coverage = await getDocument('coverage');
  return new Response(drawCoverageMap(coverage.counties), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
};
