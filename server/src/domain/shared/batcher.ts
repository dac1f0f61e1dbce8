/**
 * Group commit, and its read-side twin: calls that arrive while earlier ones are in flight
 * are made together, as one call of `run` with all their items (one transaction of multi-row statements
 * for booking writes, one query for the bookings' bus lookups), instead of one each. A lone item goes at
 * once (no timer, no added wait); under load the waiting items form the next batch, so the database runs
 * a few statements where it would have run a few per item.
 *
 * `run(items)` answers one result per item, in order, or throws for the whole batch. A batch that fails
 * is run again one item at a time, so one bad item fails only itself: every item is still all or nothing,
 * and its error is the one it would have had alone.
 */
export class Batcher<I, O> {
  private readonly waiting: Array<{ item: I; resolve(result: O): void; reject(error: unknown): void }> = [];
  private running = 0;

  /**
   * @param concurrency batches in flight at once (each holds one database connection)
   * @param maxBatch the most items in one batch
   */
  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly concurrency = 2,
    private readonly maxBatch = 64,
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.concurrency && this.waiting.length) {
      const batch = this.waiting.splice(0, this.maxBatch);
      this.running++;
      void this.flush(batch).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private async flush(batch: Batcher<I, O>["waiting"]): Promise<void> {
    try {
      const results = await this.run(batch.map((b) => b.item));
      batch.forEach((b, i) => b.resolve(results[i]));
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      await Promise.all(batch.map((b) => this.run([b.item]).then(([result]) => b.resolve(result), b.reject)));
    }
  }
}
