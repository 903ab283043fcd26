import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { services } from './content.ts';

const { faq } = services;

test('the FAQ shows 4 of its 10 questions until Show More, and Show Less cuts it back', async ({ page }) => {
  await page.goto('/services');
  const questions = page.getByRole('region', { name: 'Frequently asked questions' }).getByRole('heading', { level: 3 });
  await expect(questions).toHaveText(faq.questions.slice(0, 4).map((entry) => entry.question));

  await page.getByRole('button', { name: 'Show More' }).click();
  await expect(questions).toHaveCount(10);
  await expect(questions).toHaveText(faq.questions.map((entry) => entry.question));
  await expect(page.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');

  await page.getByRole('button', { name: 'Show Less' }).click();
  await expect(questions).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Show More' })).toHaveAttribute('aria-expanded', 'false');
});

test('each question opens and closes its answer, by keyboard too', async ({ page }) => {
  await page.goto('/services');
  const [first, second] = faq.questions;
  if (first === undefined || second === undefined) throw new Error('the FAQ needs questions');
  const question = page.getByRole('button', { name: first.question });
  await expect(page.getByText(first.answer)).toBeHidden();

  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(first.answer)).toBeVisible();
  await expect(page.getByText(second.answer)).toBeHidden();

  await question.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(first.answer)).toBeHidden();

  const next = page.getByRole('button', { name: second.question });
  await next.focus();
  await next.press('Space');
  await expect(page.getByText(second.answer)).toBeVisible();
});

test('the FAQ with every question shown and an answer open has no axe violations', async ({ page }) => {
  await page.goto('/services');
  await page.getByRole('button', { name: 'Show More' }).click();
  const last = faq.questions.at(-1);
  if (last === undefined) throw new Error('the FAQ needs questions');
  await page.getByRole('button', { name: last.question }).click();
  await expect(page.getByText(last.answer)).toBeVisible();
  await expectNoAxeViolations(page);
});
