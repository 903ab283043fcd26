/**
 * Less motion in a state the forms open (every page as it loads: every-page.spec.ts): the forms'
 * "sending" state, with its spinner, does not spin.
 */
import { expect, test } from '../support/fixtures.ts';
import { contactInput, contactSubmit, fillContact, formsWords, openContact, relayUrl, signIn } from '../support/contact.ts';
import { motion } from '../support/readings/motion.ts';

test.use({ reducedMotion: 'reduce' });

test('the forms’ sending state does not spin with reduced motion', async ({ page }) => {
  await openContact(page, 'en');
  await signIn(page);
  await fillContact(page, contactInput());
  // The provider holds its answer, so the form stays in its sending state while it is checked.
  await page.route(relayUrl, () => undefined);
  await contactSubmit(page).click();
  await expect(page.getByRole('button', { name: formsWords('en').contact.busy })).toHaveAttribute('aria-disabled', 'true');
  expect(await motion(page)).toEqual([]);
});
