/**
 * The owner's editor at /admin, on the local-mode build: Sveltia CMS signs in to the local stand-in
 * of GitHub's API (stand-ins/github.ts), loads the real content, and saves through GitHub's own
 * GraphQL mutation; the stand-in writes what it commits under EDITOR_SAVES_TO (playwright.config.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { z } from 'astro/zod';
import { expect, test } from '../support/fixtures.ts';
import { editorPaths } from '../../src/admin/editor-paths.ts';
import { facts, wordDocumentNames, wordDocuments, wordsPath } from '../../src/content/documents.ts';
import { fillFromEnglish, pathText } from '../../src/content/fallback.ts';
import { checkWords, loadFacts, readRaw } from '../../src/content/load.ts';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import { editorSavesTo } from '../support/editor-saves.ts';

interface FaqWords {
  faq: { questions: { question: string; answer: string }[] };
}
interface FactsFile {
  company: { phone: { display: string; tel: string } };
}

/** What the stand-in wrote for a file of the repository, or undefined if nothing was saved to it. */
function saved(path: string): unknown {
  try {
    return JSON.parse(readFileSync(join(editorSavesTo, path), 'utf8'));
  } catch {
    return undefined;
  }
}

// The editor is a whole application of its own (Sveltia CMS) that loads every content file before
// it draws a field: beside another worker on a small machine, one journey through it can take
// longer than the suite's time for a page of the site.
test.describe.configure({ timeout: 90_000 });

