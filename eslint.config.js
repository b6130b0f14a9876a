// One lint configuration for the whole repository (flat config): ESLint's recommended rules, typescript-eslint's
// recommended rules for TypeScript and eslint-plugin-astro's for .astro files. Style is Prettier's job (npm run format).
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.netlify/', '.astro/', 'bench/out/', '.tmp/', 'content/', 'public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Unused names starting with "_" are deliberate (a rest sibling left out, a parameter a signature requires).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests and benchmarks dig into JSON answers of the real server whose shape the assertions themselves check.
    files: ['tests/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
