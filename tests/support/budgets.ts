/**
 * The weight budgets every page is held to (docs/performance.md, Budgets): on the production build
 * without the relay (tests/production/weight.spec.ts) and, for the contact page's script, on one
 * with it (tests/build/production.build.test.ts).
 */

/**
 * Bytes, gzipped (HTML and CSS brotli). JavaScript counts the files a page loads; what is written
 * into the HTML (the page script, the islands' loader) travels in it and counts there.
 */
export const budgets = {
  /** Any page but the contact pages, read and scrolled to the end, touching nothing. */
  untouchedJs: 1024,
  /** An island that waits for a touch (the ZIP checker with its data, "Which ride fits?"), once touched, on top of React's runtime. */
  touchedJs: 8 * 1024,
  /** Everything the contact pages can load (both forms, sign-in, the ride details), on top of React's runtime. */
  contactJs: 15 * 1024,
  /** React and its client renderer as the build ships them: today's 67.6 KB, held. */
  runtimeJs: 70 * 1024,
  /**
   * HTML and CSS of any page, as sent (brotli): what the first round trip of a new connection
   * carries (10 packets).
   */
  htmlAndCss: 14 * 1024,
};
