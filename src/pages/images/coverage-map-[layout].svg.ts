/**
 * The coverage map of Florida, drawn from U.S. Census county shapes at build time and served as
 * static files, one per layout: /images/coverage-map-wide.svg and /images/coverage-map-narrow.svg.
 * The counties come from the facts (src/content/facts/facts.json), so adding a county there
 * highlights and labels it on the map, and a misspelt county fails the build. County names are the
 * same in every language, so both languages share the map.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadFacts } from '../../content/load';
import { coverageMapLayoutNames, drawCoverageMap } from '../../drawing/coverage-map';
import type { CoverageMapLayoutName } from '../../drawing/coverage-map';

export const getStaticPaths = (() =>
  coverageMapLayoutNames.map((layout) => ({
    params: { layout },
    props: { layout },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ layout: CoverageMapLayoutName }> = ({ props }) => {
  return new Response(drawCoverageMap(loadFacts().counties, props.layout), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
};
