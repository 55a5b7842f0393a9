// One linter for the whole repo; `npm run lint` fails on any warning.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import formatjs from 'eslint-plugin-formatjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/dist-ssr',
      'storybook-static',
      'tokens/build',
      '.data',
      'coverage',
      // A developer's scratch folder (git ignores it too).
      '.tmp-me',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...storybook.configs['flat/recommended'],
  {
    // Every text a person reads is a message of the catalogue (locales/, decision 0025): a
    // literal in JSX, or in a prop that is read out (labels, titles, placeholders, aria-*), fails.
    // Stories and tests may write their own. `npm run lint -- --rule` on a folder lists them.
    files: ['packages/{ui,patterns,app}/src/**/*.tsx'],
    ignores: [
      '**/*.stories.tsx',
      '**/*.test.tsx',
      '**/*.test-support.tsx',
      // Storybook's pages for designers (tokens, brands) and the stories' sample data.
      'packages/ui/src/foundations/**',
      'packages/patterns/src/samples/**',
    ],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [['*', '{label,placeholder,title,description,alt,heading,hint,*Label,*Text}']],
          },
        },
      ],
    },
  },
  {
    // Packages talk to each other only through their public index (CONVENTIONS 6), and imports
    // flow one way: app -> patterns -> ui -> tokens; app, server -> contract (docs/decisions/0010).
    files: ['packages/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/elements': [
        { type: 'contract', pattern: 'packages/contract/**' },
        { type: 'ui', pattern: 'packages/ui/**' },
        { type: 'patterns', pattern: 'packages/patterns/**' },
        { type: 'app', pattern: 'packages/app/**' },
        { type: 'server', pattern: 'packages/server/**' },
      ],
    },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lp/*/src/*', '@lp/*/src'],
              message: "Import another package's public index, not its internals.",
            },
          ],
        },
      ],
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          checkAllOrigins: true,
          policies: [
            ...layer('contract', ['@lp/ui', '@lp/patterns', '@lp/app', '@lp/server', 'react']),
            // ui may read the contract's pure rules, constants and texts, never its zod schemas.
            ...layer('ui', ['@lp/patterns', '@lp/app', '@lp/server']),
            {
              from: { element: { type: 'ui' } },
              disallow: {
                dependency: { kind: 'value' },
                to: { module: { source: '@lp/contract', internalPath: 'api/**' } },
              },
            },
            ...layer('patterns', ['@lp/app', '@lp/server']),
            ...layer('app', ['@lp/server']),
            ...layer('server', ['@lp/ui', '@lp/patterns', '@lp/app']),
          ],
        },
      ],
    },
  },
);

/**
 * The imports a package may not make: the packages above it in the flow, by name or by a
 * relative path into their folders.
 */
function layer(type, forbidden) {
  const folders = {
    '@lp/ui': 'ui',
    '@lp/patterns': 'patterns',
    '@lp/app': 'app',
    '@lp/server': 'server',
  };
  const elements = forbidden.map((name) => folders[name]).filter(Boolean);
  return [
    {
      from: { element: { type } },
      disallow: {
        to: {
          module: { source: forbidden.flatMap((name) => [name, `${name}/**`]) },
        },
      },
    },
    ...(elements.length
      ? [{ from: { element: { type } }, disallow: { to: { element: { type: elements } } } }]
      : []),
  ];
}
