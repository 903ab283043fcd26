/**
 * The outside services the site talks to, at the addresses Google and EmailJS give for a
 * Content-Security-Policy: the forms use them (src/site-mode.ts) and astro.config.ts allows
 * exactly them. Separate constants, so the browser's bundle carries only those the forms call.
 */

/** Google Identity Services' script. */
export const gsiScript = 'https://accounts.google.com/gsi/client';

/** Its stylesheet. */
export const gsiStyle = 'https://accounts.google.com/gsi/style';

/** Its button frames and the requests it makes. */
export const gsiFramesAndRequests = 'https://accounts.google.com/gsi/';

/** EmailJS's API. */
export const emailjsApi = 'https://api.emailjs.com';
