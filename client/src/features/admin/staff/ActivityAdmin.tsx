import { useQuery } from "@apollo/client/react";
import { serverMessage } from "../../../app/errors";
import { useTranslation } from "../../../i18n";
import { FieldWrap, TextField } from "../../../ui/Field";
import { useDraft } from "../../../ui/formState";
import { Panel } from "../../../ui/Panel";
import { ACTIVITY_ENTITIES as ENTITIES } from "./activity-entities";
import { ActivityLog, BookingActivityLog, StaffMembers } from "./staff.documents";
import { ChangeList, Empty, EntryList, Filters, LogScroll } from "./staff.styles";
import { formatDateTime } from "../../../app/calendar";

/** A value in words: empty as a dash, a list joined, an enum's name ("booking_desk") with spaces. */
const show = (v: unknown): string =>
  v === null || v === undefined || v === ""
    ? "—"
    : Array.isArray(v)
      ? v.map(show).join(", ") || "—"
      : typeof v === "string" && /^[a-z]+(_[a-z]+)+$/.test(v)
        ? v.replace(/_/g, " ")
        : typeof v === "object"
          ? JSON.stringify(v)
          : String(v);
/** A field's name in words: "agreedFare" as "agreed fare", "busId" as "bus", "driverIds" as "drivers". */
const fieldWords = (f: string) =>
  f
    .replace(/Ids$/, "s")
    .replace(/Id$/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
/** The log's columns, in order; each one's heading is `admin.activity.column.<key>`. */
const COLUMNS = ["when", "who", "did", "to", "changes", "address"] as const;

/** Each changed field as "field: before → after". */
function Changes({ changes }: { changes: Record<string, [unknown, unknown]> }) {
  const fields = Object.entries(changes ?? {});
  if (!fields.length) return null;
  return (
    <ChangeList>
      {fields.map(([f, [before, after]]) => (
        <li key={f}>
          {fieldWords(f)}: {show(before)} → {show(after)}
        </li>
      ))}
    </ChangeList>
  );
}

/** Admin -> Activity (owners): who did what, filtered by person, entity and days. */
export function ActivityAdmin() {
  const { t } = useTranslation();
  const { draft, field } = useDraft({ actorId: "", entity: "", from: "", to: "" });
  const staff = useQuery(StaffMembers, { fetchPolicy: "cache-and-network" });
  const filter = Object.fromEntries(Object.entries(draft).filter(([, v]) => v));
  const { data, error } = useQuery(ActivityLog, { variables: { filter }, fetchPolicy: "cache-and-network" });
  return (
    <Panel>
      <h2>{t("admin.activity.title")}</h2>
      <Filters>
        <FieldWrap>
          <label htmlFor="activity-person">{t("admin.activity.person")}</label>
          <select id="activity-person" {...field("actorId")}>
            <option value="">{t("admin.activity.everyone")}</option>
            {(staff.data?.staffMembers ?? []).map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </FieldWrap>
        <FieldWrap>
          <label htmlFor="activity-entity">{t("admin.activity.entity")}</label>
          <select id="activity-entity" {...field("entity")}>
            <option value="">{t("admin.activity.allEntities")}</option>
            {ENTITIES.map((e) => (
              <option key={e} value={e}>
                {t(`admin.activity.entityNames.${e}`)}
              </option>
            ))}
          </select>
        </FieldWrap>
        <TextField label={t("admin.activity.from")} type="date" {...field("from")} />
        <TextField label={t("admin.activity.to")} type="date" {...field("to")} />
      </Filters>
      {error && <p role="alert">{serverMessage(error, t("admin.activity.failed"))}</p>}
      <LogScroll>
        <table>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c}>{t(`admin.activity.column.${c}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(data?.activity ?? []).map((a) => (
              <tr key={a.id}>
                <td>{formatDateTime(a.at)}</td>
                <td>{a.actorName}</td>
                <td>{a.action}</td>
                <td>
                  {t(`admin.activity.entityNames.${a.entity}`)}
                  {a.subject && (
                    <>
                      {" "}
                      <span className="subject">{a.subject}</span>
                    </>
                  )}
                </td>
                <td>
                  <Changes changes={a.changes as Record<string, [unknown, unknown]>} />
                </td>
                <td>{show(a.address)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.activity.length === 0 && <Empty>{t("admin.activity.none")}</Empty>}
      </LogScroll>
    </Panel>
  );
}

/** A booking's own entries, in its View (owners). */
export function BookingActivity({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(BookingActivityLog, { variables: { id }, fetchPolicy: "network-only" });
  const entries = data?.booking?.activity ?? [];
  if (!entries.length) return null;
  return (
    <section aria-label={t("admin.activity.title")}>
      <h3>{t("admin.activity.title")}</h3>
      <EntryList>
        {entries.map((a) => (
          <li key={a.id}>
            {formatDateTime(a.at)} · {a.actorName} · {a.action}
            <Changes changes={a.changes as Record<string, [unknown, unknown]>} />
          </li>
        ))}
      </EntryList>
    </section>
  );
}
