/** Every reader is busy and the queue of report queries is full: the caller should retry. */
export class ReportsBusyError extends Error {
  constructor() {
    super('Too many reports are running. Try again in a moment.');
    this.name = 'ReportsBusyError';
  }
}

/**
 * A fixed number of places to run report queries, and a bounded queue for the calls that wait
 * for one: past the queue a call is refused at once (ReportsBusyError), so a few slow reports
 * cannot pile up every other request behind them.
 */
export class Slots {
  private readonly free: number[];
  private readonly waiting: ((slot: number) => void)[] = [];

  constructor(
    size: number,
    private readonly queueLimit: number,
  ) {
    this.free = Array.from({ length: size }, (_, slot) => slot);
  }

  /** Runs `work` in a free place (its index given), after the calls queued before it. */
  async run<Result>(work: (slot: number) => Promise<Result>): Promise<Result> {
    const slot = await this.acquire();
    try {
      return await work(slot);
    } finally {
      this.release(slot);
    }
  }

  private acquire(): Promise<number> {
    const slot = this.free.pop();
    if (slot !== undefined) return Promise.resolve(slot);
    if (this.waiting.length >= this.queueLimit) return Promise.reject(new ReportsBusyError());
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(slot: number): void {
    const next = this.waiting.shift();
    if (next === undefined) this.free.push(slot);
    else next(slot);
  }
}