async function signIn(page: Page): Promise<void> {
  await page.goto(editorPaths.page);
  await page.getByRole('button', { name: 'Sign In Using Access Token' }).click();
  await page.getByRole('textbox', { name: 'Personal Access Token' }).fill('a-token-the-stand-in-accepts');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The field group Sveltia draws for a field: "“Phone” Field" (its label inside invisible isolates). */
function field(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('group', { name: new RegExp(`^“\\u2068?${label}\\u2069?” Field$`) });
}

/**
 * A field inside fields, by their labels from the outside in. The editor draws a field's insides
 * only once it is on screen, so each is scrolled to before looking inside it.
 */
async function nestedField(scope: Page | Locator, labels: readonly string[]): Promise<Locator> {
  let found: Page | Locator = scope;
  for (const label of labels) {
    found = field(found, label).first();
    await found.scrollIntoViewIfNeeded();
  }
  return found as Locator;
}

/**
 * The text box labelled `label` that holds `value`, in the first items of the list `scope`: the
 * editor draws only the items in view, so the list's start is brought into view, and which box is
 * drawn first says nothing about which item it belongs to.
 */
async function textboxHolding(scope: Locator, label: string, value: string): Promise<Locator> {
  const boxes = scope.getByRole('textbox', { name: label, exact: true });
  let holding: Locator | undefined;
  await expect
    .poll(async () => {
      await scope.evaluate((list) => {
        list.scrollIntoView({ block: 'start' });
      });
      for (const box of await boxes.all()) if ((await box.inputValue()) === value) holding = box;
      return holding !== undefined;
    }, `a "${label}" box holding "${value}"`)
    .toBe(true);
  return holding ?? boxes.first();
}

/** A language as the editor (in English) names it: "Spanish". */
const languageName = (locale: Locale): string => new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale;

/** The editing pane of one language of a page's words. */
function languagePane(page: Page, locale: Locale): Locator {
  return page.getByRole('group', { name: new RegExp(`Edit \\u2068?${languageName(locale)}.* Content`) });
}

/** Shows a language's pane beside the first language's (the default one is always on the left). */
async function showLanguage(page: Page, locale: Locale): Promise<void> {
  if (locale !== locales[0])
    await page
      .getByRole('radio', { name: languageName(locale) })
      .last()
      .click();
}

test('the owner opens the editor: every content file is there, with what it says today', async ({ page }) => {
  await signIn(page);
  await page.getByRole('row', { name: facts.label }).click();
  await expect(field(page, 'Display').getByRole('textbox')).toHaveValue((readRaw('facts') as FactsFile).company.phone.display);

  await page.goto(`${editorPaths.page}#/collections/pages`);
  for (const name of wordDocumentNames) await expect(page.getByRole('row', { name: wordDocuments[name].label, exact: true })).toBeVisible();
  await page.getByRole('row', { name: wordDocuments.services.label, exact: true }).click();
  for (const locale of locales) {
    await showLanguage(page, locale);
    await expect(field(languagePane(page, locale), 'Heading').first().getByRole('textbox')).toHaveValue(
      (readRaw('services', locale) as { heading: string }).heading,
    );
  }
});

test('the owner changes the phone, rewords an answer and adds a question in English and Spanish, leaves Kreyòl, and saves just that', async ({
  page,
}) => {
  const factsBefore = readRaw('facts') as FactsFile;
  const phone = { display: '1-800-555-0142', tel: '+18005550142' };
  const wordsBefore = Object.fromEntries(locales.map((locale) => [locale, readRaw('services', locale) as FaqWords])) as Record<
    Locale,
    FaqWords
  >;
  // The owner writes English and Spanish; nobody at the company writes Kreyòl.
  const written = ['en', 'es'] as const satisfies readonly Locale[];
  const addition: Record<(typeof written)[number], string> = {
    en: 'Ask us about a ride home as well.',
    es: 'Pregunte también por el viaje de regreso.',
  };
  const added: Record<(typeof written)[number], { question: string; answer: string }> = {
    en: { question: 'Do you drive to the airport?', answer: 'Yes, when the trip is for medical care.' },
    es: { question: '¿Van al aeropuerto?', answer: 'Sí, cuando el viaje es por atención médica.' },
  };

  await signIn(page);
  await page.getByRole('row', { name: facts.label }).click();
  await field(page, 'Display').getByRole('textbox').fill(phone.display);
  await field(page, 'Tel').getByRole('textbox').fill(phone.tel);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Entry saved.' })).toBeVisible();
  await expect.poll(() => saved(facts.path)).toEqual({ ...factsBefore, company: { ...factsBefore.company, phone } });

  // The page's words: after a save the editor either stays on the entry or goes back to its list,
  // and goes there after an address given meanwhile (it then showed the facts' list, not the
  // words; once, under load, the facts again after the words' pane had shown), so the page is
  // loaded anew at the words' address, which ends what the save left pending, until their
  // fields are what shows.
  await expect(async () => {
    await page.goto(`${editorPaths.page}#/collections/pages/entries/services`);
    await page.reload();
    await expect(field(languagePane(page, locales[0]), 'Faq').first()).toBeAttached({ timeout: 10_000 });
  }).toPass();
  for (const locale of written) {
    await showLanguage(page, locale);
    const questions = await nestedField(languagePane(page, locale), ['Faq', 'Questions']);
    // A question added in one language is added to that language's list only, at its end, open and in view.
    await questions.getByRole('button', { name: /Add/ }).click();
    const newQuestion = questions.getByRole('textbox', { name: 'Question', exact: true }).last();
    await expect(newQuestion).toHaveValue('');
    await newQuestion.fill(added[locale].question);
    await questions.getByRole('textbox', { name: 'Answer', exact: true }).last().fill(added[locale].answer);
    // The languages share which items are open: the second finds them open already.
    const expandAll = questions.getByRole('button', { name: 'Expand All' });
    if (await expandAll.isEnabled()) await expandAll.click();
    const firstAnswer = wordsBefore[locale].faq.questions[0]?.answer ?? '';
    await (await textboxHolding(questions, 'Answer', firstAnswer)).fill(`${firstAnswer} ${addition[locale]}`);
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The first save's "Entry saved." may still show (the entry opened in the same page), so the
  // files themselves are what is waited for.
  for (const locale of written) {
    const before = wordsBefore[locale];
    const [first, ...rest] = before.faq.questions;
    await expect
      .poll(() => saved(wordsPath('services', locale)), locale)
      .toEqual({
        ...before,
        faq: { ...before.faq, questions: [{ ...first, answer: `${first?.answer ?? ''} ${addition[locale]}` }, ...rest, added[locale]] },
      });
  }
  // Kreyòl, required in no field, is saved as it was; the build takes it, and shows the new question there in English.
  expect(saved(wordsPath('services', 'ht')) ?? wordsBefore.ht).toEqual(wordsBefore.ht);
  const { filled, untranslated } = fillFromEnglish(saved(wordsPath('services', 'en')), wordsBefore.ht);
  expect(checkWords('services', 'ht', filled, loadFacts()).faq.questions.at(-1)).toEqual(added.en);
  // Among what Kreyòl lacks (the content may lack more already: npm run test:edits runs this on an edited copy).
  expect(untranslated.map(({ path }) => pathText(path))).toContain(`faq.questions.${wordsBefore.en.faq.questions.length}`);
});

test('the editor refuses a phone the build would refuse, in the schema’s words, and saves nothing', async ({ page }) => {
  const tel = facts.schema.shape.company.shape.phone.shape.tel;
  const wrong = '239 555 0100';
  const words = z.safeParse(tel, wrong).error?.issues[0]?.message ?? '';
  expect(words).not.toBe('');

  await signIn(page);
  await page.getByRole('row', { name: facts.label }).click();
  await field(page, 'Tel').getByRole('textbox').fill(wrong);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(field(page, 'Tel').getByText(words)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Entry saved.' })).toHaveCount(0);
  expect((saved(facts.path) as FactsFile | undefined)?.company.phone.tel).not.toBe(wrong);
});
