import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettierCompat from 'eslint-config-prettier/flat';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Tests, stories and test helpers: same layer rules as the code beside them, but they may use mocks/ and src/test/. */
const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/test/**', 'src/**/test/**'];

const NO_DANGEROUS_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Never render HTML from strings.',
};

// The app's builds leave Navbar.Offcanvas out (scripts/vite/navbarWithoutOffcanvas.mjs).
const NO_NAVBAR_OFFCANVAS = {
  selector:
    "MemberExpression[object.name='Navbar'][property.name='Offcanvas'], JSXMemberExpression[object.name='Navbar'][property.name='Offcanvas']",
  message: 'Navbar.Offcanvas is not in the build: render react-bootstrap/Offcanvas itself.',
};

const foldersIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Every feature: the product's under src/features/, the template leftovers each one under src/features/template/. */
const features = foldersIn('src/features').flatMap((name) =>
  name === 'template' ? foldersIn('src/features/template').map((screen) => `template/${screen}`) : [name],
);

/** The layers (CONTRIBUTING.md, "Layout and imports"): lib → components / entities → features → app. */
const layerZones = [
  {
    target: './src/lib',
    from: './src',
    except: ['./lib', './test'],
    message: 'src/lib imports nothing else of src/.',
  },
  {
    target: ['./src/components', './src/entities'],
    from: ['./src/features', './src/app'],
    message: 'src/components and src/entities import neither src/features nor src/app.',
  },
  {
    target: './src/components',
    from: './src/entities',
    message: 'src/components is resource-agnostic: it does not import src/entities (pass data in as props).',
  },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: move what both need to src/entities or src/components.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features import nothing from src/app (the typed hooks are src/components/store/hooks.ts).',
  },
];

/** Production code reaches the mock backend only through the dynamic import in src/main.tsx. */
const productionZones = [
  {
    target: './src',
    from: ['./mocks', './src/test'],
    message:
      'Production code imports neither mocks/ nor src/test/ (src/main.tsx starts the mock backend by dynamic import).',
  },
];

/** scripts/ is build and dev tooling: it may import src/ and mocks/, never the other way round (mocks/: mocksZones). */
const scriptsZones = [
  {
    target: './src',
    from: './scripts',
    message: 'src/ never imports scripts/ (build and dev tooling).',
  },
];

/**
 * mocks/ imports only mocks/ and src/lib/ (framework-free helpers, e.g. the shop clock, so the mock reads the
 * same constants as the app), plus packages and the contract it implements (openapi.yaml). Not the rest of
 * src/, not scripts/, e2e/, bench/ or .storybook/ (scripts/ may import mocks/, not the other way round).
 * `extra` widens it for tests and for the generated API types below.
 */
const mocksZones = (extra = [], what = '') => [
  {
    target: './mocks',
    from: './',
    except: ['./mocks', './src/lib', './node_modules', './openapi.yaml', ...extra],
    message: `mocks/ imports only mocks/ and src/lib/${what} (and packages): not scripts/, not the rest of src/ (API types: mocks/runtime/apiTypes.ts).`,
  },
];

const restrictedPaths = (zones) => ['error', { basePath: root, zones }];

/** The resolver's default extension aliases (eslint-import-resolver-typescript), except that `./x.mjs` is the
 *  file itself before its `x.d.mts` types: import-x/no-cycle then follows the imports of scripts' .mjs files. */
