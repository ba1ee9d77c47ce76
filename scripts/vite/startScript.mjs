import { AFTER_FIRST_PAINT } from './afterFirstPaint.mjs';
import { APP_START } from './deferredStyles.mjs';

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
 * A page whose HTML is complete (`onFirstAction`: the build read every
 * snapshot it shows) waits longer: its app starts on the visitor's first
 * action — a pointer or touch down, a key, a focus, the wheel, a scroll —
 * since until then there is nothing for it to do that the HTML does not
 * already show. A visitor who only reads the page costs the phone no script
 * at all. It starts after the first paint as above instead when something
 * is stored in the browser (a language, a session, a draft, an order: the
 * app's first render could differ from the HTML and the visitor expects it
 * at once), when storage cannot be read, and when config.json says the
 * in-browser mock serves calls (its data, not the snapshot's, is the page's,
 * and its controls belong on screen) or cannot be read (the script reads it
 * through index.html's preload of it).
 *
 * The prerendered controls are disabled until the app runs them, and a
 * disabled button gets no click; the browser still reports the pointer on
 * it. A tap (down and up on the same button, not a scroll) on a disabled
 * button that starts the app is therefore clicked again once the app has
 * enabled that button, so the first tap is not lost.
 *
 * As it starts the app it tells the page (APP_START), whose stylesheets are
 * then switched on (deferredStyles.mjs).
 *
 * The script first preloads the entry and the chunks the page's start
 * imports (`<link rel="modulepreload">`), a few per task, and adds the entry
 * once they are all in the document: they download together, and Vite's
 * preload helper, which finds them there, no longer adds some forty links in
 * one task when the routes load (each link costs the browser a fetch
 * set-up, so together they made one long task). In a tab opened in the
 * background, where the browser runs timers once a second and nobody waits on
 * the main thread, they are added at once, and so they are when the
 * visitor's action starts the app: the visitor is waiting for it
 * (docs/performance.md, what the first tap waits for).
 */

/** Module preloads added per task (each costs the main thread a fetch set-up). */
const PRELOADS_PER_TASK = 2;
/** How long a tap waits for its button to be enabled by the app before it is dropped. */
const REPLAY_WAIT_MS = 15_000;
/** The events that start the app on a page that waits for the visitor. */
export const FIRST_ACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];

/**
 * @param {{ entry: string, preloads: string[], fetches?: string[], onFirstAction: boolean, configUrl?: string }}
 * options `entry`: the entry script's URL; `preloads`: the URLs of the chunks its start imports; `fetches`: files
 * its start fetches (the page's translations), requested with the first preloads; `onFirstAction`: the page's HTML
 * is complete, so its app may wait for the visitor
 * @returns {string} the script's source
 */
export function startScript({ entry, preloads, fetches = [], onFirstAction, configUrl = '/config.json' }) {
  const requestFetches = fetches.length
    ? `${JSON.stringify(fetches)}.forEach(function(href){add({rel:"preload",as:"fetch",href:href})});`
    : '';
  const load =
    'function add(attributes){var e=document.createElement(attributes.src?"script":"link");for(var k in attributes)e[k]=attributes[k];e.crossOrigin="";document.head.appendChild(e)}' +
    `var entry=${JSON.stringify(entry)},preloads=${JSON.stringify([entry, ...preloads])},next=0,loading=false,acted=false;` +
    `function preload(){for(var end=document.hidden||acted?preloads.length:Math.min(next+${PRELOADS_PER_TASK},preloads.length);next<end;next++)add({rel:"modulepreload",href:preloads[next]});if(next<preloads.length)setTimeout(preload);else add({type:"module",src:entry})}` +
    `function load(){if(!loading){loading=true;document.dispatchEvent(new Event(${JSON.stringify(APP_START)}));${requestFetches}preload()}}` +
    AFTER_FIRST_PAINT;
  if (!onFirstAction) return `(function(){${load}afterFirstPaint(load)})()`;
  const wait =
    `var actions=${JSON.stringify(FIRST_ACTIONS)},options={capture:true,passive:true},tapped=null,armed=null;` +
    'function listen(on){actions.forEach(function(type){(on?addEventListener:removeEventListener)(type,onAction,options)})}' +
    // Bootstrap's disabled buttons take no pointer events (the event's target is what lies under them): found by place
    'function disabledButton(event){var buttons=document.querySelectorAll("button:disabled");for(var i=0;i<buttons.length;i++){var r=buttons[i].getBoundingClientRect();if(event.clientX>=r.left&&event.clientX<=r.right&&event.clientY>=r.top&&event.clientY<=r.bottom)return buttons[i]}return null}' +
    'function onAction(event){if(event.type==="pointerdown")tapped=disabledButton(event);acted=true;listen(false);load()}' +
    // the tap's end: the same disabled button under the pointer, and no scroll took the gesture over
    'addEventListener("pointerup",function(event){if(tapped&&disabledButton(event)===tapped&&!armed)replay(tapped);tapped=null},options);' +
    'addEventListener("pointercancel",function(){tapped=null},options);' +
    'function replay(button){armed=button;var observer=new MutationObserver(check);function stop(){observer.disconnect();clearTimeout(timer)}' +
    'function check(){if(!button.isConnected)stop();else if(!button.disabled){stop();button.click()}}' +
    `var timer=setTimeout(stop,${REPLAY_WAIT_MS});observer.observe(button,{attributes:true,attributeFilter:["disabled"]})}` +
    'function now(){listen(false);afterFirstPaint(load)}' +
    // the language the app stores on its first start is the page's own: that alone changes nothing
    'var stored=true;try{stored=sessionStorage.length>0;for(var i=0;i<localStorage.length;i++){var key=localStorage.key(i);if(key!=="selectedLanguage"||localStorage.getItem(key)!==document.documentElement.lang)stored=true}}catch(error){}' +
    'if(stored)return now();listen(true);' +
    `fetch(${JSON.stringify(configUrl)}).then(function(response){if(!response.ok)throw response.status;return response.json()})` +
    '.then(function(config){if(!config||config.useMocks!==false||(config.mockOperations&&config.mockOperations.length))now()},now)';
  return `(function(){${load}${wait}})()`;
}
