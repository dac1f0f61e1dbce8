import { DataSource } from "typeorm";
import { Bus } from "../bus/bus.entity";
import type { SettingsInput } from "../settings/setting-row";
import { type Actor, type ServicePolicies, requireAdmin, needs, open } from "../shared/actor";
import { Permission } from "../shared/permissions";
import type { Clock } from "../shared/clock";
import { ConflictError, NotFoundError, PayloadTooLargeError, ValidationError, isUuid } from "../shared/errors";
import { msg, text } from "../shared/messages";
import * as v from "../shared/validate";
import { MAX_UPLOAD_BYTES, sniffImage } from "../upload/upload.service";
import { BusDocument, BusDocumentFile, type BusDocumentStatus, BusDocumentType } from "./bus-document.entity";
import { DOCUMENT_NAMES, dateRange, documentStatus, parseStates } from "./compliance";
import { type DocumentSettingsValues, documentSettings } from "./document-settings";
import { documentCounts } from "./bus-document.queries";

/** The document form as sent by either API. */
export interface BusDocumentForm {
  type?: unknown;
  number?: unknown;
  issuer?: unknown;
  validFrom?: unknown;
  validUntil?: unknown;
  states?: unknown;
  /** An id answered by uploadFile; null removes the file. */
  fileId?: unknown;
}

export interface DocumentOverview {
  valid: number;
  expiring: number;
  expired: number;
  /** The next five documents to expire (today or later), soonest first, with their bus. */
  next: BusDocument[];
}

const TYPES = Object.values(BusDocumentType);
export const INVALID_DOCUMENT_FILE = text("document.invalidFile");
export const DOCUMENT_FILE_TOO_LARGE = text("upload.tooLarge");
export const DUPLICATE_CONSTRAINT = "UQ_bus_documents_type_number";

