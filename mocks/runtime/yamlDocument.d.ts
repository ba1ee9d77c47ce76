/** A yaml file parsed at build time (scripts/vite/yamlDocument.mjs). */
declare module '*.yaml?parsed' {
  const document: unknown;
  export default document;
}

/** The same without its annotations (descriptions, summaries, examples). */
declare module '*.yaml?parsed-lean' {
  const document: unknown;
  export default document;
}
