/** A yaml file parsed at build time (scripts/vite/yamlDocument.mjs). */
declare module '*.yaml?parsed' {
  const document: unknown;
  export default document;
}
