/**
 * Where the contact and career forms sign visitors in and send their messages.
 *
 * The ids come from the build-time variables declared in `astro.config.ts` (`env.schema`); a
 * production build without them stops (README, Configuration). The two
 * addresses come from the site mode (`#site-mode`): Google's and EmailJS's in production, the
 * local stand-ins' in local mode (`astro build --mode standin`, which `npm start` and `npm test` run).
 */
import {
  PUBLIC_EMAILJS_CAREER_TEMPLATE_ID,
  PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID,
  PUBLIC_EMAILJS_PUBLIC_KEY,
  PUBLIC_EMAILJS_SERVICE_ID,
  PUBLIC_GOOGLE_CLIENT_ID,
} from 'astro:env/client';
import { siteMode } from '#site-mode';
import type { FormKind } from '../fields/tables';

export interface FormsConfig {
  /** Google OAuth client id. */
  googleClientId: string;
  /** URL of the Google Identity Services script. */
  gsiScriptSrc: string;
  emailjs: {
    /** Where EmailJS's API answers. */
    origin: string;
    publicKey: string;
    serviceId: string;
    /** Each form's EmailJS template. */
    templateIds: Record<FormKind, string>;
  };
}

export const formsConfig: FormsConfig = {
  googleClientId: PUBLIC_GOOGLE_CLIENT_ID,
  gsiScriptSrc: siteMode.gsiScriptSrc,
  emailjs: {
    origin: siteMode.emailjsOrigin(),
    publicKey: PUBLIC_EMAILJS_PUBLIC_KEY,
    serviceId: PUBLIC_EMAILJS_SERVICE_ID,
    templateIds: { contact: PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID, career: PUBLIC_EMAILJS_CAREER_TEMPLATE_ID },
  },
};
