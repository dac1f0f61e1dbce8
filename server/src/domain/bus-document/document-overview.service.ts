import type { DataSource } from "typeorm";
import { type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import type { Clock } from "../shared/clock";
import { Permission } from "../shared/permissions";
import { todayInIndia } from "../shared/calendar";
import { BusDocument } from "./bus-document.entity";
import { dateRange } from "./compliance";
import { documentCounts } from "./bus-document.queries";

export interface DocumentOverview {
  valid: number;
  expiring: number;
  expired: number;
  /** The next five documents to expire (today or later), soonest first, with their bus. */
  next: BusDocument[];
}

/** The fleet's documents at a glance: the "Documents" card and the fleet calendar's marks. */
export class DocumentOverviewService {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  private today(): string {
    return todayInIndia(this.clock.now());
  }

  /** Counts by status and the next five expiries, fleet-wide (the "Documents" card). */
  async overview(actor: Actor | undefined): Promise<DocumentOverview> {
    requireActor(actor);
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
    requireActor(actor);
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
}

export const DOCUMENT_OVERVIEW_POLICIES: ServicePolicies<DocumentOverviewService> = {
  ...needs(Permission.bookingsRead)("overview", "expiries"),
};
