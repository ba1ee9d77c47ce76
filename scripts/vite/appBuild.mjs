/**
 * Whether a resolved Vite config is the app's own client build: not the
 * server build the prerender makes (build.ssr), not Storybook's build (its
 * plugins are there). The build-only plugins that shape the app's pages
 * (postBuild.mjs, inlineFontFaces.mjs) run only then.
 * @param {import('vite').ResolvedConfig} resolved
 */
export function isAppClientBuild(resolved) {
  const storybook = resolved.plugins.some(
    (plugin) => plugin.name.startsWith('storybook:') || plugin.name.startsWith('plugin-csf'),
  );
  return !resolved.build.ssr && !storybook;
}
