/**
 * Draws the coverage map of Florida at build time, from the U.S. Census county shapes in us-atlas.
 *
 * The served counties are filled in the brand teal-blue and labelled with their names as the
 * content spells them. Labels sit offshore (in the Gulf for west-coast counties, in the Atlantic for
 * east-coast ones) with a leader line to the county, so neighbouring small counties never have
 * overlapping labels. The only words drawn are those county names: every other visible word on the
 * site comes from the content files.
 *
 * The SVG uses presentation attributes only (no style element or attribute, no script), so a strict
 * Content Security Policy never has to allow inline styles.
 */
import { geoConicEqualArea, geoPath } from 'd3-geo';
import type { GeoPermissibleObjects, GeoProjection } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type {
  GeometryCollection,
  GeometryObject,
  MultiPolygon as TopoMultiPolygon,
  Polygon as TopoPolygon,
  Topology,
} from 'topojson-specification';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import countiesTopology from 'us-atlas/counties-10m.json' with { type: 'json' };
import { typefaceFamily } from '../typeface/faces';
import { escapeMarkup } from '../escape-markup';
import { designToken } from './design-tokens';

/** One county the site serves, as listed in the coverage content. */
export interface ServedCounty {
  readonly name: string;
}

interface CountyProperties {
  name: string;
}
type UsAtlas = Topology<{
  counties: GeometryCollection<CountyProperties>;
  states: GeometryCollection<CountyProperties>;
  nation: GeometryCollection;
}>;
type CountyGeometry = TopoPolygon<CountyProperties> | TopoMultiPolygon<CountyProperties>;
type CountyFeature = Feature<Polygon | MultiPolygon, CountyProperties>;

/** The JSON's inferred type has `type: string` where TopoJSON wants literals; the file is TopoJSON. */
const atlas = countiesTopology as unknown as UsAtlas;

const FLORIDA_FIPS = '12';

/**
 * How the map is laid out for one range of display widths. All lengths are in user units of the
 * SVG, which the `<img>` scales to its display width, so the labels' size on screen is
 * `fontSize × display width ÷ width`.
 */
export interface CoverageMapLayout {
  /** Width of the drawing; also its intended display width in CSS pixels. */
  readonly width: number;
  /** Space around the state. */
  readonly margin: number;
  /** Size of the county labels. */
  readonly fontSize: number;
  /** Horizontal distance between a label and the coast of the counties on its side. */
  readonly labelOffshore: number;
  /**
   * Media condition of the display widths this layout is for, or undefined for the default. The
   * condition is part of the layout because it follows from the label size: it selects the layout
   * where the other one would draw its labels too small to read.
   */
  readonly media: string | undefined;
}

/**
 * The two layouts: `wide` from 41em up, where the map is at least 573 px wide and its 20-unit
 * labels show at 17.9 px or more; `narrow` for phones, with labels larger in proportion to the
 * state so that they still show at 16 px or more in the 254 px a 320 px screen leaves for the map.
 */
export const coverageMapLayouts = {
  wide: { width: 640, margin: 12, fontSize: 20, labelOffshore: 28, media: undefined },
  narrow: { width: 360, margin: 8, fontSize: 23, labelOffshore: 14, media: '(max-width: 40.99em)' },
} as const satisfies Record<string, CoverageMapLayout>;

/** The name of one of the map's layouts, as used in its file name. */
export type CoverageMapLayoutName = keyof typeof coverageMapLayouts;

export const coverageMapLayoutNames = Object.keys(coverageMapLayouts) as CoverageMapLayoutName[];

const SERVED_FILL = designToken('color-brand');
const SERVED_BORDER = designToken('color-surface');
const OTHER_FILL = '#e3edf2';
const OTHER_BORDER = '#9fb4c1';
const STATE_OUTLINE = '#5d7a8c';
const LABEL_COLOR = designToken('color-text');