const extensionAlias = {
  '.js': ['.ts', '.tsx', '.d.ts', '.js'],
  '.ts': ['.ts', '.d.ts', '.js'],
  '.jsx': ['.tsx', '.d.ts', '.jsx'],
  '.tsx': ['.tsx', '.d.ts', '.jsx', '.js'],
  '.cjs': ['.cts', '.d.cts', '.cjs'],
  '.cts': ['.cts', '.d.cts', '.cjs'],
  '.mjs': ['.mjs', '.mts', '.d.mts'],
  '.mts': ['.mts', '.d.mts', '.mjs'],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-snapshot',
      'mocks/runtime/generated/**',
      'storybook-static',
      'coverage',
      'playwright-report',
      'test-results',
      'test-results-*',
      'src/api/generated/**',
      'public/mockServiceWorker.js',
      '.mock-data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-syntax': ['error', NO_DANGEROUS_HTML, NO_NAVBAR_OFFCANVAS],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              message: "Import routing from 'react-router-dom' (the dependency the product names).",
            },
          ],
          patterns: [{ group: ['react-router/*'], message: "Import routing from 'react-router-dom'." }],
        },
      ],
    },
  },
  {
    // Every linted TS and JS file (src, mocks, scripts, e2e, bench, .storybook, the root configs): no import cycles.
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // What importX.flatConfigs.typescript sets, with the resolver that reads tsconfig paths (@/ → src, @mocks/ →
      // mocks).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json'), extensionAlias }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // One import order everywhere (autofixed by `eslint --fix`): node built-ins, packages, the project's
      // aliases (@/, @mocks/), then relative paths; alphabetical in each group. Side-effect imports stay put.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '{@,@mocks}/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'ignore',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([...layerZones, ...productionZones, ...scriptsZones]),
    },
  },
  {
    files: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...layerZones, ...scriptsZones]) },
  },
  {
    files: ['mocks/**/*.{ts,tsx,mts,js,mjs}'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(mocksZones()) },
  },
  {
    // The mock's tests render its panel with the app's translations through the shared test helpers
    // (src/test/renderWithI18n), as src/ tests do.
    files: ['mocks/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(mocksZones(['./src/test'], ', src/test/')) },
  },
  {
    // The one exception: the mock's API shapes are the generated ones, so a contract change that breaks a
    // handler's output fails the type check. Types only (`import type` / `export type`), and only here.
    files: ['mocks/runtime/apiTypes.ts'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(
        mocksZones(['./src/api/generated'], ', src/api/generated/ (types only)'),
      ),
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/api/generated/*', '**/api/generated/*'],
              allowTypeImports: true,
              message:
                'mocks/ takes only the types of src/api/generated (`import type` / `export type`), never its runtime code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/main.tsx'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        { target: './src/main.tsx', from: './src/test' },
        ...scriptsZones,
      ]),
      'no-restricted-syntax': [
        'error',
        NO_DANGEROUS_HTML,
        NO_NAVBAR_OFFCANVAS,
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].map((node) => ({
          selector: `${node}[source.value=/(^|[@\\x2F])mocks\\x2F/]`,
          message:
            'mocks/ is loaded only by dynamic import() in startMocks(), so it stays out of the production bundle.',
        })),
      ],
    },
  },
  {
    // Generated endpoints are wrapped once, in src/entities/<resource>/api.ts; elsewhere only their types are used.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/entities/**', 'src/api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/api/generated/*', '**/api/generated/*'],
              allowTypeImports: true,
              message:
                'Value imports of src/api/generated only inside src/entities (use the entity api.ts); `import type` is fine.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // File names as the code already names them (CONTRIBUTING.md, "Layout and imports"): a component file PascalCase,
  // any other module camelCase (a React helper in .tsx too), a folder kebab-case, a Playwright spec kebab-case.
  // The part after the first dot is the file's kind (`.test`, `.stories`, `.dom.test`) and is not checked.
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'e2e/*.spec.ts'],
    ignores: ['src/api/generated/**', 'src/vite-env.d.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          'e2e/*.spec.ts': 'KEBAB_CASE',
          '{src,mocks}/**/*.tsx': '[a-zA-Z]*([a-zA-Z0-9])',
          '{src,mocks}/**/*.ts': 'CAMEL_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{src,mocks}/**/': 'KEBAB_CASE' }],
    },
  },
  // Layout is Prettier's (`npm run lint` runs `prettier --check` after ESLint): no ESLint rule argues with it.
  prettierCompat,
  // Prettier wraps code at 120 but leaves comments as written: no line over the width, comments included
  // (after prettierCompat, which turns max-len off). Long strings, URLs and patterns may still run over.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'max-len': [
        'error',
        {
          code: 120,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
          ignoreUrls: true,
        },
      ],
    },
  },
);
