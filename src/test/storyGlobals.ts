/** Story globals: `globals: ENGLISH` renders a story in English (the toolbar's locale; Indonesian is the default). */
export const ENGLISH = { locale: 'en' } as const;

/** A story's own answers from the mock backend (msw-storybook-addon's `parameters.msw`). */
export const withHandlers = (handlers: unknown[]) => ({ msw: { handlers } });
