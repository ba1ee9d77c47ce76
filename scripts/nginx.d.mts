/** Installs Debian's nginx and its brotli module when missing (as root on Debian); throws where it cannot. */
export function ensureNginx(): void;
