import * as astroParser from 'astro-eslint-parser';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist/', '.astro/', '.wrangler/', 'node_modules/', 'test-results/', 'playwright-report/', 'screenshots/'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // tsconfig's noPropertyAccessFromIndexSignature asks for process.env['NAME']; the two must agree.
      '@typescript-eslint/dot-notation': 'off',
    },
  },
  // Plain JavaScript (this file): the same rules where they need no types.
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.strict, tseslint.configs.stylistic],
  },
  // Astro route entries and layouts: Astro's own rules, TypeScript in their frontmatter.
  ...astro.configs['flat/recommended'],
  {
    files: ['**/*.astro'],
    extends: [tseslint.configs.strict, tseslint.configs.stylistic],
    languageOptions: { parser: astroParser, parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.astro'] } },
    // dependency-cruiser reads no .astro file: the layers' rule for what ships, and the Worker apart, held here.
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(stand-ins|tests|scripts|server|worker)/',
              message: 'A route or a layout ships: it imports neither the tools nor the Worker (docs/architecture.md, "Layers").',
            },
          ],
        },
      ],
    },
  },
);