const FONT_FAMILY = `'${typefaceFamily}', 'Atkinson Hyperlegible', Arial, Helvetica, sans-serif`;
/** Generous average advance of a bold character, in em, used to keep labels inside the drawing. */
const CHAR_WIDTH_EM = 0.62;
/** Least vertical distance between the baselines of two labels on the same side, in em. */
const LINE_GAP_EM = 1.4;
/** Gap between a label's text and the start of its leader line. */
const LEADER_GAP = 6;
/** Characters kept free on the right of the state for east-coast labels such as "Miami Dade". */
const RIGHT_ROOM_CHARACTERS = 10;

/**
 * Reduces a county name to letters and digits, so "Miami Dade", "Miami-Dade", "miami dade county",
 * "St Lucie" and "St. Lucie", or "De Soto" and "DeSoto" all compare equal.
 */
export function normalizeCountyName(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/ county$/, '')
    .replace(/ /g, '');
}

/** A number rounded to one decimal, without a trailing ".0". */
function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function estimatedTextWidth(text: string, fontSize: number): number {
  return Array.from(new Intl.Segmenter().segment(text)).length * fontSize * CHAR_WIDTH_EM;
}

interface Label {
  readonly text: string;
  /** Projected centroid of the county. */
  readonly cx: number;
  readonly cy: number;
  /** Projected bounds of the county. */
  readonly x0: number;
  readonly x1: number;
  readonly side: 'west' | 'east';
  /** Vertical position of the label's centre line, after spreading. */
  y: number;
}

/**
 * Spreads labels (sorted by their wanted position) so consecutive ones are at least `lineGap`
 * apart, moving each as little as it can, then keeps them inside [top, bottom].
 */
function spreadVertically(labels: Label[], lineGap: number, top: number, bottom: number): void {
  for (let pass = 0; pass < 200; pass += 1) {
    let moved = false;
    for (let i = 0; i + 1 < labels.length; i += 1) {
      const upper = labels[i];
      const lower = labels[i + 1];
      if (upper === undefined || lower === undefined) continue;
      const deficit = lineGap - (lower.y - upper.y);
      if (deficit > 0.01) {
        upper.y -= deficit / 2;
        lower.y += deficit / 2;
        moved = true;
      }
    }
    if (!moved) break;
  }
  // Keep the stack inside the drawing, pushing from the bottom edge then from the top edge.
  for (let i = labels.length - 1; i >= 0; i -= 1) {
    const label = labels[i];
    const below = labels[i + 1];
    if (label === undefined) continue;
    const limit = below === undefined ? bottom : below.y - lineGap;
    label.y = Math.min(label.y, limit);
  }
  for (let i = 0; i < labels.length; i += 1) {
    const label = labels[i];
    const above = labels[i - 1];
    if (label === undefined) continue;
    const limit = above === undefined ? top : above.y + lineGap;
    label.y = Math.max(label.y, limit);
  }
}

/**
 * The x positions where the horizontal line at `y` crosses the outline of the state, from the
 * projected rings of its polygons.
 */
function crossings(rings: readonly (readonly [number, number][])[], y: number): number[] {
  const xs: number[] = [];
  for (const ring of rings) {
    for (let i = 0; i + 1 < ring.length; i += 1) {
      const a = ring[i];
      const b = ring[i + 1];
      if (a === undefined || b === undefined) continue;
      if ((a[1] <= y && b[1] > y) || (b[1] <= y && a[1] > y)) {
        xs.push(a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]));
      }
    }
  }
  return xs.sort((p, q) => p - q);
}

