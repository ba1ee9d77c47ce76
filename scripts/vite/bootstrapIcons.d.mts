import type { Plugin } from 'vite';

/** `import 'virtual:bootstrap-icons.css'`: the icons the app uses, stylesheet and font subset (bootstrapIcons.mjs). */
export function bootstrapIcons(options?: { scan?: string[] }): Plugin;
