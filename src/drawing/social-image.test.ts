import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadFacts, loadWords } from '../content/load';
import { locales } from '../i18n/locales';
import { socialImagePng, socialImageSize } from './social-image';

const { company } = loadFacts();

async function drawn(headline: string, callLabel: string) {
  return sharp(await socialImagePng({ company: company.name, headline, callLabel, phone: company.phone.display })).metadata();
}

describe('the social card', () => {
  it.each(locales)('is drawn for %s with its home page headline, at the size the tags promise', async (locale) => {
    const { hero } = loadWords('home', locale);
    const { width, height, format } = await drawn(hero.title, hero.callLabel);
    expect({ width, height, format }).toEqual({ ...socialImageSize, format: 'png' });
  });

  // opentype.js wrote NaN into the outline of words whose points fell a hair from a whole pixel:
  // this headline (the first Kreyòl one) stopped the build.
  it('draws words whose outline falls a hair from a whole pixel', async () => {
    await expect(drawn('Vwayaj an sekirite, avèk swen, pou chak randevou medikal', 'Rele gratis')).resolves.toMatchObject({
      format: 'png',
    });
  });
});
