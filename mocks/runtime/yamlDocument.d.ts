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

/** The lean OpenAPI document cut to what the in-browser mock routes with (no response or JSON body schemas). */
declare module '*.yaml?parsed-routing' {
  const document: unknown;
  export default document;
}
