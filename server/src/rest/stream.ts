import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Response } from "express";
import { log } from "../domain/shared/log";

/** Bytes gathered before a write: few writes, and still a bounded buffer. */
const CHUNK = 64 * 1024;

/**
 * Writes an array answer as its elements arrive (`Streamed`, issue 31), as fast as the client takes it
 * (a stream pipeline: backpressure). The first element is awaited before the status is sent, so an error
 * there (a refused caller, a bad filter) still answers as an error; a later one cuts the connection. A
 * client that goes away stops the reading.
 */
export async function writeJsonArray(res: Response, status: number, items: AsyncIterable<unknown>): Promise<void> {
  const it = items[Symbol.asyncIterator]();
  const first = await it.next();
  res.status(status).type("json");
  async function* json() {
    let next = first;
    try {
      let chunk = "[";
      for (let sep = ""; !next.done; sep = ",") {
        chunk += sep + JSON.stringify(next.value);
        if (chunk.length >= CHUNK) {
          yield chunk;
          chunk = "";
        }
        next = await it.next();
      }
      yield chunk + "]";
    } finally {
      if (!next.done) await it.return?.();
    }
  }
  try {
    await pipeline(Readable.from(json()), res);
  } catch (err) {
    if ((err as { code?: string }).code !== "ERR_STREAM_PREMATURE_CLOSE")
      log.error({ err }, "streamed answer failed after its status was sent");
    res.destroy();
  }
}
