import type { BoardSpec } from '@/api/generated/shopApi';
import { lineProblems, type BoardLineKey, type BoardStyle } from '@/lib/words/boardRules';

/**
 * The messages of the words' rules (docs/product-rules.md#the-right-words-proposed), for the wizard's composer and
 * staff's correction alike: translation keys of the `words` namespace, one per code the backend refuses with.
 */
export const wordsError = (code: string) => `words:errors.${code}`;

/** The message of a board's line against its size and style, or undefined when the line is fine. */
export function lineError(spec: BoardSpec, key: BoardLineKey, value: string | undefined, style: BoardStyle) {
  const problem = lineProblems(spec, { [key]: value }, style).find((candidate) => candidate.key === key);
  return problem ? wordsError(problem.code) : undefined;
}
