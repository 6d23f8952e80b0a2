/** Every reader is busy and the queue of report queries is full: the caller should retry. */
export class ReportsBusyError extends Error {
  constructor() {
    super('Too many reports are running. Try again in a moment.');
    this.name = 'ReportsBusyError';
  }
}

/** Who a report query runs for: the administrator's id. */
export type ReportUser = number;

/**
 * How many places one user holds at most when nothing else is said: one fewer than there are,
 * so while one user's slow reports hold what they may, a place is left for someone else.
 */
export const defaultPerUser = (size: number) => Math.max(1, size - 1);

interface Waiter {
  resolve: (slot: number) => void;
  reject: (error: Error) => void;
}

/**
 * A fixed number of places to run report queries, shared fairly between users, and a bounded
 * queue for the calls that wait for one. A user holds at most `perUser` places at once; a freed
 * place goes to the waiting user who holds the fewest, then to the one served longest ago (so
 * users take turns, whatever order their calls came in). Past the queue a call is refused at
 * once (ReportsBusyError), unless another user waits with more calls: that user's newest call
 * is refused instead, so one user's crowd of reports cannot shut the others out.
 */
export class Slots {
  private readonly free: number[];
  private readonly perUser: number;
  /** Places each user holds now. */
  private readonly held = new Map<ReportUser, number>();
  /** Each user's waiting calls, oldest first. */
  private readonly waiting = new Map<ReportUser, Waiter[]>();
  private waitingCount = 0;
  /** When each user holding or waiting was last given a place (a count of grants). */
  private readonly served = new Map<ReportUser, number>();
  private grants = 0;

  /**
   * `size` places, at most `perUser` of them for one user (default: defaultPerUser), and at most
   * `queueLimit` calls waiting.
   */
  constructor(
    size: number,
    private readonly queueLimit: number,
    perUser?: number,
  ) {
    this.free = Array.from({ length: size }, (_, slot) => slot);
    this.perUser = Math.max(1, Math.min(size, perUser ?? defaultPerUser(size)));
  }

  /** Runs `work` for `user` in a free place (its index given), in that user's turn. */
  async run<Result>(user: ReportUser, work: (slot: number) => Promise<Result>): Promise<Result> {
    const slot = await this.acquire(user);
    try {
      return await work(slot);
    } finally {
      this.release(user, slot);
    }
  }

  private heldBy(user: ReportUser): number {
    return this.held.get(user) ?? 0;
  }

  private acquire(user: ReportUser): Promise<number> {
    // A free place means nobody who may take it is waiting: every release serves them first.
    if (this.heldBy(user) < this.perUser) {
      const slot = this.free.pop();
      if (slot !== undefined) {
        this.grant(user);
        return Promise.resolve(slot);
      }
    }
    if (this.waitingCount >= this.queueLimit && !this.shedFor(user)) {
      return Promise.reject(new ReportsBusyError());
    }
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(user) ?? [];
      queue.push({ resolve, reject });
      this.waiting.set(user, queue);
      this.waitingCount += 1;
    });
  }

  /** Refuses the newest call of the user with the most waiting, if it has more than `user`. */
  private shedFor(user: ReportUser): boolean {
    const own = this.waiting.get(user)?.length ?? 0;
    let longest: [ReportUser, Waiter[]] | undefined;
    for (const entry of this.waiting) {
      if (entry[1].length > (longest?.[1].length ?? own + 1)) longest = entry;
    }
    const shed = longest?.[1].pop();
    if (longest === undefined || shed === undefined) return false;
    this.waitingCount -= 1;
    shed.reject(new ReportsBusyError());
    return true;
  }

  private grant(user: ReportUser): void {
    this.held.set(user, this.heldBy(user) + 1);
    this.grants += 1;
    this.served.set(user, this.grants);
  }

  private release(user: ReportUser, slot: number): void {
    const holding = this.heldBy(user) - 1;
    if (holding > 0) this.held.set(user, holding);
    else this.held.delete(user);
    const next = this.nextWaiting();
    if (next === undefined) {
      this.free.push(slot);
    } else {
      const [waiter, queue] = next;
      const served = queue.shift();
      if (queue.length === 0) this.waiting.delete(waiter);
      this.waitingCount -= 1;
      this.grant(waiter);
      served?.resolve(slot);
    }
    // A user with nothing held or waiting is forgotten.
    for (const known of [user, next?.[0]]) {
      if (known !== undefined && !this.held.has(known) && !this.waiting.has(known)) {
        this.served.delete(known);
      }
    }
  }

  /** The waiting user whose turn it is: under its limit, holding the fewest, served longest ago. */
  private nextWaiting(): [ReportUser, Waiter[]] | undefined {
    let best: [ReportUser, Waiter[]] | undefined;
    let bestKey: [number, number] = [Infinity, Infinity];
    for (const entry of this.waiting) {
      const holding = this.heldBy(entry[0]);
      if (holding >= this.perUser) continue;
      const key: [number, number] = [holding, this.served.get(entry[0]) ?? 0];
      if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) {
        best = entry;
        bestKey = key;
      }
    }
    return best;
  }
}
