/** The prerendered pages' inline helper `function afterFirstPaint(then)` (afterFirstPaint.mjs). */
export const AFTER_FIRST_PAINT: string;
