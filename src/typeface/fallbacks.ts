/**
 * The faces every platform has that stand in for the typeface until it arrives, with their metrics
 * from Capsize's collection, which measured them from the fonts themselves. The overrides that make
 * a fallback face take the web font's room are computed from these and the typeface's files at
 * build (fallback-css.ts); no number is typed here. The collection is large: only the build
 * reads this module.
 */
import type { FontMetrics } from '@capsizecss/core';
import { entireMetricsCollection } from '@capsizecss/metrics/entireMetricsCollection';
import type { Weight } from './faces.ts';

/** Capsize's metrics of a family, with its weights as the collection holds them ("regular", "700"). */
type FamilyMetrics = FontMetrics & { variants?: Partial<Record<string, FontMetrics>> };

/** A platform's fallback face: a face it has, by the names `local()` finds it by, at each weight. */
export interface PlatformFallback {
  /** Where a reader has it. */
  platforms: string;
  /** Its metrics at a weight, named as the platform names the face. */
  at: (weight: Weight) => FontMetrics;
}

/** Only the whole collection holds each family's weights; it is read at build, never shipped. */
function variant(familyKey: 'arial' | 'arimo' | 'roboto', weight: Weight): FontMetrics {
  const family = entireMetricsCollection[familyKey] as FamilyMetrics;
  const measured = family.variants?.[weight === 400 ? 'regular' : String(weight)];
  if (measured === undefined) throw new Error(`Capsize's collection has no ${String(weight)} weight of ${family.familyName}`);
  return measured;
}

/**
 * In the order a page tries them. Liberation Sans, Linux's Arial, is Arial's metric twin: it comes
 * from Arimo, whose measured metrics it takes here under its own names, so it has its own faces.
 */
export const platformFallbacks: readonly PlatformFallback[] = [
  { platforms: 'Windows, macOS and iOS', at: (weight) => variant('arial', weight) },
  {
    platforms: 'Linux',
    at: (weight) => ({
      ...variant('arimo', weight),
      familyName: 'Liberation Sans',
      fullName: weight === 400 ? 'Liberation Sans' : 'Liberation Sans Bold',
      postscriptName: weight === 400 ? 'LiberationSans' : 'LiberationSans-Bold',
    }),
  },
  { platforms: 'Android', at: (weight) => variant('roboto', weight) },
];
