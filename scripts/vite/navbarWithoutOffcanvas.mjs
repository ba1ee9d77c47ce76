import { fileURLToPath } from 'node:url';

const SHIM = fileURLToPath(new URL('./shims/NavbarOffcanvas.js', import.meta.url));

/**
 * react-bootstrap's Navbar attaches `Navbar.Offcanvas` to itself, so every page with a navbar (the public header,
 * loaded by each public page at start) carried the Offcanvas with the Modal stack under it: its transitions, its
 * manager, its header parts. The app renders no `Navbar.Offcanvas` (ESLint refuses it); in its builds the module
 * behind it is a stand-in that says so if rendered. Components that open a real Offcanvas or Modal import those
 * themselves and keep them.
 * @returns {import('vite').Plugin}
 */
export function navbarWithoutOffcanvas() {
  return {
    name: 'fleur:navbar-without-offcanvas',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './NavbarOffcanvas' && importer && /[\\/]react-bootstrap[\\/]esm[\\/]Navbar\.js$/.test(importer))
        return SHIM;
      return null;
    },
  };
}
