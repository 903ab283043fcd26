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
