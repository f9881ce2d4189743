// ESLint for the whole repository: typescript-eslint, React hooks, jsx-a11y and Docusaurus' own
// rules on the site's code; Node globals for plugins, scripts and tests. Formatting is Prettier's.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.cache/',
      '.docusaurus/',
      'node_modules/',
      'reports/',
      'screenshots/',
      'test-results/',
      'deploy/generated/',
      'static/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {globals: {...globals.node}},
  },
  {
    // Browser code (the site, the editor's start script).
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}', 'plugins/admin/client/*.js'],
    languageOptions: {globals: {...globals.browser}},
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {files: ['src/**/*.tsx', 'src/**/*.ts'], ...reactHooks.configs.flat.recommended},
  {
    plugins: {'@docusaurus': docusaurus},
    rules: {
      ...docusaurus.configs.recommended.rules,
      '@docusaurus/no-html-links': 'error',
      // @theme/Heading exists to give Markdown headings a "#" link; our page, section and dialog
      // headings must not get one, so they stay plain <h1>–<h4>.
      '@docusaurus/prefer-docusaurus-heading': 'off',
    },
  },
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    // Declaration files: `import()` types keep a file ambient (a top-level import would turn its
    // `declare module` blocks into augmentations), and a merged interface repeats the original's
    // type parameters whether it uses them or not.
    files: ['**/*.d.ts'],
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', {disallowTypeAnnotations: false}],
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
