import type { Plugin } from 'vite';

/** Prerenders and precompresses after the client build (postBuild.mjs). */
export function postBuild(): Plugin;
