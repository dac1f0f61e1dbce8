import type { DataSource, EntityManager } from "typeorm";
import type { Config } from "../../config";
import type { Booking } from "../booking/booking.entity";
import { recordActivity } from "../shared/activity";
import { type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import { Permission } from "../shared/permissions";
import { type Clock, systemClock } from "../shared/clock";
import { linkToken, linkWindow, newLinkNonce } from "./driver-link";
import { type Linked, loadLinked } from "./driver-link-access";
import { DriverAssignment } from "./driver.entity";

/** What staff see of a driver's link. */
export interface LinkView {
  path: string;
  validFrom: string;
  validUntil: string;
  revoked: boolean;
}

/**
 * Staff's side of the driver's link: the link of an assignment to send to its driver (a signed
 * token, `driver-link.ts`), withdrawn at once or renewed (a new nonce; the old link stops working).
 */
export class DriverLinkService {
  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly clock: Clock = systemClock,
  ) {}

  /** The link of an assignment, for staff to send to the driver. */
  async link(actor: Actor | undefined, assignmentId: unknown): Promise<LinkView> {
    requireActor(actor);
    const { assignment, booking } = await this.loadAssignment(assignmentId);
    return this.linkView(assignment, booking);
  }

  /** Withdraws a driver's link at once (the page then refuses every step). */
  async revokeLink(actor: Actor | undefined, assignmentId: unknown): Promise<LinkView> {
    const staff = requireActor(actor);
    const { assignment } = await this.loadAssignment(assignmentId);
    await this.db.transaction(async (m) => {
      await m.getRepository(DriverAssignment).update({ id: assignment.id }, { linkRevokedAt: this.clock.now() });
      await this.linkActivity(m, staff, "revoke", assignment);
    });
    const again = await this.loadAssignment(assignment.id);
    return this.linkView(again.assignment, again.booking);
  }

  /** A new link for the driver; the old one stops working. */
  async renewLink(actor: Actor | undefined, assignmentId: unknown): Promise<LinkView> {
    const staff = requireActor(actor);
    const { assignment } = await this.loadAssignment(assignmentId);
    await this.db.transaction(async (m) => {
      await m
        .getRepository(DriverAssignment)
        .update({ id: assignment.id }, { linkNonce: newLinkNonce(), linkRevokedAt: null });
      await this.linkActivity(m, staff, "renew", assignment);
    });
    const again = await this.loadAssignment(assignment.id);
    return this.linkView(again.assignment, again.booking);
  }

  private loadAssignment(id: unknown): Promise<Linked> {
    return loadLinked(this.db, id);
  }

  private linkView(a: DriverAssignment, b: Booking): LinkView {
    return {
      path: `/d/${linkToken(this.config.jwtSecret, a.id, a.linkNonce)}`,
      ...linkWindow(b.departureDate, b.days),
      revoked: a.linkRevokedAt !== null,
    };
  }

  /** An activity entry for a staff change to a driver's link. */
  private linkActivity(m: EntityManager, staff: Actor, action: string, a: DriverAssignment) {
    return recordActivity(m, staff, {
      action,
      entity: "driver-link",
      entityId: a.id,
      changes: { booking: [null, a.bookingId], driver: [null, a.driver.name] },
    });
  }
}

/** Staff with the drivers permission manage links. */
export const DRIVER_LINK_POLICIES: ServicePolicies<DriverLinkService> = {
  ...needs(Permission.drivers)("link", "revokeLink", "renewLink"),
};
