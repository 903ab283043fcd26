/**
 * Where the contact and career forms sign visitors in and send their messages.
 *
 * The ids come from the build-time variables declared in `astro.config.ts` (`env.schema`); a
 * production build without them stops (README "Configuration for production"). In local mode
 * (`astro build --mode standin`, which `npm start` and `npm test` run) the values come from
 * `.env.standin` and both services are the local stand-ins in `stand-ins/`, served by
 * `node server/serve.ts --stand-ins` on this site's own origin.
 *
 * Vite replaces `import.meta.env.MODE` with a string literal at build time, so in a production
 * build every local-mode branch below is dead code and leaves nothing in `dist/`.
 */
import {
  PUBLIC_EMAILJS_CAREER_TEMPLATE_ID,
  PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID,
  PUBLIC_EMAILJS_PUBLIC_KEY,
  PUBLIC_EMAILJS_SERVICE_ID,
  PUBLIC_GOOGLE_CLIENT_ID,
} from 'astro:env/client';

export interface FormsConfig {
  /** Google OAuth client id. */
  googleClientId: string;
  /** URL of the Google Identity Services script: 'https://accounts.google.com/gsi/client' in production, the local stand-in's in local mode. */
  gsiScriptSrc: string;
  emailjs: {
    /** 'https://api.emailjs.com' in production; this site's own origin in local mode. */
    origin: string;
    publicKey: string;
    serviceId: string;
    contactTemplateId: string;
    careerTemplateId: string;
  };
  /** True in local mode. */
  standIns: boolean;
}

/** True in a local-mode build (`astro build --mode standin`); a constant `false` in production. */
export const localMode = import.meta.env.MODE === 'standin';

/**
 * This page's origin, in local mode: the local server may run on any host and port. The module is
 * evaluated anew in the browser; while Astro renders the pages at build time there is no page and
 * the value is '' (nothing sends anything then).
 */
function siteOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

export const formsConfig: FormsConfig = {
  googleClientId: PUBLIC_GOOGLE_CLIENT_ID,
  gsiScriptSrc: localMode ? '/__stand-ins/gsi/client.js' : 'https://accounts.google.com/gsi/client',
  emailjs: {
    origin: localMode ? siteOrigin() : 'https://api.emailjs.com',
    publicKey: PUBLIC_EMAILJS_PUBLIC_KEY,
    serviceId: PUBLIC_EMAILJS_SERVICE_ID,
    contactTemplateId: PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID,
    careerTemplateId: PUBLIC_EMAILJS_CAREER_TEMPLATE_ID,
  },
  standIns: localMode,
};
