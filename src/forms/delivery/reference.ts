/**
 * A request's reference (requirement SEND-REFERENCE): short enough to read over the phone, such as
 * "MR-7KQ4PX", made by the relay for every message it sends (by the page when the site sends
 * straight to EmailJS). The company finds the message by it; the visitor keeps it on the page, on
 * paper and in the receipt.
 */

/** What every reference starts with: the company's messages, "Medical Rides". */
const referencePrefix = 'MR';

/**
 * The characters a reference is made of: digits and capital letters with no look-alike among
 * them. Left out: 0 and O, 1 and I and L, 2 and Z, 5 and S, 8 and B, and U (heard as "you").
 */
export const referenceAlphabet = '34679ACDEFGHJKMNPQRTVWXY';

/** How many characters follow the prefix: 24⁶, some 190 million references. */
const referenceLength = 6;

/** Shaped like a reference, for tests and for the page reading one back. */
export const referencePattern = new RegExp(`^${referencePrefix}-[${referenceAlphabet}]{${referenceLength}}$`);

/** A new reference, from the platform's random numbers (Web Crypto, in the browser and in the Worker alike). */
export function newReference(): string {
  const picks = crypto.getRandomValues(new Uint32Array(referenceLength));
  // 2³² is not a multiple of 24: the first characters come up a little more often (by about 1 in 180 million), which no one reading a reference can notice.
  const characters = Array.from(picks, (pick) => referenceAlphabet[pick % referenceAlphabet.length] ?? '');
  return `${referencePrefix}-${characters.join('')}`;
}
