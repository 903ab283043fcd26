/**
 * "Book this" followed: the contact page opens the ride details with the card's answers chosen;
 * they stand after sign-in and a reload, go over a saved draft without losing its other answers,
 * and can be changed like any answer. (That every card has its link, carrying its answers, is read
 * from dist/: tests/dist/forms.dist.test.ts.) Cards, names and answers are read from content.
 */
import type { Page } from '@playwright/test';
import { expect, takingTurns, test } from '../support/fixtures.ts';
import { contactChoice, contactField, formsWords, openContact, signIn } from '../support/contact.ts';
import { loadFacts, loadWords } from '../../src/content/load.ts';
import type { RideAnswers } from '../../src/content/forms/values.ts';
import { rideWordsPath } from '../../src/forms/words.ts';
import { locales } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/i18n/routes.ts';

const facts = loadFacts();

/** A card's link and the answers it must carry. */
interface Card {
  name: string;
  answers: RideAnswers;
}

for (const locale of locales) {
  const contactPath = localizedPath('contact', locale);
  const vehicles = loadWords('vehicles', locale);
  const vehicleCards: Card[] = facts.vehicles.map(({ id }) => ({ name: vehicles.vehicles[id]?.name ?? id, answers: { vehicle: id } }));

  /** The checked choice of each answer, on the contact form. */
  async function expectChosen(page: Page, answers: RideAnswers): Promise<void> {
    for (const [name, value] of Object.entries(answers))
      if (value !== undefined) await expect(contactChoice(page, name as 'trip', value)).toBeChecked();
  }

  test.describe(locale, () => {
    const oneLanguage = takingTurns(locale);

    oneLanguage.test(
      'a card’s link opens the ride details with its answers, which stand through sign-in and a reload',
      async ({ page }) => {
        const vehicle = vehicleCards[1];
        // The vehicles' names come with the ride details' words, after the form: held until it runs.
        const wordsCame = Promise.withResolvers<undefined>();
        await page.route(`**${rideWordsPath(locale)}`, async (route) => {
          await wordsCame.promise;
          await route.continue();
        });
        await page.goto(localizedPath('vehicles', locale));
        await page.getByRole('link', { name: `${vehicles.bookThis}: ${vehicle?.name ?? ''}` }).click();
        await openContact(page, locale, false);
        wordsCame.resolve(undefined);
        await expectChosen(page, vehicle?.answers ?? {});
        await page.reload();
        await openContact(page, locale, false);
        await signIn(page);
        await expectChosen(page, vehicle?.answers ?? {});
        await expect(contactField(page, 'subject')).toHaveValue('cotizacion');
        // Kept by the draft now, not the address: a reload and a sign-in give them back.
        await expect(page).toHaveURL(new RegExp(`${contactPath}$`));
        await page.reload();
        await openContact(page, locale, false);
        await signIn(page);
        await expectChosen(page, vehicle?.answers ?? {});
      },
    );

    oneLanguage.test('a card’s answers go over a saved draft, which keeps its other answers, and can be changed', async ({ page }) => {
      const words = formsWords(locale);
      await openContact(page, locale);
      await signIn(page);
      await contactField(page, 'subject').selectOption('reclamo');
      await page.getByRole('button', { name: words.rideDetails.offer }).click();
      await contactChoice(page, 'mobility', 'walks').check();
      await contactField(page, 'message').fill('Please call after 5 pm.');
      // A vehicle's card, then another vehicle chosen: the owner cannot take vehicles away, as they
      // can trip modes, down to one that books no answer a visitor could change.
      const [other, card] = [vehicleCards[0], vehicleCards.at(-1)];
      await page.goto(localizedPath('vehicles', locale));
      await page.getByRole('link', { name: `${vehicles.bookThis}: ${card?.name ?? ''}` }).click();
      await openContact(page, locale, false);
      await signIn(page);
      await expectChosen(page, { ...card?.answers, mobility: 'walks' });
      await expect(contactField(page, 'subject')).toHaveValue('reclamo');
      await expect(contactField(page, 'message')).toHaveValue('Please call after 5 pm.');
      await contactChoice(page, 'vehicle', other?.answers.vehicle ?? '').check();
      await page.reload();
      await openContact(page, locale, false);
      await signIn(page);
      await expectChosen(page, other?.answers ?? {});
    });
  });
}
