/**
 * The story's calls still waiting for an answer: every `fetch` the page makes is counted from the moment it is
 * sent until it settles. Counted per story: a call an earlier story left waiting forever (a loading state's
 * mock never answers) does not count for the next one.
 */
let story = 0;
let pending = 0;

const original = globalThis.fetch.bind(globalThis);
globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
  const sentIn = story;
  pending += 1;
  try {
    return await original(...args);
  } finally {
    if (sentIn === story) pending -= 1;
  }
};

/** A new story starts: nothing of its own is waiting yet. */
export function startCountingRequests(): void {
  story += 1;
  pending = 0;
}

/** How many of the story's calls are still waiting. */
export function pendingRequests(): number {
  return pending;
}
