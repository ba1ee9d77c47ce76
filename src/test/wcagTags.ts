/**
 * The accessibility rules every screen is held to, in the e2e journeys and in the stories: WCAG 2.0 and 2.1, levels
 * A and AA.
 */
export const WCAG_A_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
