import { DataSource, In } from "typeorm";
import { type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import { ValidationError } from "../shared/errors";
import { msg } from "../shared/messages";
import { Permission } from "../shared/permissions";
import { GSTR1_FILES, type Gstr1File, gstr1Csv } from "./gstr1";
import { Invoice, InvoiceKind } from "./invoice.entity";
import { monthRange } from "../shared/calendar";

/** Admin → Reports → GSTR-1 export: a month's issued invoices and credit notes (India's calendar) as CSV. */
export class Gstr1Service {
  constructor(private readonly db: DataSource) {}

  /** One file of a month's export ("2026-12", "b2b" | "b2cl" | "b2cs" | "cdnr" | "cdnur" | "at" | "atadj" | "register"). */
  async export(actor: Actor | undefined, month: unknown, file: unknown): Promise<{ name: string; csv: string }> {
    requireActor(actor);
    const range = typeof month === "string" ? monthRange(month) : null;
    if (!range) throw new ValidationError(msg("invoice.month"), { field: "month" });
    if (!GSTR1_FILES.includes(file as Gstr1File))
      throw new ValidationError(msg("validation.oneOf", { field: "Document type", allowed: GSTR1_FILES.join(", ") }));
    const documents = await this.db
      .getRepository(Invoice)
      .createQueryBuilder("i")
      .where(`i."issueDate" >= :from AND i."issueDate" < :to`, range)
      .orderBy("i.kind")
      .addOrderBy("i.series")
      .addOrderBy("i.sequence")
      .getMany();
    // The invoices the month's credit notes refer to, when issued in an earlier month (b2cl or not decides
    // whether a note is netted in b2cs or listed in cdnur).
    const inMonth = new Set(documents.map((d) => d.id));
    const earlier = [
      ...new Set(documents.map((d) => d.invoiceId).filter((id): id is string => !!id && !inMonth.has(id))),
    ];
    const referred = earlier.length ? await this.db.getRepository(Invoice).findBy({ id: In(earlier) }) : [];
    // 11B: the vouchers (of any month) of the bookings invoiced this month.
    const invoiced = documents.filter((d) => d.kind === InvoiceKind.invoice).map((d) => d.bookingId);
    const adjusted = invoiced.length
      ? await this.db.getRepository(Invoice).findBy({
          bookingId: In(invoiced),
          kind: In([InvoiceKind.receiptVoucher, InvoiceKind.refundVoucher]),
        })
      : [];
    return {
      name: `gstr1-${month as string}-${file as string}.csv`,
      csv: gstr1Csv(file as Gstr1File, documents, new Map(referred.map((i) => [i.id, i])), adjusted),
    };
  }
}

export const GSTR1_POLICIES: ServicePolicies<Gstr1Service> = {
  ...needs(Permission.moneyRead)("export"),
};
