/** Reloads the page (a language change does, spec §2). Its own module so tests can replace it. */
export function reloadPage() {
  window.location.reload();
}
