/**
 * The weight budgets every page is held to (docs/performance.md, Budgets): on the production build
 * without the relay (tests/production/weight.spec.ts) and, for the contact page's script and its
 * worker, on one with it (tests/build/production.build.test.ts).
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
  /**
   * Everything the contact pages can load (both forms, sign-in, the ride details and their dates),
   * on top of React's runtime, in the build straight to EmailJS and in the one through the relay.
   */
  contactJs: 18 * 1024,
  /** A worker the contact pages start only when asked (the calendar file's, on "Add to my calendar"), apart from their script. */
  workerJs: 4 * 1024,
  /** React and its client renderer as the build ships them, held where they are. */
  runtimeJs: 70 * 1024,
  /**
   * HTML and CSS of any page, as sent (brotli): what the first round trip of a new connection
   * carries (10 packets).
   */
  htmlAndCss: 14 * 1024,
  /**
   * A page's whole response, status line and headers included: what a new connection's first
   * round trip carries, ten packets of 1,460 bytes (RFC 6928's initial window), as Lighthouse's
   * simulated phone counts it. A page a few bytes longer waits a whole round trip more for its end.
   */
  firstRoundTrip: 10 * 1460,
  /** How far a Spanish or Kreyòl page's weight (HTML, CSS and JavaScript) may stray from its English twin's, as a share. */
  twinDifference: 0.1,
};

const kilobytes = (bytes: number) => `${String(bytes / 1024)} KB`;

/** The budgets in words, as docs/performance.md lists them (`npm run weight` writes the table). */
export const budgetRows: readonly [what: string, budget: string][] = [
  ['JavaScript files of every page but the contact pages, read and scrolled', kilobytes(budgets.untouchedJs)],
  ['A page once its touch island is touched (ZIP checker, ride helper)', `React's runtime + ${kilobytes(budgets.touchedJs)}`],
  ['Everything the contact pages can load, in both builds', `React's runtime + ${kilobytes(budgets.contactJs)}`],
  ['The calendar file\'s worker, started on "Add to my calendar"', kilobytes(budgets.workerJs)],
  ["React's runtime itself", kilobytes(budgets.runtimeJs)],
  ["A page's HTML and CSS as sent (brotli)", `${kilobytes(budgets.htmlAndCss)} (${budgets.htmlAndCss.toLocaleString('en-US')} B)`],
  ["A page's whole response, status line and headers included", `${budgets.firstRoundTrip.toLocaleString('en-US')} B`],
  ['A Spanish or Kreyòl page against its English twin', `within ${String(budgets.twinDifference * 100)} %`],
];
