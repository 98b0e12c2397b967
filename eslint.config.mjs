// Flat config. Module boundaries: a service may import only contracts and platform libraries;
// domain code imports no framework, database or network client.
import { createRequire } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

const { SERVICE_NAMES } = createRequire(import.meta.url)('./tools/service-names.cjs');
const services = [...SERVICE_NAMES, 'gateway'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      '**/.nx/**',
      '**/coverage/**',
      'tmp/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
      '**/routeTree.gen.ts',
      '**/vite.config.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
            {
              sourceTag: 'type:platform',
              onlyDependOnLibsWithTags: ['type:platform', 'type:contracts'],
            },
            {
              sourceTag: 'type:service',
              onlyDependOnLibsWithTags: ['type:platform', 'type:contracts', 'type:content'],
            },
            // Syllabus, bank and generators: data and pure code, owned by one service's scope.
            { sourceTag: 'type:content', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:contracts'] },
            // Composition roots wire services together; their scope rules below narrow them.
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['*'] },
            {
              sourceTag: 'scope:e2e',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:platform'],
            },
            ...services.map((s) => ({
              sourceTag: `scope:${s}`,
              onlyDependOnLibsWithTags: [`scope:${s}`, 'scope:shared'],
            })),
          ],
        },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      eqeqeq: ['error', 'always'],
      curly: ['error', 'all'],
    },
  },
  {
    files: ['libs/*/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@nestjs/*',
                'fastify',
                'pg',
                'ioredis',
                'kafkajs',
                '@electric-sql/*',
                'node:*',
                'openai',
                'razorpay',
              ],
              message: 'Domain code is pure: no framework, database, network or Node APIs.',
            },
          ],
          paths: ['@abhyas/event-store', '@abhyas/messaging', '@abhyas/runtime'].map((name) => ({
            name,
            message: 'Domain code depends on contracts and @abhyas/event-store/domain only.',
          })),
        },
      ],
    },
  },
  {
    // A service writes only through its ServiceStore: the low-level append and command
    // functions would let a handler skip its outbox messages or projections.
    files: services.filter((s) => s !== 'gateway').map((s) => `libs/${s}/src/**/*.ts`),
    ignores: ['**/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@abhyas/event-store',
              importNames: [
                'appendToStream',
                'appendToStreamInTransaction',
                'appendDecided',
                'runCommand',
                'readStream',
                'readAll',
                'handleOnce',
                'handleOnceInTransaction',
              ],
              message:
                "Write and load through the service's ServiceStore (handle / transaction / handleOnce / load).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts', '**/testing/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  prettier,
  // eslint-config-prettier switches `curly` off; braces everywhere is our rule regardless.
  { rules: { curly: ['error', 'all'] } },
);
