import type { Response } from "express";
import { JSON_ARRAY, writeStreamed } from "../domain/shared/streamed-answer";

/**
 * Writes a `Streamed` array answer (see `writeStreamed`): its chunks, JSON elements each followed by a
 * comma as PostgreSQL wrote them, framed as one array.
 */
export const writeJsonArray = (res: Response, status: number, chunks: AsyncIterable<Buffer>): Promise<void> =>
  writeStreamed(res, () => res.status(status).type("json"), chunks, JSON_ARRAY);
