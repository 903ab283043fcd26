/**
 * The coverage map of Florida, drawn from U.S. Census county shapes at build time and served as
 * static files, one per layout: /images/coverage-map-wide.svg and /images/coverage-map-narrow.svg.
 * The counties come from the coverage content, so adding a county there highlights and labels it
 * on the map, and a misspelt county fails the build.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getDocument } from '../../lib/content';
import { coverageMapLayoutNames, drawCoverageMap } from '../../lib/coverage-map';
import type { CoverageMapLayoutName } from '../../lib/coverage-map';

export const getStaticPaths = (() =>
  coverageMapLayoutNames.map((layout) => ({
    params: { layout },
    props: { layout },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ layout: CoverageMapLayoutName }> = async ({ props }) => {
  const coverage = await getDocument('coverage');
  return new Response(drawCoverageMap(coverage.counties, props.layout), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
};
