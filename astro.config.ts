import react from '@astrojs/react';
import { defineConfig, envField } from 'astro/config';
import { localMode } from './stand-ins/local-mode.ts';

export default defineConfig({
  output: 'static',
  integrations: [react()],
  env: {
    // The forms' production configuration: public values baked into the client bundle at build time.
    // A build with any of them missing stops, naming each one (see README "Configuration for production").
    // `astro build --mode standin` (npm start, npm test) reads stand-in values from `.env.standin`.
    schema: {
      PUBLIC_GOOGLE_CLIENT_ID: envField.string({ context: 'client', access: 'public' }),
      PUBLIC_EMAILJS_PUBLIC_KEY: envField.string({ context: 'client', access: 'public' }),
      PUBLIC_EMAILJS_SERVICE_ID: envField.string({ context: 'client', access: 'public' }),
      PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: envField.string({ context: 'client', access: 'public' }),
      PUBLIC_EMAILJS_CAREER_TEMPLATE_ID: envField.string({ context: 'client', access: 'public' }),
    },
  },
  build: {
    // Every stylesheet is a file of its own, so a strict CSP never has to allow inline styles.
    inlineStylesheets: 'never',
  },
  vite: {
    plugins: [localMode()],
    // Nor inline scripts or data: URLs: every asset is a file the CSP can name by origin.
    build: { assetsInlineLimit: 0 },
  },
});
