/**
 * The relay's settings: the Worker's variables (`vars` in wrangler.jsonc) and its one secret, the
 * EmailJS private key (`npx wrangler secret put EMAILJS_PRIVATE_KEY`). README, Configuration,
 * lists them; a Worker missing any answers every message with 503 and logs which.
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
}

const required = [
  'GOOGLE_CLIENT_ID',
  'EMAILJS_PUBLIC_KEY',
  'EMAILJS_PRIVATE_KEY',
  'EMAILJS_SERVICE_ID',
  'EMAILJS_CONTACT_TEMPLATE_ID',
  'EMAILJS_CAREER_TEMPLATE_ID',
  'EMAILJS_RECEIPT_TEMPLATE_ID',
] as const satisfies readonly (keyof RelayVariables)[];

/** Every variable the relay reads, the optional one last (docs/configuration.md lists them). */
export const relayVariableNames: readonly (keyof RelayVariables)[] = [...required, 'SITE_ORIGINS'];

/** The settings, or the names of those missing. */
export function relaySettings(variables: RelayVariables): RelaySettings | { missing: string[] } {
  const value = (name: (typeof required)[number]) => (variables[name] ?? '').trim();
  const missing = required.filter((name) => value(name) === '');
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
    siteOrigins: (variables.SITE_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
  };
}
