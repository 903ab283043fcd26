/**
 * Where the contact and career forms sign visitors in and send their messages.
 *
 * The ids come from the build-time variables declared in `astro.config.ts` (`env.schema`). With
 * PUBLIC_FORMS_RELAY the forms send to the site's relay (worker/), which holds EmailJS's ids
 * itself; without it they send straight to EmailJS, whose ids a build then cannot do without: it
 * stops, naming each one missing (docs/configuration.md). The two outside addresses come from
 * the site mode (`#site-mode`): Google's and EmailJS's in production, the local stand-ins' in
 * local mode (`astro build --mode standin`, which `npm start` and `npm test` run).
 */
import {
  PUBLIC_EMAILJS_CAREER_TEMPLATE_ID,
  PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID,
  PUBLIC_EMAILJS_PUBLIC_KEY,
  PUBLIC_EMAILJS_SERVICE_ID,
  PUBLIC_GOOGLE_CLIENT_ID,
} from 'astro:env/client';
import { siteMode } from '#site-mode';
import type { FormKind } from '../../content/forms/tables';

export interface EmailjsConfig {
  publicKey: string;
  serviceId: string;
  /** Each form's EmailJS template. */
  templateIds: Record<FormKind, string>;
}

export interface FormsConfig {
  /** Google OAuth client id. */
  googleClientId: string;
  /** URL of the Google Identity Services script. */
  gsiScriptSrc: string;
}

export const formsConfig: FormsConfig = {
  googleClientId: PUBLIC_GOOGLE_CLIENT_ID,
  gsiScriptSrc: siteMode.gsiScriptSrc,
};

/** EmailJS's ids, for a build without the relay. Read when first sent, since a relay build has none. */
export function emailjsConfig(): EmailjsConfig {
  return {
    publicKey: PUBLIC_EMAILJS_PUBLIC_KEY ?? '',
    serviceId: PUBLIC_EMAILJS_SERVICE_ID ?? '',
    templateIds: { contact: PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID ?? '', career: PUBLIC_EMAILJS_CAREER_TEMPLATE_ID ?? '' },
  };
}
