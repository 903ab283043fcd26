import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadFacts, loadWords } from '../../content/load';
import { SiteFooter } from './SiteFooter';

const facts = loadFacts();
const words = loadWords('site', 'en');

function footerWith(social: typeof facts.social): Document {
  return new JSDOM(renderToStaticMarkup(<SiteFooter facts={{ ...facts, social }} words={words} locale="en" buildYear={2026} />)).window
    .document;
}

describe('the footer’s social profiles', () => {
  it('names each under its heading, linked where it has an address', () => {
    const page = footerWith([{ name: 'Facebook', href: 'https://www.facebook.com/example' }, { name: 'Instagram' }]);
    const heading = [...page.querySelectorAll('h3')].find((element) => element.textContent === words.footer.socialHeading);
    expect(heading?.nextElementSibling?.textContent).toBe('FacebookInstagram');
    expect([...(heading?.nextElementSibling?.querySelectorAll('a') ?? [])].map((link) => link.textContent)).toEqual(['Facebook']);
  });

  it('has no heading over nothing once the owner has removed them all', () => {
    const page = footerWith([]);
    expect([...page.querySelectorAll('h3')].map((element) => element.textContent)).not.toContain(words.footer.socialHeading);
    expect(page.querySelector('ul:empty')).toBeNull();
  });
});
