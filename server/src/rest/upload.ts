import busboy from "busboy";
import type { Request } from "express";
import { PayloadTooLargeError, ValidationError } from "../domain/shared/errors";
import { msg } from "../domain/shared/messages";
import { MAX_UPLOAD_BYTES } from "../domain/upload/upload.service";

/**
 * Reads the multipart field `file` into memory, never more than the 5 MB limit: busboy stops
 * collecting at `limits.fileSize` and the rest of the body is drained, not kept.
 */
export function readImage(req: Request): Promise<{ data: Buffer; filename: string }> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, parts: 25 } });
    } catch {
      return reject(new ValidationError(msg("upload.notMultipart")));
    }
    let file: { data: Buffer; filename: string } | undefined;
    let failure: Error | undefined;
    bb.on("file", (field, stream, info) => {
      if (field !== "file" || file) return void stream.resume();
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => {
        failure = new PayloadTooLargeError(msg("upload.tooLarge"));
        chunks.length = 0;
      });
      stream.on("end", () => {
        if (!failure) file = { data: Buffer.concat(chunks), filename: info.filename ?? "" };
      });
    });
    bb.on("error", () => reject(new ValidationError(msg("upload.notMultipart"))));
    bb.on("close", () =>
      failure ? reject(failure) : file ? resolve(file) : reject(new ValidationError(msg("upload.noFile"))),
    );
    req.pipe(bb);
  });
}
