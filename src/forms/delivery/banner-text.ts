/**
 * The banner's words after a failed submission (requirement BANNER-ERROR): 'Error: ' followed by the
 * provider's response text, else the error's message, else 'Error desconocido'. (On success the
 * banner reads 'Mensaje enviado correctamente.', `success` in content.) The provider is EmailJS
 * (its `EmailJSResponseStatus` carries `text`) or the relay (through-relay.ts `RelayRefused`,
 * whose `text` is the relay's words); both are read by their `text`, so this file needs neither.
 */

export interface StatusMessages {
  /** 'Error:', followed by a space */
  errorPrefix: string;
  /** 'Error desconocido' */
  unknownError: string;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** What went wrong, in the provider's or the runtime's own words, if there are any. */
function errorDetail(error: unknown): string | undefined {
  // The SDK throws plain strings for its own checks (such as a missing public key): the string is the message.
  if (typeof error === 'string') return nonEmptyString(error);
  if (typeof error === 'object' && error !== null) {
    if ('text' in error && nonEmptyString(error.text) !== undefined) return nonEmptyString(error.text);
    if ('message' in error) return nonEmptyString(error.message);
  }
  return undefined;
}

export function errorBannerText(error: unknown, messages: StatusMessages): string {
  return `${messages.errorPrefix} ${errorDetail(error) ?? messages.unknownError}`;
}

/** What an answer says, for its banner. */
export interface Answered {
  /** The required words: 'Mensaje enviado correctamente.', or 'Error: ' and what went wrong. */
  message: string;
  /** The end of `message` that is the relay's own words, in the page's language: a refusal, or when a kept message reaches the office. */
  said?: string;
  /** What to do next, where no words of the relay say it: after EmailJS's failure, or no answer at all. */
  next?: 'failed' | 'noAnswer';
}

/** A message that went out with no answer in time: its reference and the relay's words, in sight until the visitor resets or sends again. */
export interface MayHaveGone {
  reference: string;
  said: string;
}
