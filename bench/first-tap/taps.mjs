// The taps `npm run bench:first-tap` measures (docs/performance.md#the-first-tap): what the visitor taps, on which
// page and screen, and the answer they wait for, as tests the page runs on every frame after the tap.
//
// Each `answers` entry is the source of a function the page calls with no argument; it returns true once the answer
// is on screen. `link` is special: the tap's click reached a link that nothing prevented, so the browser follows it.
import { readFileSync } from 'node:fs';

const texts = (lng, ns) =>
  JSON.parse(readFileSync(new URL(`../../public/assets/i18n/${lng}/${ns}.json`, import.meta.url), 'utf8'));
const english = { common: texts('en', 'common'), home: texts('en', 'home') };

/** Lighthouse 13's phone (Moto G Power) and a laptop. */
export const SCREENS = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
};

/** In the page: the element is rendered with some height and lies in the viewport. */
const VISIBLE = `function visible(element) {
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.height > 0 && box.width > 0 && box.bottom > 0 && box.top < innerHeight && getComputedStyle(element).visibility !== 'hidden';
}`;

export const TAPS = [
  {
    name: 'static menu',
    page: 'static',
    reference: true,
    path: '/menu.html',
    screen: 'phone',
    target: 'summary',
    answers: { open: `() => document.querySelector('details').open && (${VISIBLE})(document.querySelector('nav a'))` },
  },
  {
    name: 'home menu',
    page: 'site',
    path: '/public/home',
    screen: 'phone',
    target: '.public-header__toggle',
    // the menu is open: its first link shows below the bar
    answers: { open: `() => (${VISIBLE})(document.querySelector('#public-nav .nav-link'))` },
  },
  {
    name: 'language',
    page: 'site',
    path: '/public/home',
    screen: 'laptop',
    target: '.language-switcher__option[lang="en"]',
    // the page reads in English: the header's order button and the page's own texts (the hero's eyebrow)
    answers: {
      english: `() => document.documentElement.lang === 'en' &&
        [...document.querySelectorAll('.public-header a.btn-primary')].some((link) => link.textContent.trim() === ${JSON.stringify(english.common.nav.order)}) &&
        document.querySelector('.home-hero__eyebrow')?.textContent.trim() === ${JSON.stringify(english.home.hero.eyebrow)}`,
    },
  },
  {
    name: 'whatsapp',
    page: 'site',
    path: '/public/home',
    screen: 'phone',
    target: '.chat-button__main',
    answers: { link: 'link' },
    popup: true,
  },
  {
    name: 'category',
    page: 'site',
    path: '/public/fleur/order',
    screen: 'phone',
    target: '.wizard-card__action',
    // its product step: the step's heading names the category tapped (the products or their placeholders below) …
    before: `document.querySelector('.wizard-card__title').textContent.trim()`,
    answers: {
      step: `() => { const title = document.getElementById('order-wizard-step-title'); return title?.textContent.trim() === window.__firstTap.before && (${VISIBLE})(title) }`,
      // … and the products themselves (a product's card has its rating; a category's and a placeholder have none)
      products: `() => [...document.querySelectorAll('article .wizard-rating')].some((rating) => (${VISIBLE})(rating))`,
    },
    budgets: { step: 200, products: 1500 },
  },
  {
    name: 'copy',
    page: 'site',
    path: '{order-page}',
    screen: 'phone',
    target: '.order-page-list__copy .order-page-copy__button',
    answers: {
      copied: `() => [...document.querySelectorAll('.order-page-list__copy .order-page-copy__button')].some((button) => button.textContent.trim() === 'Disalin')`,
    },
  },
];

/** The budget of a tap's answer (ms): 200 for the tap's answer unless the tap names its own. */
export const answerBudget = (tap, answer) => tap.budgets?.[answer] ?? 200;
