import type { Plugin } from 'vite';

/** Leaves react-bootstrap's `Navbar.Offcanvas` (and the Modal stack under it) out of the app's builds. */
export function navbarWithoutOffcanvas(): Plugin;
