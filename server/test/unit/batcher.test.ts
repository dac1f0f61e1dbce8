/**
 * Batching: a lone item is run at once; items arriving while calls are in flight
 * are run together; a failing batch is retried item by item so only the bad item fails.
 */
import { Batcher } from "../../src/domain/shared/batcher";

/** A write that records its batches and finishes when told to. */
function recorder(fail: (item: number) => boolean = () => false) {
  const batches: number[][] = [];
  const pending: Array<() => void> = [];
  const write = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(items);
      pending.push(() =>
        items.some(fail) ? reject(new Error(`bad ${items.find(fail)}`)) : resolve(items.map((i) => `stored ${i}`)),
      );
    });
  const finishAll = async () => {
    while (pending.length) {
      pending.shift()!();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { batches, write, finishAll };
}

test("a lone item is written at once, alone", async () => {
  const r = recorder();
  const commit = new Batcher(r.write, 2);
  const one = commit.submit(1);
  expect(r.batches).toEqual([[1]]);
  await r.finishAll();
  await expect(one).resolves.toBe("stored 1");
});

test("items arriving while the writes are in flight form the next batch, each answered with its own result", async () => {
  const r = recorder();
  const commit = new Batcher(r.write, 2, 3);
  const results = [1, 2, 3, 4, 5, 6, 7].map((i) => commit.submit(i));
  // Two batches in flight at once: 1 and 2 went alone; 3..7 waited and go in batches of at most 3.
  expect(r.batches).toEqual([[1], [2]]);
  await r.finishAll();
  expect(r.batches).toEqual([[1], [2], [3, 4, 5], [6, 7]]);
  await expect(Promise.all(results)).resolves.toEqual([1, 2, 3, 4, 5, 6, 7].map((i) => `stored ${i}`));
});

test("a failing batch is written again item by item: only the bad item fails, with its own error", async () => {
  const r = recorder((i) => i === 4);
  const commit = new Batcher(r.write, 1);
  const results = [1, 2, 3, 4, 5].map((i) => commit.submit(i).catch((e: Error) => e.message));
  await r.finishAll();
  expect(r.batches).toEqual([[1], [2, 3, 4, 5], [2], [3], [4], [5]]);
  await expect(Promise.all(results)).resolves.toEqual(["stored 1", "stored 2", "stored 3", "bad 4", "stored 5"]);
});