/** PDF or an image, by content (magic bytes). */
export function sniffDocument(buf: Buffer): string | null {
  if (buf.length >= 5 && buf.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  return sniffImage(buf);
}

/**
 * A bus's vehicle documents (issue 28): recorded with their scans, their status on India's calendar,
 * and the rule that holds a bus back from a trip its documents do not cover.
 */
export class BusDocumentService {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  today(): string {
    return v.todayInIndia(this.clock.now());
  }

  statusOf(doc: Pick<BusDocument, "validUntil">): BusDocumentStatus {
    return documentStatus(doc.validUntil, this.today());
  }

  async list(actor: Actor | undefined, busId: unknown): Promise<BusDocument[]> {
    requireAdmin(actor);
    const bus = await this.bus(busId);
    return this.db
      .getRepository(BusDocument)
      .find({ where: { busId: bus.id }, relations: { file: true }, order: { validUntil: "ASC", id: "ASC" } });
  }

  async get(actor: Actor | undefined, id: unknown): Promise<BusDocument> {
    requireAdmin(actor);
    if (!isUuid(id)) throw new NotFoundError(msg("document.notFound"));
    const doc = await this.db
      .getRepository(BusDocument)
      .findOne({ where: { id }, relations: { file: true, bus: true } });
    if (!doc) throw new NotFoundError(msg("document.notFound"));
    return doc;
  }

  /** Stores a scan (PDF or image, under 5 MB) and answers its id, for add or update. */
  /** Stores a scan; the file is read only once the caller has passed the gate (like bus images). */
  async uploadFile(actor: Actor | undefined, file: () => Promise<{ data: Buffer; filename: string }>): Promise<string> {
    const staff = requireAdmin(actor);
    const { data, filename: originalName } = await file();
    if (data.length >= MAX_UPLOAD_BYTES) throw new PayloadTooLargeError(msg("upload.tooLarge"));
    const mime = data.length ? sniffDocument(data) : null;
    if (!mime) throw new ValidationError(msg("document.invalidFile"));
    const repo = this.db.getRepository(BusDocumentFile);
    const row = repo.create({
      data,
      mime,
      size: data.length,
      originalName: originalName.slice(0, 200),
      uploaderId: staff.id,
    });
    await repo.insert(row);
    return row.id;
  }

  /** A document's scan (admins). */
  async readFile(actor: Actor | undefined, documentId: unknown): Promise<BusDocumentFile> {
    const doc = await this.get(actor, documentId);
    const file = doc.fileId
      ? await this.db.getRepository(BusDocumentFile).findOne({
          where: { id: doc.fileId },
          select: { id: true, data: true, mime: true, size: true, originalName: true },
        })
      : null;
    if (!file) throw new NotFoundError(msg("document.fileNotFound"));
    return file;
  }

  async add(actor: Actor | undefined, busId: unknown, form: BusDocumentForm): Promise<BusDocument> {
    requireAdmin(actor);
    const bus = await this.bus(busId);
    const data = await this.validate(form, null);
    const repo = this.db.getRepository(BusDocument);
    const doc = repo.create({ ...data, busId: bus.id });
    await this.saving(() => repo.insert(doc), data);
    return this.get(actor, doc.id);
  }

  /** Changes a document; a renewal is a new valid-until (and usually a new number and scan), which starts its own reminders. */
  async update(actor: Actor | undefined, id: unknown, form: BusDocumentForm): Promise<BusDocument> {
    const current = await this.get(actor, id);
    const data = await this.validate(form, current);
    await this.saving(() => this.db.getRepository(BusDocument).update({ id: current.id }, data), data);
    return this.get(actor, current.id);
  }

  async remove(actor: Actor | undefined, id: unknown): Promise<BusDocument> {
    const doc = await this.get(actor, id);
    await this.db.getRepository(BusDocument).delete({ id: doc.id });
    return doc;
  }

  /** Counts by status and the next five expiries, fleet-wide (the "Documents" card). */
  async overview(actor: Actor | undefined): Promise<DocumentOverview> {
    requireAdmin(actor);
    const today = this.today();
    const counts = await documentCounts(this.db, today);
    const next = await this.db
      .getRepository(BusDocument)
      .createQueryBuilder("d")
      .leftJoinAndSelect("d.bus", "bus")
      .leftJoinAndSelect("d.file", "file")
      .where(`d."validUntil" >= :today`, { today })
      .orderBy(`d."validUntil"`, "ASC")
      .addOrderBy("d.id", "ASC")
      .limit(5)
      .getMany();
    return { valid: +counts.valid, expiring: +counts.expiring, expired: +counts.expired, next };
  }

  /** Documents whose last valid day falls in [from, until], with their bus (the fleet calendar's marks). */
  async expiries(actor: Actor | undefined, from: unknown, until: unknown): Promise<BusDocument[]> {
    requireAdmin(actor);
    const [start, end] = dateRange(from, until);
    return this.db
      .getRepository(BusDocument)
      .createQueryBuilder("d")
      .leftJoinAndSelect("d.bus", "bus")
      .leftJoinAndSelect("d.file", "file")
      .where(`d."validUntil" BETWEEN :start AND :end`, { start, end })
      .orderBy(`d."validUntil"`, "ASC")
      .addOrderBy("d.id", "ASC")
      .getMany();
  }

  async getSettings(actor: Actor | undefined): Promise<DocumentSettingsValues> {
    requireAdmin(actor);
    return documentSettings.read(this.db.manager);
  }

  async saveSettings(
    actor: Actor | undefined,
    input: SettingsInput<DocumentSettingsValues>,
  ): Promise<DocumentSettingsValues> {
    requireAdmin(actor);
    return documentSettings.write(this.db.manager, input);
  }

  private async bus(id: unknown): Promise<Bus> {
    const bus = isUuid(id) ? await this.db.getRepository(Bus).findOneBy({ id }) : null;
    if (!bus) throw new NotFoundError(msg("bus.notFound"));
    return bus;
  }

  /** Every rule of the form; on update, omitted fields keep their values. */
  private async validate(form: BusDocumentForm, current: BusDocument | null) {
    const has = (k: keyof BusDocumentForm) => current === null || form[k] !== undefined;
    const type = has("type") ? v.oneOf(form.type, TYPES, "Document type") : current!.type;
    const number = has("number") ? v.requiredText(form.number, "Document number", 60).toUpperCase() : current!.number;
    const issuer = has("issuer") ? (v.optionalText(form.issuer, "Issuer", 200) ?? "") : current!.issuer;
    const validFrom = has("validFrom") ? v.isoDate(form.validFrom, "Valid from") : current!.validFrom;
    const validUntil = has("validUntil") ? v.isoDate(form.validUntil, "Valid until") : current!.validUntil;
    if (validUntil < validFrom) throw new ValidationError(msg("document.untilBeforeFrom"), { field: "Valid until" });
    const states = has("states") ? parseStates(form.states) : current!.states;
    if (type !== BusDocumentType.StatePermit && states.length && has("states") && form.states !== undefined)
      throw new ValidationError(msg("document.statesOnlyPermit"));
    let fileId = current?.fileId ?? null;
    if (form.fileId !== undefined) {
      fileId = form.fileId === null || form.fileId === "" ? null : String(form.fileId);
      if (fileId && (!isUuid(fileId) || !(await this.db.getRepository(BusDocumentFile).existsBy({ id: fileId }))))
        throw new ValidationError(msg("document.fileNotFound"));
    }
    return { type, number, issuer, validFrom, validUntil, states: [...new Set(states)], fileId };
  }

  private async saving(write: () => Promise<unknown>, data: { type: BusDocumentType; number: string }) {
    try {
      await write();
    } catch (e) {
      if ((e as { code?: string; constraint?: string }).constraint === DUPLICATE_CONSTRAINT)
        throw new ConflictError(
          msg("document.duplicate", { document: DOCUMENT_NAMES[data.type], number: data.number }),
        );
      throw e;
    }
  }
}

/** Staff read the fleet's documents; `documents.write` changes them; their settings `settings.write`. */
export const BUS_DOCUMENT_POLICIES: ServicePolicies<BusDocumentService> = {
  ...needs(Permission.bookingsRead)("list", "get", "readFile", "overview", "expiries", "getSettings"),
  ...needs(Permission.documents)("uploadFile", "add", "update", "remove"),
  ...needs(Permission.settingsWrite)("saveSettings"),
  ...open("today", "statusOf"),
};
