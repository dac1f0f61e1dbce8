import { DataSource, type EntityManager } from "typeorm";
import { Bus } from "../bus/bus.entity";
import type { SettingsInput } from "../settings/setting-row";
import { changesBetween, recordActivity } from "../shared/activity";
import { type Actor, type ServicePolicies, needs, open, requireActor } from "../shared/actor";
import { Permission } from "../shared/permissions";
import type { Clock } from "../shared/clock";
import { ConflictError, NotFoundError, PayloadTooLargeError, ValidationError, isUuid } from "../shared/errors";
import { msg, text } from "../shared/messages";
import * as v from "../shared/validate";
import { todayInIndia } from "../shared/calendar";
import { MAX_UPLOAD_BYTES, sniffImage } from "../upload/upload.service";
import { BusDocument, BusDocumentFile, type BusDocumentStatus, BusDocumentType } from "./bus-document.entity";
import { DOCUMENT_NAMES, documentStatus, parseStates } from "./compliance";
import { type DocumentSettingsValues, documentSettings } from "./document-settings";

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
 * A bus's vehicle documents: recorded with their scans, their status on India's calendar,
 * and the rule that holds a bus back from a trip its documents do not cover.
 */
export class BusDocumentService {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  today(): string {
    return todayInIndia(this.clock.now());
  }

  statusOf(doc: Pick<BusDocument, "validUntil">): BusDocumentStatus {
    return documentStatus(doc.validUntil, this.today());
  }

  async list(actor: Actor | undefined, busId: unknown): Promise<BusDocument[]> {
    requireActor(actor);
    const bus = await this.bus(busId);
    return this.db
      .getRepository(BusDocument)
      .find({ where: { busId: bus.id }, relations: { file: true }, order: { validUntil: "ASC", id: "ASC" } });
  }

  async get(actor: Actor | undefined, id: unknown): Promise<BusDocument> {
    requireActor(actor);
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
    const staff = requireActor(actor);
    const { data, filename: originalName } = await file();
    if (data.length >= MAX_UPLOAD_BYTES) throw new PayloadTooLargeError(msg("upload.tooLarge"));
    const mime = data.length ? sniffDocument(data) : null;
    if (!mime) throw new ValidationError(msg("document.invalidFile"));
    const row = this.db.getRepository(BusDocumentFile).create({
      data,
      mime,
      size: data.length,
      originalName: originalName.slice(0, 200),
      uploaderId: staff.id,
    });
    await this.db.transaction(async (m) => {
      await m.getRepository(BusDocumentFile).insert(row);
      await recordActivity(m, staff, {
        action: "upload",
        entity: "bus document file",
        entityId: row.id,
        changes: { file: [null, row.originalName], mime: [null, mime], size: [null, row.size] },
      });
    });
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
    const staff = requireActor(actor);
    const bus = await this.bus(busId);
    const data = await this.validate(form, null);
    const doc = this.db.getRepository(BusDocument).create({ ...data, busId: bus.id });
    await this.saving(data, async (m) => {
      await m.getRepository(BusDocument).insert(doc);
      await recordActivity(m, staff, {
        action: "create",
        entity: "bus document",
        entityId: doc.id,
        changes: changesBetween({}, { bus: bus.name, ...data }),
      });
    });
    return this.get(actor, doc.id);
  }

  /** Changes a document; a renewal is a new valid-until (and usually a new number and scan), which starts its own reminders. */
  async update(actor: Actor | undefined, id: unknown, form: BusDocumentForm): Promise<BusDocument> {
    const current = await this.get(actor, id);
    const data = await this.validate(form, current);
    await this.saving(data, async (m) => {
      await m.getRepository(BusDocument).update({ id: current.id }, data);
      const changes = changesBetween(current, data);
      if (Object.keys(changes).length)
        await recordActivity(m, actor, {
          // A new valid-until is a renewal (it starts its own reminders).
          action: data.validUntil !== current.validUntil ? "renew" : "update",
          entity: "bus document",
          entityId: current.id,
          changes,
        });
    });
    return this.get(actor, current.id);
  }

  async remove(actor: Actor | undefined, id: unknown): Promise<BusDocument> {
    const doc = await this.get(actor, id);
    await this.db.transaction(async (m) => {
      await m.getRepository(BusDocument).delete({ id: doc.id });
      await recordActivity(m, actor, {
        action: "delete",
        entity: "bus document",
        entityId: doc.id,
        changes: changesBetween({ ...doc, bus: doc.bus.name }, {}, ["bus", "type", "number", "validUntil"]),
      });
    });
    return doc;
  }

  async getSettings(actor: Actor | undefined): Promise<DocumentSettingsValues> {
    requireActor(actor);
    return documentSettings.read(this.db.manager);
  }

  async saveSettings(
    actor: Actor | undefined,
    input: SettingsInput<DocumentSettingsValues>,
  ): Promise<DocumentSettingsValues> {
    const staff = requireActor(actor);
    return this.db.transaction(async (m) => {
      const before = await documentSettings.read(m);
      // A field left out (or null) keeps its value: saving the reminder days alone keeps the address.
      const given = Object.fromEntries(
        Object.entries(input).filter(([, value]) => value !== undefined && value !== null),
      );
      const after = await documentSettings.write(m, { ...before, ...given });
      const changes = changesBetween(before, after);
      if (Object.keys(changes).length)
        await recordActivity(m, staff, { action: "update", entity: "document settings", changes });
      return after;
    });
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

  /** Writes in one transaction (the change and its activity entry); a duplicate type and number is a 409. */
  private async saving(data: { type: BusDocumentType; number: string }, write: (m: EntityManager) => Promise<unknown>) {
    try {
      await this.db.transaction(write);
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
  ...needs(Permission.bookingsRead)("list", "get", "readFile", "getSettings"),
  ...needs(Permission.documents)("uploadFile", "add", "update", "remove"),
  ...needs(Permission.settingsWrite)("saveSettings"),
  ...open("today", "statusOf"),
};