const countyGeometries = atlas.objects.counties.geometries.filter(
  (geometry): geometry is CountyGeometry =>
    (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') && String(geometry.id).startsWith(FLORIDA_FIPS),
);
const floridaCounties: GeometryCollection<CountyProperties> = {
  type: 'GeometryCollection',
  geometries: countyGeometries,
};
const stateGeometry = atlas.objects.states.geometries.find((geometry) => String(geometry.id) === FLORIDA_FIPS);
if (stateGeometry === undefined) throw new Error('us-atlas has no state with FIPS 12 (Florida)');
const state = feature(atlas, stateGeometry) as Feature<Polygon | MultiPolygon>;

/** Census counties of Florida by normalized name. */
const countiesByName = new Map<string, CountyGeometry>(
  countyGeometries.map((geometry) => [normalizeCountyName(geometry.properties?.name ?? ''), geometry]),
);

/** The projection of one layout, the drawing's height it gives, and the state's projected outline. */
interface MapFrame {
  readonly projection: GeoProjection;
  readonly height: number;
  /** Projected outline of the state, to tell which coast each served county is nearer. */
  readonly stateRings: readonly (readonly [number, number][])[];
}

const frames = new Map<CoverageMapLayout, MapFrame>();

/**
 * Florida Albers (EPSG:3086): standard parallels 24° and 31.5°, central meridian 84° W, fitted
 * into the drawing with room kept on the right for the labels of east-coast counties, which sit in
 * the Atlantic. The frame does not depend on which counties are served, so the size is fixed.
 */
function frameOf(layout: CoverageMapLayout): MapFrame {
  const known = frames.get(layout);
  if (known !== undefined) return known;
  const { width, margin, fontSize, labelOffshore } = layout;
  const rightRoom = margin + labelOffshore + RIGHT_ROOM_CHARACTERS * fontSize * CHAR_WIDTH_EM;
  const projection = geoConicEqualArea().parallels([24, 31.5]).rotate([84, 0]);
  projection.fitWidth(width - margin - rightRoom, state);
  const [[, y0], [, y1]] = geoPath(projection).bounds(state);
  const height = Math.ceil(y1 - y0 + 2 * margin);
  projection.fitExtent(
    [
      [margin, margin],
      [width - rightRoom, height - margin],
    ],
    state,
  );
  const stateRings = (state.geometry.type === 'Polygon' ? [state.geometry.coordinates] : state.geometry.coordinates).flatMap(
    (polygon: Position[][]) =>
      polygon.map((ring) =>
        ring.flatMap((position): [number, number][] => {
          const point = projection([position[0] ?? 0, position[1] ?? 0]);
          return point === null ? [] : [point];
        }),
      ),
  );
  const frame = { projection, height, stateRings };
  frames.set(layout, frame);
  return frame;
}

/** Size of a layout's viewBox, which is also its width and height, for the image that shows it. */
export function coverageMapSize(layoutName: CoverageMapLayoutName): { width: number; height: number } {
  const layout = coverageMapLayouts[layoutName];
  return { width: layout.width, height: frameOf(layout).height };
}

/** One layout of the map as the page shows it: where it is served, its size and its media condition. */
export interface CoverageMapImage {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly media: string | undefined;
}

/** The address of a layout's map, as `src/pages/images/coverage-map-[layout].svg.ts` serves it. */
export function coverageMapImage(layoutName: CoverageMapLayoutName): CoverageMapImage {
  return {
    src: `/images/coverage-map-${layoutName}.svg`,
    ...coverageMapSize(layoutName),
    media: coverageMapLayouts[layoutName].media,
  };
}

/**
 * Returns a complete SVG document of Florida's counties with the served ones highlighted and
 * labelled. Throws if a served county's name matches no Florida county, so a typo in the content
 * fails the build.
 */
export function drawCoverageMap(servedCounties: readonly ServedCounty[], layoutName: CoverageMapLayoutName = 'wide'): string {
  const layout = coverageMapLayouts[layoutName];
  const { width, margin, fontSize, labelOffshore } = layout;
  const { projection, height, stateRings } = frameOf(layout);

  // Match the site's names to Census counties.
  const labelById = new Map<string, string>();
  for (const county of servedCounties) {
    const geometry = countiesByName.get(normalizeCountyName(county.name));
    if (geometry === undefined) {
      throw new Error(`Coverage map: "${county.name}" is not the name of a Florida county`);
    }
    const id = String(geometry.id);
    const earlier = labelById.get(id);
    if (earlier !== undefined) {
      throw new Error(`Coverage map: "${county.name}" is listed twice (also as "${earlier}")`);
    }
    labelById.set(id, county.name);
  }
  const isServed = (geometry: GeometryObject): boolean => labelById.has(String(geometry.id));

  const path = geoPath(projection).digits(1);
  const d = (object: GeoPermissibleObjects): string => path(object) ?? '';

  const countyPaths: string[] = [];
  const servedPaths: string[] = [];
  const labels: Label[] = [];
  for (const geometry of countyGeometries) {
    const county = feature(atlas, geometry) as CountyFeature;
    const label = labelById.get(String(geometry.id));
    if (label === undefined) {
      countyPaths.push(d(county));
      continue;
    }
    servedPaths.push(`<path fill="${SERVED_FILL}" d="${d(county)}"/>`);
    const [cx, cy] = path.centroid(county);
    const [[x0], [x1]] = path.bounds(county);
    // Nearer coast along the county's centre line: the Gulf to the west, the Atlantic to the east.
    const xs = crossings(stateRings, cy);
    const west = Math.max(...xs.filter((x) => x <= cx), -Infinity);
    const east = Math.min(...xs.filter((x) => x >= cx), Infinity);
    const side = cx - west <= east - cx ? 'west' : 'east';
    labels.push({ text: label, cx, cy, x0, x1, side, y: cy });
  }

  const borders = (filter: (a: GeometryObject, b: GeometryObject) => boolean): string => d(mesh(atlas, floridaCounties, filter));
  const otherBorders = borders((a, b) => a !== b && !isServed(a) && !isServed(b));
  const servedBorders = borders((a, b) => a !== b && (isServed(a) || isServed(b)));
  const outline = borders((a, b) => a === b);

  // Labels, one column per coast, stacked in the order of the counties' centroids. Leader lines
  // are drawn first, then the dots that end them, then the names, so no line crosses a name.
  const leaders: string[] = [];
  const dots: string[] = [];
  const names: string[] = [];
  const halfLine = fontSize / 2;
  for (const side of ['west', 'east'] as const) {
    const column = labels.filter((label) => label.side === side).sort((a, b) => a.cy - b.cy);
    if (column.length === 0) continue;
    spreadVertically(column, fontSize * LINE_GAP_EM, margin + halfLine, height - margin - halfLine);
    const widest = Math.max(...column.map((label) => estimatedTextWidth(label.text, fontSize)));
    // West labels end at a common x in the Gulf; east labels start at a common x in the Atlantic.
    const x =
      side === 'west'
        ? Math.max(margin + widest, Math.min(...column.map((label) => label.x0)) - labelOffshore)
        : Math.min(width - margin - widest, Math.max(...column.map((label) => label.x1)) + labelOffshore);
    for (const label of column) {
      const lineStart = side === 'west' ? x + LEADER_GAP : x - LEADER_GAP;
      leaders.push(`M${num(lineStart)} ${num(label.y)}L${num(label.cx)} ${num(label.cy)}`);
      dots.push(`<circle cx="${num(label.cx)}" cy="${num(label.cy)}" r="3.5"/>`);
      names.push(
        `<text x="${num(x)}" y="${num(label.y + fontSize * 0.35)}" text-anchor="${side === 'west' ? 'end' : 'start'}">${escapeMarkup(label.text)}</text>`,
      );
    }
  }
  const leaderPath = leaders.join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<path fill="${OTHER_FILL}" d="${countyPaths.join('')}"/>`,
    `<path fill="none" stroke="${OTHER_BORDER}" stroke-width="0.8" stroke-linejoin="round" d="${otherBorders}"/>`,
    `<g>${servedPaths.join('')}</g>`,
    `<path fill="none" stroke="${SERVED_BORDER}" stroke-width="1.5" stroke-linejoin="round" d="${servedBorders}"/>`,
    `<path fill="none" stroke="${STATE_OUTLINE}" stroke-width="1.2" stroke-linejoin="round" d="${outline}"/>`,
    ...(labels.length === 0
      ? []
      : [
          `<path fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" d="${leaderPath}"/>`,
          `<path fill="none" stroke="${LABEL_COLOR}" stroke-width="1.5" stroke-linecap="round" d="${leaderPath}"/>`,
          `<g fill="${LABEL_COLOR}" stroke="#fff" stroke-width="1.5">${dots.join('')}</g>`,
          `<g font-family="${escapeMarkup(FONT_FAMILY)}" font-size="${fontSize}" font-weight="700" fill="${LABEL_COLOR}" stroke="#fff" stroke-width="5" stroke-linejoin="round" paint-order="stroke">${names.join('')}</g>`,
        ]),
    '</svg>',
    '',
  ].join('\n');
}
