/**
 * Coalesces saves: every write asks for a save, saves run at most one at a
 * time, and writes made within `delayMs` share one save. `request()` settles
 * once a save that includes the caller's change has finished, so a handler
 * that awaits it answers only after the change is persisted.
 */
export class SaveScheduler {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private waiting: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: () => Promise<void>,
    private readonly delayMs = 0,
  ) {}

  request(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      if (this.timer === null) this.timer = setTimeout(() => void this.run(), this.delayMs);
    });
  }

  /** Runs a pending save now and waits for every save in progress. */
  async flush(): Promise<void> {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      await this.run();
    }
    await this.running.catch(() => undefined);
  }

  /** Drops a pending save (its callers are released) and waits for one in progress. */
  async cancel(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.waiting.splice(0).forEach((waiter) => waiter.resolve());
    await this.running.catch(() => undefined);
  }

  private run(): Promise<void> {
    this.timer = null;
    const waiters = this.waiting.splice(0);
    const previous = this.running.catch(() => undefined);
    const current = previous.then(() => this.write());
    this.running = current;
    return current.then(
      () => waiters.forEach((waiter) => waiter.resolve()),
      (error) => {
        console.error('[mock] saving the mock database failed', error);
        waiters.forEach((waiter) => waiter.reject(error));
      },
    );
  }
}
