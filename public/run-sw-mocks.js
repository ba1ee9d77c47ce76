/*
 * Imported first by the driver's run's service worker (run-sw.js, scripts/vite/runWorker.mjs). Registered as
 * run-sw.js?mocks=1 (the mock lives in the page), it carries msw's worker too: the page has one worker. The run's
 * own routes (its pages, the app's files, config.json) answer the requests for the site's files; every other
 * request (the API, other origins) goes to msw's handling, as it does where msw's worker controls the page.
 */
/* global self, importScripts */
if (new URL(self.location.href).searchParams.get('mocks') === '1') {
  const base = new URL('./', self.location.href);
  const mockListeners = [];
  const listen = self.addEventListener.bind(self);
  // msw's worker adds its own 'fetch' listener: kept aside, called below for the requests that are not site files.
  self.addEventListener = (type, listener, options) =>
    type === 'fetch' ? mockListeners.push(listener) : listen(type, listener, options);
  // msw's worker unregisters its registration when its last page closes; this registration is the run's, which has to
  // outlive its pages (it is what opens the run with no network).
  self.registration.unregister = () => Promise.resolve(false);
  importScripts('./mockServiceWorker.js');
  self.addEventListener = listen;

  const isSiteFile = (request) => {
    if (request.mode === 'navigate') return true;
    const url = new URL(request.url);
    if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return false;
    return !/^(api|auth)\//.test(url.pathname.slice(base.pathname.length));
  };

  listen('fetch', (event) => {
    if (isSiteFile(event.request)) return;
    for (const listener of mockListeners) listener.call(self, event);
    // The run's routes below never answer what msw answers.
    event.stopImmediatePropagation();
  });
}
