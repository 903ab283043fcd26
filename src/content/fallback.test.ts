import { describe, expect, it } from 'vitest';
import { allInEnglish, fillFromEnglish, inEnglish, markInEnglish, pathText, wordCount } from './fallback';

const english = {
  heading: 'Questions',
  faq: [
    { question: 'Who rides?', answer: 'Anyone.' },
    { question: 'Do you drive to the airport?', answer: 'Yes, for a medical trip.' },
  ],
  counties: { lee: { name: 'Lee' }, collier: { name: 'Collier' } },
  card: { icon: 'van', title: 'Van' },
};

describe('a language filled from English', () => {
  const kreyol = {
    heading: 'Kesyon',
    faq: [{ question: 'Kiyès ki monte?', answer: 'Nenpòt moun.' }],
    counties: { lee: { name: 'Lee' } },
    card: { icon: 'van' },
  };

  it('keeps what the language has and takes from English what it lacks: an entry of a list, a record’s key, one text', () => {
    const { filled } = fillFromEnglish(english, kreyol);
    expect(filled).toEqual({
      heading: 'Kesyon',
      faq: [kreyol.faq[0], english.faq[1]],
      counties: { lee: { name: 'Lee' }, collier: { name: 'Collier' } },
      card: { icon: 'van', title: 'Van' },
    });
  });

  it('names each filled place once, at its top, with the English texts under it (references aside)', () => {
    const { untranslated } = fillFromEnglish(english, { ...kreyol, card: {} });
    expect(untranslated.map(({ path }) => pathText(path))).toEqual(['faq.1', 'counties.collier', 'card']);
    expect(untranslated[0]?.texts.map(({ path, text }) => `${pathText(path)}: ${text}`)).toEqual([
      'faq.1.question: Do you drive to the airport?',
      'faq.1.answer: Yes, for a medical trip.',
    ]);
    expect(untranslated[2]?.texts).toEqual([{ path: ['card', 'title'], text: 'Van' }]);
    expect(wordCount(untranslated.flatMap(({ texts }) => texts))).toBe(13);
  });

  it('fills nothing in a complete language, and keeps a leftover English lacks for the checks to name', () => {
    const complete = { ...english, heading: 'Kesyon' };
    expect(fillFromEnglish(english, complete)).toEqual({ filled: complete, untranslated: [] });
    const leftover = { ...complete, faq: [...english.faq, { question: 'Èske…?', answer: 'Wi.' }] };
    expect(fillFromEnglish(english, leftover).filled).toEqual(leftover);
  });

  it('takes an entry saved with none of its words (`{}`) as missing whole', () => {
    const { untranslated } = fillFromEnglish(english, { ...kreyol, faq: [kreyol.faq[0], {}] });
    expect(untranslated.map(({ path }) => pathText(path))).toEqual(['faq.1', 'counties.collier', 'card.title']);
  });

  it('leaves the words it was given unchanged', () => {
    const before = structuredClone(kreyol);
    const filled = fillFromEnglish(english, kreyol).filled as typeof english;
    filled.faq.forEach((entry) => (entry.question = 'changed'));
    expect(kreyol).toEqual(before);
    expect(english.faq[1]?.question).toBe('Do you drive to the airport?');
  });

  it('marks what was filled, for a page to find: a whole entry, a record’s entry, one text of an entry', () => {
    const { filled, untranslated } = fillFromEnglish(english, { ...kreyol, faq: [{ question: 'Kiyès ki monte?' }] });
    const words = structuredClone(filled) as typeof english;
    markInEnglish(words, untranslated);
    expect([inEnglish(words.faq, 0), inEnglish(words.faq, 1)]).toEqual([false, true]);
    const [first = {}] = words.faq;
    expect([inEnglish(first, 'question'), inEnglish(first, 'answer')]).toEqual([false, true]);
    expect([inEnglish(words.counties, 'lee'), inEnglish(words.counties, 'collier')]).toEqual([false, true]);
    expect(inEnglish(words, 'heading')).toBe(false);
    expect(allInEnglish(words)).toBe(false);
  });

  it('marks a document of which the language has written nothing, as a language just added starts, as all English', () => {
    const { filled, untranslated } = fillFromEnglish(english, {});
    const words = structuredClone(filled) as typeof english;
    markInEnglish(words, untranslated);
    expect(words).toEqual(english);
    expect(allInEnglish(words)).toBe(true);
  });

  it('marks each entry inside a part filled whole, as a component asks about it', () => {
    const { filled, untranslated } = fillFromEnglish(english, { heading: 'Kesyon' });
    const words = structuredClone(filled) as typeof english;
    markInEnglish(words, untranslated);
    expect([inEnglish(words, 'counties'), inEnglish(words.counties, 'lee'), inEnglish(words.faq, 1)]).toEqual([true, true, true]);
    expect([inEnglish(words, 'heading'), allInEnglish(words)]).toEqual([false, false]);
  });
});
