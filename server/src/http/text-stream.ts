import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Response } from "express";
import { log } from "../domain/shared/log";

/**
 * Writes a text answer's bytes as they arrive (the CSV export, issue 31: chunks of a COPY from PostgreSQL), with
 * backpressure, each chunk written through as it is. The first chunk is awaited before `head` sets the status and
 * headers, so a failure there still answers as an error; a later one cuts the connection. A client that goes
 * away stops the reading.
 */
export async function writeText(res: Response, head: () => void, pieces: AsyncIterable<Buffer>): Promise<void> {
  const it = pieces[Symbol.asyncIterator]();
  const first = await it.next();
  head();
  async function* bytes() {
    let next = first;
    try {
      for (; !next.done; next = await it.next()) if (next.value.length > 0) yield next.value;
    } finally {
      if (!next.done) await it.return?.();
    }
  }
  try {
    await pipeline(Readable.from(bytes()), res);
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
