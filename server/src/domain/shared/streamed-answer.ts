import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { log } from "./log";

/**
 * A JSON array whose chunks are its elements, each followed by a comma (a chunk may end anywhere, inside an
 * element too): `[` first, and the last chunk's final comma becomes the closing `]` (`[]` when there is none).
 */
export const JSON_ARRAY = { open: Buffer.from("["), close: Buffer.from("]") };
type Framing = typeof JSON_ARRAY;

/**
 * Writes an answer's bytes as they arrive (chunks of a COPY from PostgreSQL for the REST list's JSON
 * array and the CSV export), each chunk written through as it is, as fast as the client takes it (a stream
 * pipeline: backpressure). The first chunk is awaited before `start` sets the status and headers, so an error
 * there (a refused caller, a bad filter) still answers as an error; a later one cuts the connection. A client
 * that goes away stops the reading.
 */
export async function writeStreamed(
  out: Writable,
  start: () => void,
  chunks: AsyncIterable<Buffer>,
  framing?: Framing,
): Promise<void> {
  const it = chunks[Symbol.asyncIterator]();
  const first = await it.next();
  start();
  async function* bytes() {
    let next = first;
    try {
      if (!framing) {
        for (; !next.done; next = await it.next()) if (next.value.length > 0) yield next.value;
        return;
      }
      // The last chunk is held back until the end, when its final comma becomes the closing bracket.
      let held: Buffer | undefined;
      yield framing.open;
      for (; !next.done; next = await it.next()) {
        if (next.value.length === 0) continue;
        if (held) yield held;
        held = next.value;
      }
      if (!held) yield framing.close;
      else {
        held[held.length - 1] = framing.close[0];
        yield held;
      }
    } finally {
      if (!next.done) await it.return?.();
    }
  }
  try {
    await pipeline(Readable.from(bytes()), out);
  } catch (err) {
    // A client that went away (before or while the answer was written) is not a failure.
    if (!["ERR_STREAM_PREMATURE_CLOSE", "ERR_STREAM_UNABLE_TO_PIPE"].includes((err as { code?: string }).code ?? ""))
      log.error({ err }, "streamed answer failed after its status was sent");
    out.destroy();
    // A client gone before the writing started: the pipeline never ran the generator (nor its finally), so the
    // source is closed here (a COPY would otherwise keep its connection, blocked on a full socket).
    it.return?.().catch(() => undefined);
  }
}

/**
 * `chunks`, with `started` run once their first chunk has been read, before it is passed on: a download's activity
 * entry is written as its bytes begin, so one refused before then (too many downloads at once, see copyOut) leaves
 * none. Stopped early (the client went away), the source is closed.
 */
export async function* onceStarted(
  chunks: AsyncIterable<Buffer>,
  started: () => Promise<unknown>,
): AsyncGenerator<Buffer> {
  const it = chunks[Symbol.asyncIterator]();
  let next = await it.next();
  try {
    await started();
    for (; !next.done; next = await it.next()) yield next.value;
  } finally {
    if (!next.done) await it.return?.(undefined);
  }
}
