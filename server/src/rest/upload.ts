import busboy from "busboy";
import type { Request } from "express";
import { PayloadTooLargeError, ValidationError } from "../domain/shared/errors";
import { IMAGE_TOO_LARGE, MAX_UPLOAD_BYTES } from "../domain/upload/upload.service";

export const NO_FILE = "Please select an image file or provide a valid image URL.";
export const NOT_MULTIPART = 'Send the image as multipart/form-data in the field "file".';

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
      return reject(new ValidationError(NOT_MULTIPART));
    }
    let file: { data: Buffer; filename: string } | undefined;
    let failure: Error | undefined;
    bb.on("file", (field, stream, info) => {
      if (field !== "file" || file) return void stream.resume();
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => {
        failure = new PayloadTooLargeError(IMAGE_TOO_LARGE);
        chunks.length = 0;
      });
      stream.on("end", () => {
        if (!failure) file = { data: Buffer.concat(chunks), filename: info.filename ?? "" };
      });
    });
    bb.on("error", () => reject(new ValidationError(NOT_MULTIPART)));
    bb.on("close", () => (failure ? reject(failure) : file ? resolve(file) : reject(new ValidationError(NO_FILE))));
    req.pipe(bb);
  });
}
