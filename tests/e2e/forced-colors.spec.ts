/**
 * Forced colours in a state a page opens (every page as it loads: every-page.spec.ts): "Which ride
 * fits?" answered, its "Book this ride" keeping its edge.
 */
import { expect, test } from '../support/fixtures.ts';
import { inForcedColours } from '../support/readings/forced-colours.ts';
import { loadWords } from '../../src/content/load.ts';
import { locales } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/i18n/routes.ts';

test('"Which ride fits?" answered, in forced colours: "Book this ride" keeps its edge', async ({ page }) => {
  const words = loadWords('rideHelper', locales[0]);
  await page.goto(localizedPath('vehicles', locales[0]));
  const helper = page.getByRole('region', { name: words.heading });
  for (const group of await helper.getByRole('group').all()) await group.getByRole('radio').first().check();
  await expect(helper.getByRole('link', { name: words.suggestion.book })).toBeVisible();
  expect(await inForcedColours(page, { focus: false })).toEqual([]);
});
