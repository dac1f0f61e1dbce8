import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Response } from "express";
import { log } from "../domain/shared/log";

/** Bytes gathered before a write: few writes, and still a bounded buffer. */
const CHUNK = 64 * 1024;

/**
 * Writes an array answer as its elements arrive (`Streamed`, issue 31), as fast as the client takes it
 * (a stream pipeline: backpressure). The elements are objects (written by JSON.stringify, copied into buffers
 * of CHUNK bytes, so no string grows with the answer) or, `encoded`, already the array's bytes (each element
 * followed by a comma), written through as they arrive: the last chunk is held back until the end, when its
 * final comma becomes the closing bracket. The first piece is awaited before the status is sent, so an error
 * there (a refused caller, a bad filter) still answers as an error; a later one cuts the connection. A client
 * that goes away stops the reading.
 */
export async function writeJsonArray(
  res: Response,
  status: number,
  items: AsyncIterable<unknown>,
  encoded = false,
): Promise<void> {
  const it = items[Symbol.asyncIterator]();
  const first = await it.next();
  res.status(status).type("json");
  async function* bytes() {
    let next = first;
    try {
      let held: Buffer | undefined;
      yield OPEN;
      for (; !next.done; next = await it.next()) {
        const chunk = next.value as Buffer;
        if (chunk.length === 0) continue;
        if (held) yield held;
        held = chunk;
      }
      if (!held) yield CLOSE;
      else {
        held[held.length - 1] = CLOSE[0];
        yield held;
      }
    } finally {
      if (!next.done) await it.return?.();
    }
  }
  async function* json() {
    let next = first;
    try {
      let buf = Buffer.allocUnsafe(CHUNK);
      let used = 0;
      for (let sep = OPEN; !next.done; sep = COMMA) {
        const text = JSON.stringify(next.value);
        const bytes = 1 + Buffer.byteLength(text);
        if (used + bytes > CHUNK && used > 0) {
          yield buf.subarray(0, used);
          buf = Buffer.allocUnsafe(CHUNK);
          used = 0;
        }
        if (bytes > CHUNK) yield Buffer.concat([sep, Buffer.from(text)]);
        else {
          buf[used] = sep[0];
          used += 1 + buf.write(text, used + 1);
        }
        next = await it.next();
      }
      yield used === 0 ? Buffer.from(first.done ? "[]" : "]") : Buffer.concat([buf.subarray(0, used), CLOSE]);
    } finally {
      if (!next.done) await it.return?.();
    }
  }
  try {
    await pipeline(Readable.from(encoded ? bytes() : json()), res);
  } catch (err) {
    // A client that went away (before or while the answer was written) is not a failure.
    if (!["ERR_STREAM_PREMATURE_CLOSE", "ERR_STREAM_UNABLE_TO_PIPE"].includes((err as { code?: string }).code ?? ""))
      log.error({ err }, "streamed answer failed after its status was sent");
    res.destroy();
    // A client gone before the writing started: the pipeline never ran the generator (nor its finally), so the
    // source is closed here (a COPY would otherwise keep its connection, blocked on a full socket).
    it.return?.().catch(() => undefined);
  }
}
const [OPEN, COMMA, CLOSE] = ["[", ",", "]"].map((c) => Buffer.from(c));
