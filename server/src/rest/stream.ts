import type { Response } from "express";
import { JSON_ARRAY, writeStreamed } from "../domain/shared/streamed-answer";

/**
 * Writes an array answer as its elements arrive (`Streamed`, issue 31; see `writeStreamed`). The elements are
 * objects (written by JSON.stringify) or, `encoded`, already JSON text (written through as they are: no object
 * per element).
 */
export function writeJsonArray(
  res: Response,
  status: number,
  items: AsyncIterable<unknown>,
  encoded = false,
): Promise<void> {
  return writeStreamed(
    res,
    () => res.status(status).type("json"),
    items,
    encoded ? (item) => item as string : (item) => JSON.stringify(item),
    JSON_ARRAY,
  );
}
