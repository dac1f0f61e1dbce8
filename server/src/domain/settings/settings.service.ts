import { DataSource, type EntityManager } from "typeorm";
import { type Actor, type ServicePolicies, open, adminOnly, needs, requireActor } from "../shared/actor";
import { Permission } from "../shared/permissions";
import { ValidationError } from "../shared/errors";
import { type FieldLabel, msg } from "../shared/messages";
import * as v from "../shared/validate";
import { whatsappNumber } from "../shared/phone";
import { SettingRow, type SettingsInput } from "./setting-row";
import { settingRows } from "./settings.queries";
import { CONTENT_CHANGED, noEvents, type EventBus } from "../shared/events";

/** The site's contact details, hours and map location (shown across the site and on booking PDFs). */
export interface SiteSettingsValues {
  /** The 4 booking phone numbers. */
  bookingPhones: string[];
  /** The 2 WhatsApp contacts; `number` is digits with the country code, as wa.me expects (shared/phone.ts). */
  whatsappContacts: Array<{ label: string; number: string }>;
  email: string;
  supportHours: string;
  businessHours: string;
  address: string;
  mapLat: number;
  mapLng: number;
}

export function validateSettings(input: SettingsInput<SiteSettingsValues>): SiteSettingsValues {
  const phones = input.bookingPhones;
  if (!Array.isArray(phones) || phones.length !== 4) throw new ValidationError(msg("settings.bookingPhones"));
  const wa = input.whatsappContacts;
  if (!Array.isArray(wa) || wa.length !== 2) throw new ValidationError(msg("settings.whatsappContacts"));
  const lat = Number(input.mapLat);
  const lng = Number(input.mapLng);
  if (!Number.isFinite(lat) || lat < -90 || lat > 90)
    throw new ValidationError(msg("validation.between", { field: "Map latitude", min: -90, max: 90 }));
  if (!Number.isFinite(lng) || lng < -180 || lng > 180)
    throw new ValidationError(msg("validation.between", { field: "Map longitude", min: -180, max: 180 }));
  return {
    bookingPhones: phones.map((p, i) => v.phone(p, `Booking phone ${i + 1}`)),
    whatsappContacts: wa.map((c: { label?: unknown; number?: unknown }, i) => {
      const number = whatsappNumber(String(c?.number ?? ""));
      if (!number) throw new ValidationError(msg("settings.whatsappNumber", { number: i + 1 }));
      return { label: v.requiredText(c?.label, `WhatsApp label ${i + 1}`, 60), number };
    }),
    email: v.email(input.email),
    supportHours: v.requiredText(input.supportHours, "Support hours", 100),
    businessHours: v.requiredText(input.businessHours, "Business hours", 100),
    address: v.requiredText(input.address, "Address", 300),
    mapLat: lat,
    mapLng: lng,
  };
}

export const SITE_SETTINGS_KEY = "site";
const NOTIFICATION_SETTINGS_KEY = "notifications";

/** Which e-mails are sent, and where the operator's copy of new bookings goes. */
export interface NotificationSettingsValues {
  /** To the customer when a booking is received. */
  customerReceived: boolean;
  /** To the customer on every status change (Confirmed carries a calendar invite). */
  customerStatus: boolean;
  /** To the operator's address on every new booking. */
  operatorNewBooking: boolean;
  /** To the customer 24 hours before departure (Confirmed bookings only). */
  reminders: boolean;
  /** The operator's booking address; empty: the site's contact e-mail. */
  operatorEmail: string;
}

const NOTIFICATION_DEFAULTS: NotificationSettingsValues = {
  customerReceived: true,
  customerStatus: true,
  operatorNewBooking: true,
  reminders: true,
  operatorEmail: "",
};

function validateNotificationSettings(input: SettingsInput<NotificationSettingsValues>): NotificationSettingsValues {
  const flag = (value: unknown, label: FieldLabel) => {
    if (typeof value !== "boolean") throw new ValidationError(msg("validation.onOrOff", { field: label }));
    return value;
  };
  const raw = typeof input.operatorEmail === "string" ? input.operatorEmail.trim() : "";
  return {
    customerReceived: flag(input.customerReceived, "Booking received e-mail"),
    customerStatus: flag(input.customerStatus, "Status change e-mail"),
    operatorNewBooking: flag(input.operatorNewBooking, "New booking e-mail to staff"),
    reminders: flag(input.reminders, "Trip reminder e-mail"),
    operatorEmail: raw === "" ? "" : v.email(raw, "Notification e-mail"),
  };
}

export class SettingsService {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventBus = noEvents,
  ) {}

  private readonly site = new SettingRow(SITE_SETTINGS_KEY, {} as SiteSettingsValues, validateSettings);
  private readonly notifications = new SettingRow(
    NOTIFICATION_SETTINGS_KEY,
    NOTIFICATION_DEFAULTS,
    validateNotificationSettings,
  );

  /** `m`: read inside a caller's transaction, on its connection (a second connection could wait on a full pool). */
  async get(m: EntityManager = this.db.manager): Promise<SiteSettingsValues> {
    return this.site.read(m);
  }

  async save(actor: Actor | undefined, input: SettingsInput<SiteSettingsValues>): Promise<SiteSettingsValues> {
    const saved = await this.site.save(this.db, requireActor(actor), input);
    this.events.publish(CONTENT_CHANGED, { area: "settings" });
    return saved;
  }

  /** The notification toggles and the site's contact e-mail in one query (read inside every booking's transaction). */
  async getMailing(m: EntityManager): Promise<{ notifications: NotificationSettingsValues; siteEmail: string }> {
    const rows = await settingRows(m, [NOTIFICATION_SETTINGS_KEY, SITE_SETTINGS_KEY]);
    const value = (key: string) => rows.find((r) => r.key === key)?.value;
    return {
      notifications: { ...NOTIFICATION_DEFAULTS, ...(value(NOTIFICATION_SETTINGS_KEY) as object) },
      siteEmail: (value(SITE_SETTINGS_KEY) as SiteSettingsValues | undefined)?.email ?? "",
    };
  }

  async getNotifications(m: EntityManager = this.db.manager): Promise<NotificationSettingsValues> {
    return this.notifications.read(m);
  }

  /** Which e-mails are sent, as staff's Settings screen reads them. */
  notificationsForStaff(_actor: Actor | undefined): Promise<NotificationSettingsValues> {
    return this.getNotifications();
  }

  async saveNotifications(
    actor: Actor | undefined,
    input: SettingsInput<NotificationSettingsValues>,
  ): Promise<NotificationSettingsValues> {
    return this.notifications.save(this.db, requireActor(actor), input);
  }
}

export const SETTINGS_POLICIES: ServicePolicies<SettingsService> = {
  ...open("get", "getNotifications", "getMailing"),
  ...adminOnly("notificationsForStaff"),
  ...needs(Permission.settingsWrite)("save", "saveNotifications"),
};
