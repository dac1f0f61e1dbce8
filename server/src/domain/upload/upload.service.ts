import crypto from "node:crypto";
import { DataSource, type EntityManager } from "typeorm";
import { recordActivity } from "../shared/activity";
import { type Actor, type ServicePolicies, open, needs, requireActor } from "../shared/actor";
import { Permission } from "../shared/permissions";
import { NotFoundError, PayloadTooLargeError, ValidationError, isUuid } from "../shared/errors";
import { msg, text } from "../shared/messages";
import { Upload } from "./upload.entity";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const INVALID_IMAGE = text("upload.invalidImage");
export const IMAGE_TOO_LARGE = text("upload.tooLarge");

const EXT: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
};

/** The image type by content (magic bytes), never by the client's name or MIME type. */
export function sniffImage(buf: Buffer): string | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return "image/jpeg";
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString("latin1"))) return "image/gif";
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString("latin1") === "RIFF" &&
    buf.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "image/webp";
  return null;
}

export class UploadService {
  constructor(private readonly db: DataSource) {}

  /**
   * Stores an image (staff who edit the fleet or the site) and answers its URL path
   * (`/uploads/<id>.<ext>`). The file is read only once the caller has passed the gate.
   */
  async store(who: Actor | undefined, file: () => Promise<{ data: Buffer; filename: string }>): Promise<string> {
    const actor = requireActor(who);
    const { data, filename: originalName } = await file();
    return this.db.transaction(async (m) => {
      const url = await saveImage(m, data, originalName, actor.id);
      await recordActivity(m, actor, {
        action: "upload",
        entity: "image",
        entityId: url,
        changes: { name: [null, originalName.slice(0, 200)], size: [null, data.length] },
      });
      return url;
    });
  }

  async read(idWithExt: string): Promise<Pick<Upload, "data" | "mime" | "sha256" | "size">> {
    const id = idWithExt.replace(/\.(png|jpe?g|gif|webp)$/i, "");
    if (!isUuid(id)) throw new NotFoundError(msg("upload.notFound"));
    const row = await this.db
      .getRepository(Upload)
      .findOne({ where: { id }, select: { data: true, mime: true, sha256: true, size: true } });
    if (!row) throw new NotFoundError(msg("upload.notFound"));
    return row;
  }
}

/**
 * Checks an image (by content, under the size limit) and stores it once (the same bytes answer the same
 * URL); answers its URL path. For services whose callers were authorized their own way (a driver's link).
 */
export async function saveImage(
  db: DataSource | EntityManager,
  data: Buffer,
  originalName: string,
  uploaderId: string | null,
) {
  if (data.length === 0) throw new ValidationError(msg("upload.invalidImage"));
  if (data.length >= MAX_UPLOAD_BYTES) throw new PayloadTooLargeError(msg("upload.tooLarge"));
  const mime = sniffImage(data);
  if (!mime) throw new ValidationError(msg("upload.invalidImage"));
  const sha256 = crypto.createHash("sha256").update(data).digest("hex");
  const repo = db.getRepository(Upload);
  const same = await repo.findOne({ where: { sha256, mime }, select: { id: true, mime: true } });
  const id =
    same?.id ??
    (
      await repo.save(
        repo.create({ data, sha256, mime, size: data.length, originalName: originalName.slice(0, 200), uploaderId }),
      )
    ).id;
  return `/uploads/${id}.${EXT[mime]}`;
}

export const UPLOAD_POLICIES: ServicePolicies<UploadService> = {
  ...open("read"),
  ...needs(Permission.fleetWrite, Permission.contentWrite)("store"),
};

/** Reads a stream into memory, refusing more than `max` bytes. */
export async function readLimited(stream: NodeJS.ReadableStream, max = MAX_UPLOAD_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size >= max) {
      (stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
      throw new PayloadTooLargeError(msg("upload.tooLarge"));
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
