import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { log } from "./log";

/** Bytes gathered before a write: few writes, and still a bounded buffer. */
const CHUNK = 64 * 1024;

/** What stands around and between the pieces of an answer (ASCII). */
export interface Framing {
  open: string;
  between: string;
  close: string;
  /** The whole answer when there is no piece. */
  empty: string;
}

const PLAIN: Framing = { open: "", between: "", close: "", empty: "" };
/** A JSON array of already encoded elements. */
export const JSON_ARRAY: Framing = { open: "[", between: ",", close: "]", empty: "[]" };

/**
 * Writes an answer as its items arrive (issue 31: the REST list's JSON array, the CSV export), as fast as the
 * client takes it (a stream pipeline: backpressure). Each item is written as `text(item)`, framed; the text is
 * copied into buffers of CHUNK bytes, so no string grows with the answer. The first item is awaited before
 * `start` sets the status and headers, so an error there (a refused caller, a bad filter) still answers as an
 * error; a later one cuts the connection. A client that goes away stops the reading.
 */
export async function writeStreamed<T>(
  out: Writable,
  start: () => void,
  items: AsyncIterable<T>,
  text: (item: T) => string,
  framing: Framing = PLAIN,
): Promise<void> {
  const it = items[Symbol.asyncIterator]();
  const first = await it.next();
  start();
  async function* bytes() {
    let next = first;
    try {
      let buf = Buffer.allocUnsafe(CHUNK);
      let used = 0;
      for (let sep = framing.open; !next.done; sep = framing.between, next = await it.next()) {
        const piece = text(next.value);
        const size = sep.length + Buffer.byteLength(piece);
        if (used + size > CHUNK && used > 0) {
          yield buf.subarray(0, used);
          buf = Buffer.allocUnsafe(CHUNK);
          used = 0;
        }
        if (size > CHUNK) yield Buffer.from(sep + piece);
        else {
          if (sep) used += buf.write(sep, used);
          used += buf.write(piece, used);
        }
      }
      const end = first.done ? framing.empty : framing.close;
      if (end) yield used === 0 ? Buffer.from(end) : Buffer.concat([buf.subarray(0, used), Buffer.from(end)]);
      else if (used > 0) yield buf.subarray(0, used);
    } finally {
      if (!next.done) await it.return?.();
    }
  }
  try {
    await pipeline(Readable.from(bytes()), out);
  } catch (err) {
    if ((err as { code?: string }).code !== "ERR_STREAM_PREMATURE_CLOSE")
      log.error({ err }, "streamed answer failed after its status was sent");
    out.destroy();
  }
}
