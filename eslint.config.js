import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'fixtures/**', '**/test/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error'] }],
    },
  },
  { languageOptions: { globals: { ...globals.node } } },
  {
    files: ['**/bench/**', '**/scripts/**', '**/cli/**', 'scripts/**', '**/tour.mjs'],
    rules: { 'no-console': 'off' },
  },
);
