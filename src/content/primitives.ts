/** Building blocks shared by the content schemas. */
import { z } from 'astro/zod';
import { routeIds } from '../i18n/routes';
import { svgSize } from './svg-size';
import { iconNames } from './icon-names';

/** A sentence or label shown to visitors: never blank. */
export const text = z.string().trim().min(1, 'must not be empty');

/** The schema meta of a template: the placeholders it must keep, which the editor asks for as the owner types. */
export interface TemplateMeta {
  placeholders: readonly string[];
}

/** What the build says of a template that lost a placeholder, and the editor as the owner types. */
export function missingPlaceholder(placeholder: string): string {
  return `must contain "{${placeholder}}"`;
}

/** Text with `{placeholders}` the component fills in, each of which must be there. */
export function template(...placeholders: readonly string[]) {
  return text
    .superRefine((value, context) => {
      for (const placeholder of placeholders) {
        if (!value.includes(`{${placeholder}}`)) context.addIssue({ code: 'custom', message: missingPlaceholder(placeholder) });
      }
    })
    .meta({ placeholders } satisfies TemplateMeta);
}

/** A BCP 47 language tag, such as "es". */
// A language, then its script and region if any (BCP 47, as HTML's `lang` takes it): "es", "pt-BR", "zh-Hant-TW".
export const languageTag = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?$/, 'must be a language tag such as "es" or "pt-BR"');

/** An id that ties words to a fact in facts.json, such as "lee" or "door-to-door". */
export const factId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by "-", such as "door-to-door"');

/**
 * A record keyed by the ids of one of its document's lists (`serviceLevelAnswers` by `serviceLevels`),
 * declared with `.meta({ keysFrom: 'serviceLevels' })`, so the editor offers every key even when
 * the file leaves out one with nothing in it.
 */
export interface RecordKeysMeta {
  keysFrom: string;
}

/**
 * The schema meta of a fact's id that must be one of the facts' own (a county's service levels, a
 * helper's vehicles): the editor offers the ids the facts have as choices, never free text.
 */
export interface IdOfMeta {
  idOf: 'serviceLevels' | 'vehicles';
}

/**
 * The schema meta of a list of ids that other files describe (the service levels, each with its
 * words on /services): the editor neither adds to it nor removes from it, a developer's change.
 */
export interface KeyListMeta {
  keyList: true;
}

/** The schema meta of a list that must hold more entries than a number of the facts says (the FAQ, more than `faqInitiallyShown`). */
export interface MoreThanFactMeta {
  moreThan: 'faqInitiallyShown';
}

/** Search results cut a page's whole title (its own, " | ", the company's name) longer than this. */
export const titleMaximum = 60;

/** A page's whole `<title>`: its own title, then the company name. */
export function fullTitle(title: string, companyName: string): string {
  return `${title} | ${companyName}`;
}

/**
 * The schema meta of a page's own title, whose length is counted with the company's name after
 * it: the editor's limit for it is what `titleMaximum` leaves.
 */
export interface TitleMeta {
  withCompanyName: true;
}

/** A page of this site, by its id in the route table (src/i18n/routes.ts); each language links to its own address. */
export const routeId = z.enum(routeIds, { error: `must be one of the pages: ${routeIds.join(', ')}` });

/** A button that leads to one of the site's pages. */
export const linkSchema = z.object({
  /** The words on the button. */
  label: text,
  /** The page it goes to. */
  to: routeId,
});

/** How the page shows in search results, in the browser's tab and in shared links: its title and a description. */
export const metaSchema = z.object({
  /**
   * Shown in the browser tab, search results and shared links, before " | " and the company name;
   * all of it at most 60 characters, so search results show it whole.
   *
   * @remarks The whole title's length is checked by the loader (load.ts), and limited by the editor
   * to what the company's name leaves (`TitleMeta`).
   */
  title: text.meta({ withCompanyName: true } satisfies TitleMeta),
  /** One or two sentences for search results and link previews: 50 to 160 characters. */
  description: text.min(50, 'must be at least 50 characters').max(160, 'must be at most 160 characters'),
});

/** The small picture drawn beside it: choose one of the site's icons. */
export const iconSchema = z.enum(iconNames, { error: `must be one of: ${iconNames.join(', ')}` });

/** A part of a notice (accessibility, nondiscrimination): a heading, a sentence or two, and a list of points. */
export const noticePartSchema = z.object({
  /** The part's heading. */
  heading: text,
  /** The sentence or two under it. */
  text: text,
  /** The points listed under the sentence, one a line. */
  points: z.array(text).min(1, 'must list at least one point'),
});

/** A "still unsure?" block that closes a page with a call to action. */
export const calloutSchema = z.object({
  /** The block's heading. */
  heading: text,
  /** The sentence or two under it. */
  text,
});

/**
 * A picture from the site's pictures, and what it shows.
 *
 * @remarks An SVG file in `public/images/` with a viewBox, so its size is known before it loads.
 */
export const imageSchema = z
  .object({
    /** Which picture: its file among the site's pictures, such as "/images/trips/one-way-trip.svg". The same in every language. */
    src: z
      .string()
      .regex(/^\/images\/[a-z0-9/-]+\.svg$/, {
        message: 'must be an SVG path under /images/, such as "/images/hero.svg"',
        abort: true,
      })
      .superRefine((src, context) => {
        const size = svgSize(src);
        if ('problem' in size) context.addIssue({ code: 'custom', message: size.problem });
      }),
    /** What the picture shows, for people who cannot see it. Empty only when the picture is decoration. */
    alt: z.string(),
  })
  .transform((image) => {
    const size = svgSize(image.src);
    // The refinement above has already rejected any image without a size.
    return 'problem' in size ? { ...image, width: 0, height: 0 } : { ...image, ...size };
  });

export type Image = z.output<typeof imageSchema>;
