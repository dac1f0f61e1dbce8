import { CONTENT_CHANGED } from "../domain/shared/events";

/**
 * What the page cache (render.ts) and the read cache (read-cache.ts) share: values made from the
 * public site's content (buses, destinations, settings), all dropped by every CONTENT_CHANGED event,
 * this instance's own at once and other instances' through the pub/sub (Redis with REDIS_URL). A
 * value computed while content changed is not kept: take `stamp()` before computing it and hand it
 * to `keep`. Bounded: beyond `limit` the oldest entry goes first.
 */
export class ContentCache<V> {
  private readonly entries = new Map<string, V>();
  private generation = 0;
  constructor(private readonly limit: number) {}

  get size() {
    return this.entries.size;
  }

  /** The keys kept, oldest first (what a test checks against the allow-list). */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  protected peek(key: string): V | undefined {
    return this.entries.get(key);
  }

  /** Where content stands now, for `keep`. */
  protected stamp(): number {
    return this.generation;
  }

  /** Keeps a value computed from content as it stood at `stamp` (not if it changed since); last to go. */
  protected keep(key: string, value: V, stamp: number): boolean {
    if (stamp !== this.generation) return false;
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    return true;
  }

  /** Makes an entry the last to go (a page read again). */
  protected touch(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  /**
   * Empties the cache on every content change. `subscribe` is the app's event bus (the one that
   * drives subscriptions, through Redis across instances), handed in by app.ts.
   */
  watch(subscribe: (topic: typeof CONTENT_CHANGED) => AsyncIterableIterator<unknown>): () => void {
    const events = subscribe(CONTENT_CHANGED);
    void (async () => {
      for await (const _ of events) this.invalidate();
    })().catch((e: unknown) => console.error(`[${this.constructor.name}] content events stopped`, e));
    return () => void events.return?.(undefined);
  }
}
