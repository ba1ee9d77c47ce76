/* global module */
// Configuration of @rtk-query/codegen-openapi (npm run api:generate).
// CommonJS because the codegen CLI loads its config with require() and can read a
// TypeScript config only through esbuild-runner or ts-node, neither of which is installed.

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
const config = {
  schemaFile: './openapi.yaml',
  apiFile: './src/api/baseApi.ts',
  apiImport: 'baseApi',
  outputFile: './src/api/generated/shopApi.ts',
  exportName: 'shopApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  // Coarse tags per OpenAPI tag; per-id tags and cross-resource invalidation are
  // hand-written in each feature's api.ts (enhanceEndpoints).
  tag: true,
};

module.exports = config;
