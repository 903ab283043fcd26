/**
 * The relay's settings: the Worker's variables (`vars` in wrangler.jsonc) and its secrets, the
 * EmailJS private key (`npx wrangler secret put EMAILJS_PRIVATE_KEY`) and the code path's. Where the
 * Worker has Cloudflare's email for the office (its `OFFICE_EMAIL` binding), the office's copies go
 * by it, from `OFFICE_EMAIL_FROM` to `OFFICE_EMAIL_TO`. docs/configuration.md, "The Worker's
 * settings", lists them; a Worker missing any answers every message with 503 and logs which.
 */
import type { RelaySettings } from './relay';
import { strongSecret } from './sign-in-code';

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
  /**
   * Optional, a secret like the private key: keys the codes', addresses' and networks' hashes and
   * signs the relay's own sign-in; 256 random bits at least (`openssl rand -base64 32`).
   */
  EMAIL_CODE_SECRET?: string;
  /** With the `OFFICE_EMAIL` binding: the address the office's copies come from, on the site's own domain. */
  OFFICE_EMAIL_FROM?: string;
  /** With the `OFFICE_EMAIL` binding: the office's verified address, the binding's `destination_address`. */
  OFFICE_EMAIL_TO?: string;
}

/** EmailJS's free plan: 200 emails a month. */
const freePlanSends = 200;

const required = [
  'GOOGLE_CLIENT_ID',
  'EMAILJS_PUBLIC_KEY',
  'EMAILJS_PRIVATE_KEY',
  'EMAILJS_SERVICE_ID',
  'EMAILJS_RECEIPT_TEMPLATE_ID',
] as const satisfies readonly (keyof RelayVariables)[];

/** The forms' own templates, for the office's copies: required only where EmailJS carries those (no `OFFICE_EMAIL` binding). */
const formTemplates = ['EMAILJS_CONTACT_TEMPLATE_ID', 'EMAILJS_CAREER_TEMPLATE_ID'] as const satisfies readonly (keyof RelayVariables)[];

/** Every variable the relay reads, the optional ones last (docs/configuration.md lists them). */
export const relayVariableNames: readonly (keyof RelayVariables)[] = [
  ...required,
  ...formTemplates,
  'SITE_ORIGINS',
  'EMAILJS_MONTHLY_SENDS',
  'EMAILJS_CODE_TEMPLATE_ID',
  'EMAIL_CODE_SECRET',
  'OFFICE_EMAIL_FROM',
  'OFFICE_EMAIL_TO',
];

/** The two addresses of Cloudflare's email for the office, each required once the binding is there. */
const officeAddresses = ['OFFICE_EMAIL_FROM', 'OFFICE_EMAIL_TO'] as const satisfies readonly (keyof RelayVariables)[];

/**
 * The settings, or the names of those missing or unreadable (a month's sends that is not a whole
 * number above 0, the `OFFICE_EMAIL` binding without both its addresses, no binding and no forms' templates).
 * `officeBound`: the Worker has the `OFFICE_EMAIL` binding.
 */
export function relaySettings(variables: RelayVariables, officeBound: boolean): RelaySettings | { missing: string[] } {
  const value = (name: (typeof required | typeof formTemplates | typeof officeAddresses)[number]) => (variables[name] ?? '').trim();
  const monthly = (variables.EMAILJS_MONTHLY_SENDS ?? '').trim();
  const monthlySends = monthly === '' ? freePlanSends : Number(monthly);
  const missing: string[] = required.filter((name) => value(name) === '');
  if (!Number.isInteger(monthlySends) || monthlySends < 1) missing.push('EMAILJS_MONTHLY_SENDS');
  // Without the binding the addresses say nothing: EmailJS carries the office's copies, with the forms' templates.
  missing.push(...(officeBound ? officeAddresses : formTemplates).filter((name) => value(name) === ''));
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
    office: officeBound ? { from: value('OFFICE_EMAIL_FROM'), to: value('OFFICE_EMAIL_TO') } : null,
    ...codeSignInOf(variables),
    siteOrigins: (variables.SITE_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
  };
}

/**
 * Sign-in by code: on once its template and its secret are set; refused, and said so, when the
 * secret is not 256 random bits (a made-up phrase can be guessed offline from any visitor's
 * credential, and then anyone signed in as anyone).
 */
function codeSignInOf(variables: RelayVariables): Pick<RelaySettings, 'codeSignIn' | 'codeSecretTooWeak'> {
  const templateId = (variables.EMAILJS_CODE_TEMPLATE_ID ?? '').trim();
  const secret = (variables.EMAIL_CODE_SECRET ?? '').trim();
  if (templateId === '' || secret === '') return { codeSignIn: null, codeSecretTooWeak: false };
  return strongSecret(secret)
    ? { codeSignIn: { templateId, secret }, codeSecretTooWeak: false }
    : { codeSignIn: null, codeSecretTooWeak: true };
}
