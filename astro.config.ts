import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'static',
  integrations: [react()],
  build: {
    // Every stylesheet is a file of its own, so a strict CSP never has to allow inline styles.
    inlineStylesheets: 'never',
  },
  vite: {
    // Nor inline scripts or data: URLs: every asset is a file the CSP can name by origin.
    build: { assetsInlineLimit: 0 },
  },
});
