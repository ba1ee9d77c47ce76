/** Story globals: `globals: ENGLISH` renders a story in English (the toolbar's locale; Indonesian is the default). */
export const ENGLISH = { locale: 'en' } as const;
