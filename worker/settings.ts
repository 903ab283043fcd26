/**
 * The relay's settings: the Worker's variables (`vars` in wrangler.jsonc) and its one secret, the
 * EmailJS private key (`npx wrangler secret put EMAILJS_PRIVATE_KEY`). docs/configuration.md,
 * "The Worker's settings", lists them; a Worker missing any answers every message with 503 and logs which.
 */
import type { RelaySettings } from './relay';

/** The variables the relay reads, by name. */
export interface RelayVariables {
  GOOGLE_CLIENT_ID?: string;
  EMAILJS_PUBLIC_KEY?: string;
  EMAILJS_PRIVATE_KEY?: string;
  EMAILJS_SERVICE_ID?: string;
  EMAILJS_CONTACT_TEMPLATE_ID?: string;
  EMAILJS_CAREER_TEMPLATE_ID?: string;
  EMAILJS_RECEIPT_TEMPLATE_ID?: string;
  /** Optional: origins besides the Worker's own whose pages may post, separated by commas. */
  SITE_ORIGINS?: string;
  /** Optional: the EmailJS plan's sends a month (month.ts); EmailJS's free plan's unless given. */
  EMAILJS_MONTHLY_SENDS?: string;
  /** Optional, with the next: the template of the sign-in code's email (code-relay.ts). */
  EMAILJS_CODE_TEMPLATE_ID?: string;
  /** Optional, a secret like the private key: keys the codes' hashes and signs the relay's own sign-in; 32 characters or more. */
  EMAIL_CODE_SECRET?: string;
}

/** The shortest secret the code path takes: a shorter one leaves it off. */
const shortestCodeSecret = 32;

/** EmailJS's free plan: 200 emails a month. */
const freePlanSends = 200;

const required = [
  'GOOGLE_CLIENT_ID',
  'EMAILJS_PUBLIC_KEY',
  'EMAILJS_PRIVATE_KEY',
  'EMAILJS_SERVICE_ID',
  'EMAILJS_CONTACT_TEMPLATE_ID',
  'EMAILJS_CAREER_TEMPLATE_ID',
  'EMAILJS_RECEIPT_TEMPLATE_ID',
] as const satisfies readonly (keyof RelayVariables)[];

/** Every variable the relay reads, the optional ones last (docs/configuration.md lists them). */
export const relayVariableNames: readonly (keyof RelayVariables)[] = [
  ...required,
  'SITE_ORIGINS',
  'EMAILJS_MONTHLY_SENDS',
  'EMAILJS_CODE_TEMPLATE_ID',
  'EMAIL_CODE_SECRET',
];

/** The settings, or the names of those missing or unreadable (a month's sends that is not a whole number above 0). */
export function relaySettings(variables: RelayVariables): RelaySettings | { missing: string[] } {
  const value = (name: (typeof required)[number]) => (variables[name] ?? '').trim();
  const monthly = (variables.EMAILJS_MONTHLY_SENDS ?? '').trim();
  const monthlySends = monthly === '' ? freePlanSends : Number(monthly);
  const missing: string[] = required.filter((name) => value(name) === '');
  if (!Number.isInteger(monthlySends) || monthlySends < 1) missing.push('EMAILJS_MONTHLY_SENDS');
  if (missing.length > 0) return { missing };
  return {
    googleClientId: value('GOOGLE_CLIENT_ID'),
    emailjs: {
      publicKey: value('EMAILJS_PUBLIC_KEY'),
      privateKey: value('EMAILJS_PRIVATE_KEY'),
      serviceId: value('EMAILJS_SERVICE_ID'),
      templates: {
        contact: value('EMAILJS_CONTACT_TEMPLATE_ID'),
        career: value('EMAILJS_CAREER_TEMPLATE_ID'),
        receipt: value('EMAILJS_RECEIPT_TEMPLATE_ID'),
      },
    },
    monthlySends,
    codeSignIn: codeSignInOf(variables),
    siteOrigins: (variables.SITE_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
  };
}

/** Sign-in by code, on only when both its template and a long enough secret are set. */
function codeSignInOf(variables: RelayVariables): RelaySettings['codeSignIn'] {
  const templateId = (variables.EMAILJS_CODE_TEMPLATE_ID ?? '').trim();
  const secret = variables.EMAIL_CODE_SECRET ?? '';
  return templateId !== '' && secret.length >= shortestCodeSecret ? { templateId, secret } : null;
}
