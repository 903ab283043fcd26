/**
 * Sign-in by a code sent by email (requirement RELAY-CODE), for visitors without a Google account:
 * how long a code is good for, how many tries it takes, how soon a new one may be asked for, how
 * long the relay's own sign-in lasts, and how many codes the relay sends (worker/limits.ts counts
 * them over the last hour and day). The page reads them for its words; the relay enforces them.
 */

/** Minutes a code is good for, from when it is sent. */
export const codeMinutes = 10;

/** Tries a code takes before it is gone, a wrong one each. */
export const codeTries = 5;

/** Seconds before the page offers to send a new code. */
export const newCodeAfterSeconds = 60;

/** Minutes the relay's sign-in lasts once a code checks, as long as Google's. */
export const codeSignInMinutes = 60;

/** Digits in a code. */
export const codeDigits = 6;

/**
 * Codes sent: to one address (so no one can flood a mailbox), asked for from one network address
 * (so no one can spend the month from one place), and by the whole site.
 */
export const codeLimits = {
  address: { hour: 3, day: 6 },
  network: { hour: 10, day: 30 },
  site: { hour: 30, day: 100 },
} as const;

/**
 * Codes checked: for one address, and from one network address, whatever the ticket. A visitor
 * tries each of their codes at most `codeTries` times; these stop one guessing across many.
 */
export const codeCheckLimits = {
  address: { hour: 15, day: 40 },
  network: { hour: 30, day: 100 },
} as const;

/** The codes an address keeps at once, one for each browser that asked (a day's at most). */
export const codesKeptForAnAddress = codeLimits.address.day;

/** A code as typed, its digits only (spaces and dashes may be typed between them); null when it is not a code. */
export function codeOf(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${String(codeDigits)}}$`).test(digits) ? digits : null;
}
