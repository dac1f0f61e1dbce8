import type { Request } from "express";
import multer from "multer";
import { PayloadTooLargeError, ValidationError } from "../domain/shared/errors";
import { msg } from "../domain/shared/messages";
import { MAX_UPLOAD_BYTES } from "../domain/upload/upload.service";

const limits = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, parts: 25 };
const single = multer({ storage: multer.memoryStorage(), limits }).single("file");

/**
 * Reads the multipart field `file` into memory (multer), never more than the 5 MB limit: collecting
 * stops at `limits.fileSize` and the rest of the body is drained, not kept.
 */
export async function readImage(req: Request): Promise<{ data: Buffer; filename: string }> {
  if (!req.is("multipart/form-data")) throw new ValidationError(msg("upload.notMultipart"));
  await new Promise<void>((resolve, reject) =>
    single(req, req.res!, (e: unknown) => (e ? reject(e) : resolve())),
  ).catch((e: unknown) => {
    const code = e instanceof multer.MulterError ? e.code : undefined;
    if (code === "LIMIT_FILE_SIZE") throw new PayloadTooLargeError(msg("upload.tooLarge"));
    throw new ValidationError(msg(code === "LIMIT_UNEXPECTED_FILE" ? "upload.noFile" : "upload.notMultipart"));
  });
  if (!req.file) throw new ValidationError(msg("upload.noFile"));
  return { data: req.file.buffer, filename: req.file.originalname };
}
