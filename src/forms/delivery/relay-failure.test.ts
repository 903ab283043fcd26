/**
 * What the banner says of a failure in a build through the relay (delivery.ts `failureAnswer`):
 * the relay's own words, which say what to do, once; and where no word of the relay's came, what
 * to do when no answer came, never that the message was not sent.
 */
import { describe, expect, it, vi } from 'vitest';
import { loadFacts } from '../../content/load';
import { RelayRefused } from './through-relay';

vi.mock('astro:env/client', () => ({ PUBLIC_FORMS_RELAY: '/api/send', PUBLIC_GOOGLE_CLIENT_ID: 'client' }));
vi.mock('#site-mode', () => ({ siteMode: { gsiScriptSrc: '/gsi.js' }, emailjsOrigin: () => 'http://localhost:4321' }));

const { failureAnswer } = await import('./delivery');
const { formMessages } = loadFacts();

describe('a failure through the relay', () => {
  it('is the relay’s words after "Error: ", marked as its own, with no other next step', () => {
    const words = 'Podrá enviar este dentro de 38 minutos. Lo que escribió se conserva.';
    expect(failureAnswer(new RelayRefused(429, words), formMessages)).toEqual({
      message: `${formMessages.errorPrefix} ${words}`,
      said: words,
    });
  });

  it('keeps a message that may have gone in sight, with its reference', () => {
    const words = 'Your message MR-7KQ4PX may have been sent. Please call us before you send it again.';
    expect(failureAnswer(new RelayRefused(504, words, 'MR-7KQ4PX'), formMessages)).toEqual({
      message: `${formMessages.errorPrefix} ${words}`,
      said: words,
      mayHaveGone: { reference: 'MR-7KQ4PX', said: words },
    });
  });

  it('with no answer at all, says to send it again, which is safe, or call', () => {
    expect(failureAnswer(new TypeError('Failed to fetch'), formMessages)).toEqual({
      message: `${formMessages.errorPrefix} Failed to fetch`,
      next: 'noAnswer',
    });
  });
});
