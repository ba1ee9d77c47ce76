/** The WCAG rules every story passes (the e2e axe checks enforce the same tags). */
export const WCAG_A_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
