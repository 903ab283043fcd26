/**
 * The build's notice of what each language has not translated yet (an Astro integration, in
 * astro.config.ts): how many words, in which files and where. Not an error: the pages show those
 * words in English until a translator catches up (src/content/fallback.ts), and the editor at
 * /admin lists the same for the owner.
 */
import type { AstroIntegration } from 'astro';
import { wordDocumentNames, wordsPath } from '../src/content/documents.ts';
import { pathText, wordCount } from '../src/content/fallback.ts';
import { filledWords } from '../src/content/load.ts';
import { defaultLocale, localeFacts, locales } from '../src/i18n/locales.ts';

/** One line per language that lacks something: "Kreyòl: 14 words shown in English, in src/content/services/ht.json (faq.questions.10)". */
function untranslatedNotice(): string[] {
  return locales
    .filter((locale) => locale !== defaultLocale)
    .flatMap((locale) => {
      const files = wordDocumentNames
        .map((document) => ({ file: wordsPath(document, locale), untranslated: filledWords(document, locale).untranslated }))
        .filter(({ untranslated }) => untranslated.length > 0);
      if (files.length === 0) return [];
      const words = wordCount(files.flatMap(({ untranslated }) => untranslated.flatMap(({ texts }) => texts)));
      const where = files.map(({ file, untranslated }) => `${file} (${untranslated.map(({ path }) => pathText(path)).join(', ')})`);
      return [
        `${localeFacts[locale].name}: ${words} ${words === 1 ? 'word' : 'words'} not translated yet, shown in English, in ${where.join('; ')}`,
      ];
    });
}

export function untranslatedWordsNotice(): AstroIntegration {
  return {
    name: 'untranslated-words',
    hooks: {
      'astro:build:done': ({ logger }) => {
        for (const line of untranslatedNotice()) logger.info(line);
      },
    },
  };
}
