/**
 * What counts as filled in, and what is sent. A field holding only spaces, line breaks, control
 * characters or invisible ones (zero-width spaces and joiners, soft hyphens, byte-order marks,
 * Hangul fillers, the blank Braille pattern) shows nothing to the reader, so it is empty; and
 * none of those is sent at either end of a value.
 */

/**
 * Characters that show nothing on their own: white space, Unicode control (Cc) and format (Cf)
 * characters, the Hangul fillers and the blank Braille pattern.
 */
const blank = String.raw`\s\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800`;

/**
 * Also the other default-ignorable code points, which a font draws as nothing. They are not
 * trimmed: variation selectors among them end emoji such as "❤️", and trimming would change it.
 */
const invisible = new RegExp(`[${blank}\\p{Default_Ignorable_Code_Point}]`, 'gu');

/** True when the value holds no character a reader can see. */
export function isBlank(value: string): boolean {
  return value.replace(invisible, '') === '';
}

const untrimmed = new RegExp(`^[${blank}]+|[${blank}]+$`, 'gu');

/** The value as it is sent: without white space or stray invisible characters at either end. */
export function sendable(value: string): string {
  return value.replace(untrimmed, '');
}
