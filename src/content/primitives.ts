/** Building blocks shared by the content schemas. */
import { z } from 'astro/zod';

/** A sentence or label shown to visitors: never blank. */
export const text = z.string().trim().min(1, 'must not be empty');

/** A message shown exactly as written, spaces included (`text` would trim "Error: "). */
export const exact = z.string().min(1, 'must not be empty');

/** Text with `{placeholders}` the component fills in, each of which must be there. */
export function template(...placeholders: readonly string[]) {
  return text.superRefine((value, context) => {
    for (const placeholder of placeholders) {
      if (!value.includes(`{${placeholder}}`)) context.addIssue({ code: 'custom', message: `must contain "{${placeholder}}"` });
    }
  });
}

/** A BCP 47 language tag, such as "es". */
export const languageTag = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/, 'must be a language tag such as "es"');
