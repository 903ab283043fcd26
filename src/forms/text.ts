/**
 * What counts as filled in, and what is sent. A field holding only spaces, line breaks, control
 * characters or invisible ones (zero-width spaces and joiners, soft hyphens, byte-order marks,
 * Hangul fillers, the blank Braille pattern) shows nothing to the reader, so it is empty.
 */

/**
 * Unicode control (Cc) and format (Cf) characters, every other default-ignorable code point
 * (characters a font draws as nothing, such as U+3164 HANGUL FILLER), the blank Braille pattern,
 * and white space.
 */
const invisible = /[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** True when the value holds no character a reader can see. */
export function isBlank(value: string): boolean {
  return value.replace(invisible, '') === '';
}

/** White space, control and format characters at either end: never meant, and never sent. */
const untrimmed = /^[\s\p{Cc}\p{Cf}]+|[\s\p{Cc}\p{Cf}]+$/gu;

/** The value as it is sent: without white space or stray invisible characters at either end. */
export function sendable(value: string): string {
  return value.replace(untrimmed, '');
}
