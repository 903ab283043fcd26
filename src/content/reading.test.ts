/**
 * The notices and the words of booking a ride are written in plain words (requirement PLAIN-WORDS: a
 * reading grade of 8 or lower): their sentences, read from the content files of each language, are scored with a readability formula of that
 * language. English: the Flesch-Kincaid grade, at most 8. Spanish: Fernández Huerta's ease, at
 * least 70 ("bastante fácil", which Spanish-language guides place at a 7th-grade reader). Haitian
 * Creole has no published formula: its sentences average 15 words or fewer, the length plain
 * language guides ask of every language.
 */
import { describe, expect, it } from 'vitest';
import { readRaw } from './load';
import type { Locale } from '../i18n/locales';

/**
 * What is read as a whole: the notices, and the words a visitor reads to book a ride (the ride
 * details' questions, hints and messages; "Which ride fits?").
 */
const texts: [name: string, words: (locale: Locale) => unknown][] = [
  ['the privacy notice', (locale) => readRaw('privacy', locale)],
  ['the nondiscrimination notice', (locale) => readRaw('nondiscrimination', locale)],
  ['the accessibility statement', (locale) => readRaw('accessibility', locale)],
  [
    'the ride details',
    (locale) => {
      const { forms } = readRaw('contact', locale) as { forms: { contact: { fields: unknown }; rideDetails: unknown } };
      return [forms.contact.fields, forms.rideDetails];
    },
  ],
  ['"Which ride fits?"', (locale) => readRaw('rideHelper', locale)],
];

/** The prose of a content file: every string that ends a sentence, placeholders read as a word. */
function sentencesOf(value: unknown): string[] {
  if (typeof value === 'string') {
    return /[.:?!]$/.test(value) ? value.replace(/\{\w+\}/g, 'it').split(/(?<=[.:?!])\s+/) : [];
  }
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(sentencesOf);
  return [];
}

function wordsOf(sentence: string): string[] {
  return sentence.split(/\s+/).filter((word) => /\p{L}/u.test(word));
}

/** English syllables, by the usual rule of thumb: groups of vowels, less a silent final e. */
function englishSyllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  const groups = letters.match(/[aeiouy]+/g)?.length ?? 0;
  const silentE = /[^aeiouy]e$/.test(letters) && !letters.endsWith('le') ? 1 : 0;
  return Math.max(1, groups - silentE);
}

/** Spanish syllables: groups of vowels, where a stressed i or u, or two strong vowels side by side, split a group. */
function spanishSyllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-záéíóúüñ]/g, '');
  const groups = letters.match(/[aeiouáéíóúü]+/g) ?? [];
  const strong = /[aeoáéíóú]/;
  return Math.max(
    1,
    groups.reduce((count, group) => {
      let split = 1;
      for (let index = 1; index < group.length; index += 1) {
        if (strong.test(group[index - 1] ?? '') && strong.test(group[index] ?? '')) split += 1;
      }
      return count + split;
    }, 0),
  );
}

const score: Record<Locale, (sentences: string[]) => number> = {
  en: (sentences) => {
    const words = sentences.flatMap(wordsOf);
    const syllables = words.reduce((sum, word) => sum + englishSyllables(word), 0);
    return 0.39 * (words.length / sentences.length) + 11.8 * (syllables / words.length) - 15.59;
  },
  es: (sentences) => {
    const words = sentences.flatMap(wordsOf);
    const syllables = words.reduce((sum, word) => sum + spanishSyllables(word), 0);
    // As corrected by Law (2011): words per sentence, where the original's misprint had sentences per 100 words.
    return 206.84 - 60 * (syllables / words.length) - 1.02 * (words.length / sentences.length);
  },
  ht: (sentences) => sentences.flatMap(wordsOf).length / sentences.length,
};

describe.each(texts)('%s', (_, words) => {
  it('reads at grade 8 or lower in English', () => {
    const grade = score.en(sentencesOf(words('en')));
    expect(grade).toBeLessThanOrEqual(8);
  });

  it('reads as "bastante fácil" or easier in Spanish', () => {
    const ease = score.es(sentencesOf(words('es')));
    expect(ease).toBeGreaterThanOrEqual(70);
  });

  it('averages 15 words or fewer a sentence in Haitian Creole', () => {
    expect(score.ht(sentencesOf(words('ht')))).toBeLessThanOrEqual(15);
  });
});

describe('the scores', () => {
  it('tell a plain sentence from a hard one, in each language', () => {
    expect(score.en(['We keep your messages for two years.'])).toBeLessThan(8);
    expect(
      score.en(['Notwithstanding contractual obligations, organizational documentation necessitates comprehensive authorization.']),
    ).toBeGreaterThan(8);
    expect(score.es(['Guardamos sus mensajes dos años.'])).toBeGreaterThan(70);
    expect(
      score.es(['Independientemente de las obligaciones contractuales, la documentación organizativa necesita autorización.']),
    ).toBeLessThan(70);
    expect(score.ht(['Nou kenbe mesaj ou yo pandan de ane.'])).toBeLessThanOrEqual(15);
    expect(
      score.ht([
        'Lè ou voye yon fòmilè ban nou sou sit la, nou li non ou ak adrès imèl ou, epi nou sèvi ak yo pou nou reponn ou pi vit ke posib.',
      ]),
    ).toBeGreaterThan(15);
  });
});
