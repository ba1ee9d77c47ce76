/** Reloads the page (a language change does). Its own module so tests can replace it. */
export function reloadPage() {
  window.location.reload();
}
