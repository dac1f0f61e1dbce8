import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Response } from "express";
import { log } from "../domain/shared/log";

/** Bytes gathered before a write, as the REST list's stream (rest/stream.ts) gathers them. */
const CHUNK = 64 * 1024;

/**
 * Writes a text answer as its pieces arrive (the CSV export, issue 31), with backpressure, copied into buffers of
 * CHUNK bytes as `writeJsonArray` does. The first piece is awaited before `head` sets the status and headers, so a
 * failure there still answers as an error; a later one cuts the connection. A client that goes away stops the
 * reading.
 */
export async function writeText(res: Response, head: () => void, pieces: AsyncIterable<string>): Promise<void> {
  const it = pieces[Symbol.asyncIterator]();
  const first = await it.next();
  head();
  async function* bytes() {
    let next = first;
    try {
      let buf = Buffer.allocUnsafe(CHUNK);
      let used = 0;
      for (; !next.done; next = await it.next()) {
        const text = next.value;
        const size = Buffer.byteLength(text);
        if (used + size > CHUNK && used > 0) {
          yield buf.subarray(0, used);
          buf = Buffer.allocUnsafe(CHUNK);
          used = 0;
        }
        if (size > CHUNK) yield Buffer.from(text);
        else used += buf.write(text, used);
      }
      if (used > 0) yield buf.subarray(0, used);
    } finally {
      if (!next.done) await it.return?.();
    }
  }
  try {
    await pipeline(Readable.from(bytes()), res);
  } catch (err) {
    if ((err as { code?: string }).code !== "ERR_STREAM_PREMATURE_CLOSE")
      log.error({ err }, "streamed answer failed after its status was sent");
    res.destroy();
  }
}
