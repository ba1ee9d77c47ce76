// The order the prerendered pages' stylesheets apply in, so that they shift
// nothing. Beasties inlines the rules the
// markup uses and loads each stylesheet without blocking the first paint
// (`media="print"`, switched to `all` by its own onload). Switched as each
// arrives, a page could spend frames under the main stylesheet without a
// later one: the main sheet's rules, later in the document than the inlined
// ones, then overrode the inlined copies of the later sheet's rules until it
// arrived too. In the wizard, the category skeletons' second row left the
// viewport for a moment whenever the main sheet arrived before one of five
// small ones.
//
// A stylesheet is therefore switched on only once it and every stylesheet
// after it have loaded (or failed): the sheets in force are always the last
// ones of the document, which override the inlined rules in the same order
// as the whole set does. (Switching all of them together once the last has
// arrived would be as safe, but one slow sheet would then hold back the rest.)
//
// And none is switched on before the HTML's first paint has been shown
// (afterFirstPaint.mjs): on a fast connection the sheets could arrive first,
// and their recalc, relayout and web fonts then came before the first paint.

import { AFTER_FIRST_PAINT } from './afterFirstPaint.mjs';

const DEFERRED = / media="print" onload="this\.media='all'"/g;
const MARK = ' media="print" data-deferred-style';

/**
 * Runs in the page: once the first paint is shown, and on each arrival after it, switches on the longest run of
 * loaded stylesheets that ends the list.
 */
const APPLY_IN_ORDER =
  `(function(){${AFTER_FIRST_PAINT}` +
  'var ready=false,links=[].slice.call(document.querySelectorAll("link[data-deferred-style]")),loaded=links.map(function(link){return !!link.sheet});' +
  'function apply(){if(ready)for(var i=links.length-1;i>=0&&loaded[i];i--)links[i].media="all"}' +
  'links.forEach(function(link,i){function done(){loaded[i]=true;apply()}if(!loaded[i]){link.addEventListener("load",done);link.addEventListener("error",done)}});' +
  'afterFirstPaint(function(){ready=true;apply()})})()';

/**
 * Rewrites beasties' deferred stylesheet links so they apply from the last one back; the
 * script goes right after the last of them. A page without any is returned as is.
 * @param {string} html
 * @returns {string}
 */
export function applyDeferredStylesInOrder(html) {
  const marked = html.replace(DEFERRED, MARK);
  const last = marked.lastIndexOf(MARK);
  if (last < 0) return html;
  const end = marked.indexOf('>', last) + 1;
  return `${marked.slice(0, end)}\n    <script>${APPLY_IN_ORDER}</script>${marked.slice(end)}`;
}
