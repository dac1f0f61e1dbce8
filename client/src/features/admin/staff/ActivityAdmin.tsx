import { useQuery } from "@apollo/client/react";
import { FieldWrap, TextField, useDraft } from "../../../ui/Field";
import { Panel } from "../../../ui/Panel";
import { ACTIVITY_ENTITIES as ENTITIES } from "./activity-entities";
import { ActivityLog, BookingActivityLog, StaffMembers } from "./staff.documents";

const when = (iso: string) => new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" });
const show = (v: unknown) => (v === null || v === undefined || v === "" ? "—" : String(v));

/** Each changed field as "field: before → after". */
function Changes({ changes }: { changes: Record<string, [unknown, unknown]> }) {
  const fields = Object.entries(changes ?? {});
  if (!fields.length) return null;
  return (
    <ul style={{ margin: 0, paddingLeft: "1.1rem" }}>
      {fields.map(([f, [before, after]]) => (
        <li key={f}>
          {f}: {show(before)} → {show(after)}
        </li>
      ))}
    </ul>
  );
}

/** Admin -> Activity (owners): who did what, filtered by person, entity and days. */
export function ActivityAdmin() {
  const { draft, field } = useDraft({ actorId: "", entity: "", from: "", to: "" });
  const staff = useQuery(StaffMembers, { fetchPolicy: "cache-and-network" });
  const filter = Object.fromEntries(Object.entries(draft).filter(([, v]) => v));
  const { data, error } = useQuery(ActivityLog, { variables: { filter }, fetchPolicy: "cache-and-network" });
  return (
    <Panel>
      <h2>Activity</h2>
      <div style={{ display: "flex", flexWrap: "wrap", gap: "0.8rem", alignItems: "end", marginBottom: "1rem" }}>
        <FieldWrap>
          <label htmlFor="activity-person">Person</label>
          <select id="activity-person" {...field("actorId")}>
            <option value="">Everyone</option>
            {(staff.data?.staffMembers ?? []).map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </FieldWrap>
        <FieldWrap>
          <label htmlFor="activity-entity">Entity</label>
          <select id="activity-entity" {...field("entity")}>
            <option value="">All</option>
            {ENTITIES.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
        </FieldWrap>
        <TextField label="From" type="date" {...field("from")} />
        <TextField label="To" type="date" {...field("to")} />
      </div>
      {error && <p role="alert">{error.message}</p>}
      <div style={{ overflowX: "auto" }}>
        <table style={{ width: "100%", borderCollapse: "collapse" }}>
          <thead>
            <tr>
              <th align="left">When</th>
              <th align="left">Who</th>
              <th align="left">Did</th>
              <th align="left">To</th>
              <th align="left">Changes</th>
              <th align="left">Address</th>
            </tr>
          </thead>
          <tbody>
            {(data?.activity ?? []).map((a) => (
              <tr key={a.id} style={{ borderTop: "1px solid #e5d5b8", verticalAlign: "top" }}>
                <td>{when(a.at)}</td>
                <td>{a.actorName}</td>
                <td>{a.action}</td>
                <td>
                  {a.entity}
                  {a.entityId
                    ? ` ${a.entity === "booking" || a.entity === "quote" ? `BK-${a.entityId.slice(-4)}` : ""}`
                    : ""}
                </td>
                <td>
                  <Changes changes={a.changes as Record<string, [unknown, unknown]>} />
                </td>
                <td>{show(a.address)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.activity.length === 0 && <p>No activity matches these filters.</p>}
      </div>
    </Panel>
  );
}

/** A booking's own entries, in its View (owners). */
export function BookingActivity({ id }: { id: string }) {
  const { data } = useQuery(BookingActivityLog, { variables: { id }, fetchPolicy: "network-only" });
  const entries = data?.booking?.activity ?? [];
  if (!entries.length) return null;
  return (
    <section aria-label="Activity">
      <h3>Activity</h3>
      <ul style={{ paddingLeft: "1.1rem" }}>
        {entries.map((a) => (
          <li key={a.id}>
            {when(a.at)} · {a.actorName} · {a.action}
            <Changes changes={a.changes as Record<string, [unknown, unknown]>} />
          </li>
        ))}
      </ul>
    </section>
  );
}
