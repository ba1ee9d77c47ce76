import { AFTER_FIRST_PAINT } from './afterFirstPaint.mjs';

/**
 * The inline script that starts the app on a prerendered page
 * (docs/performance.md#when-the-app-starts).
 *
 * On a prerendered page the app only hydrates what is already painted, so
 * its script never comes before the first paint: the script adds the entry
 * once the browser has shown the HTML (its first-contentful-paint entry; a
 * timer starts it too, in case nothing is painted, as in a tab opened in the
 * background: afterFirstPaint.mjs). Before the first paint the phone's
 * bandwidth and main thread go to the HTML, the critical CSS and the hero
 * image, and the page's largest paint does not wait for the JavaScript.
 *
 * The script first preloads the entry and the chunks the page's start
 * imports (`<link rel="modulepreload">`), a few per task, and adds the entry
 * once they are all in the document: they download together, and Vite's
 * preload helper, which finds them there, no longer adds them in one task
 * when the routes load (each link costs the browser a fetch set-up). In a tab
 * opened in the background, where the browser runs timers once a second and
 * nobody waits on the main thread, they are added at once.
 *
 * The prerendered buttons look and are ready; until React's root exists,
 * nothing listens to them. A click on one before then is kept
 * (`window.__earlyClicks`), and the app clicks it again once its root is
 * hydrating (src/app/start/earlyClicks.ts), where React hydrates the part
 * that was tapped first and answers the click, or, while that part's code is
 * still loading, once it is hydrated: a tap during the start is not lost.
 * Links need no app.
 */

/** Module preloads added per task (each costs the main thread a fetch set-up). */
const PRELOADS_PER_TASK = 2;

/** The global the start script keeps the early clicks under (src/app/start/earlyClicks.ts reads it). */
export const EARLY_CLICKS = '__earlyClicks';

/**
 * @param {{ entry: string, preloads: string[] }} options `entry`: the entry script's URL; `preloads`: the URLs of the
 * chunks its start imports
 * @returns {string} the script's source
 */
export function startScript({ entry, preloads }) {
  const load =
    'function add(attributes){var e=document.createElement(attributes.src?"script":"link");for(var k in attributes)e[k]=attributes[k];e.crossOrigin="";document.head.appendChild(e)}' +
    `var entry=${JSON.stringify(entry)},preloads=${JSON.stringify([entry, ...preloads])},next=0;` +
    `function preload(){for(var end=document.hidden?preloads.length:Math.min(next+${PRELOADS_PER_TASK},preloads.length);next<end;next++)add({rel:"modulepreload",href:preloads[next]});if(next<preloads.length)setTimeout(preload);else add({type:"module",src:entry})}` +
    AFTER_FIRST_PAINT;
  // Each button once, in the order tapped; the app takes the list, which stops the keeping.
  const keep =
    'var clicks=[];function keep(event){var button=event.target.closest&&event.target.closest("#root button");if(button&&clicks.indexOf(button)<0)clicks.push(button)}' +
    'document.addEventListener("click",keep,true);' +
    `window.${EARLY_CLICKS}=function(){document.removeEventListener("click",keep,true);return clicks.splice(0)};`;
  return `(function(){${keep}${load}afterFirstPaint(preload)})()`;
}
