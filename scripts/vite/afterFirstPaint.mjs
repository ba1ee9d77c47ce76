// What the prerendered pages' inline scripts wait for before they add work:
// the first paint of the HTML. The deferred stylesheets switch on
// and the app's scripts start only once it has been shown.
//
// "Shown" is the browser's first-contentful-paint entry, which comes after the
// frame is presented, not the first animation frame, which comes before it is
// painted: after a frame callback, the scripts and the stylesheets (and the
// web fonts they name) could still load and apply before that frame reached
// the screen, and Lighthouse's simulation then counts them on the first
// paint's path, so the same build's first and largest paints varied from run
// to run with that race.
//
// A browser without paint timing waits for the next task after the first
// animation frame. A page that does not paint because it is hidden (a tab
// opened in the background) goes on after 2 s. A page on screen waits for its
// paint however long the phone takes: a fixed time would start the scripts
// before the first paint on a slow or busy phone, on the paint's path. Only if
// no paint has come after 10 s does it go on all the same. `then` runs once.

/** `function afterFirstPaint(then)`, for the start of an inline script. */
export const AFTER_FIRST_PAINT =
  'function afterFirstPaint(then){var done=false;function go(){if(!done){done=true;then()}}' +
  'var P=window.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:true});' +
  'else if(window.requestAnimationFrame)requestAnimationFrame(function(){setTimeout(go)});' +
  'setTimeout(function(){if(document.hidden)go()},2000);setTimeout(go,10000)}';
