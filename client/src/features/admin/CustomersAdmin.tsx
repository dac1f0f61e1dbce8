import { useMutation, useQuery } from "@apollo/client/react";
import { Fragment, useState } from "react";
import { StaffNotes } from "./bookings/StaffNotes";
import { formatDate, useTranslation } from "../../i18n";
import { Button } from "../../ui/Button";
import { ContactMessages, CustomerBookings, Customers, SetMessageHandled } from "./customers.documents";
import { Panel } from "../../ui/Panel";
import { CustomerSessions } from "./CustomerSessions";
import { formatDateTime } from "../../app/calendar";

function TheirBookings({ id }: { id: string }) {
  const { data } = useQuery(CustomerBookings, { variables: { id } });
  return (
    <ul>
      {data?.customerBookings.map((b) => (
        <li key={b.id}>
          {b.reference} · {b.destination} · {formatDate(b.departureDate)} · {b.days}d · {b.bus?.name ?? "N/A"} ·{" "}
          {b.status}
        </li>
      ))}
    </ul>
  );
}

export function CustomersAdmin() {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const { data } = useQuery(Customers, { variables: { search: search || null }, fetchPolicy: "cache-and-network" });
  const messages = useQuery(ContactMessages, { fetchPolicy: "cache-and-network" });
  const [setHandled] = useMutation(SetMessageHandled);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <Panel aria-labelledby="customers-admin">
        <h2 id="customers-admin">{t("admin.customers.title")}</h2>
        <label style={{ display: "grid", gap: 4, maxWidth: 420, marginBottom: "1rem", fontWeight: 600 }}>
          {t("admin.customers.search")}
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ minHeight: 40, padding: "0.4rem 0.6rem", borderRadius: 8, border: "1.5px solid #e5d5b8" }}
          />
        </label>
        {data && data.customers.length === 0 && <p>{t("admin.customers.none")}</p>}
        <div style={{ overflowX: "auto" }}>
          <table style={{ width: "100%", borderCollapse: "collapse", minWidth: 700 }}>
            <thead>
              <tr>
                {["name", "email", "phone", "bookings", "last", "account"].map((k) => (
                  <th key={k} style={{ textAlign: "left", padding: 8, background: "#f3e6cc" }}>
                    {t(`admin.customers.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data?.customers.map((c) => (
                <Fragment key={c.id}>
                  <tr>
                    <td style={{ padding: 8 }}>
                      <button
                        type="button"
                        aria-expanded={open === c.id}
                        onClick={() => setOpen(open === c.id ? null : c.id)}
                        style={{
                          background: "none",
                          border: 0,
                          color: "#6b1e2e",
                          textDecoration: "underline",
                          cursor: "pointer",
                          padding: 0,
                          font: "inherit",
                        }}
                      >
                        {c.name}
                      </button>
                    </td>
                    <td style={{ padding: 8 }}>{c.email}</td>
                    <td style={{ padding: 8 }}>{c.mobileNo}</td>
                    <td style={{ padding: 8 }}>{c.bookingCount}</td>
                    <td style={{ padding: 8 }}>{c.lastBookingDate ? formatDate(c.lastBookingDate) : "–"}</td>
                    <td style={{ padding: 8 }}>
                      {c.hasPassword ? t("admin.customers.registered") : t("admin.customers.noPassword")}
                    </td>
                  </tr>
                  {open === c.id && (
                    <tr>
                      <td colSpan={6} style={{ padding: "0 8px 8px", background: "#fbf3e4" }}>
                        <strong>{t("admin.customers.their", { name: c.name })}</strong>
                        <TheirBookings id={c.id} />
                        <CustomerSessions id={c.id} name={c.name} />
                        <StaffNotes customerId={c.id} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
      <Panel aria-labelledby="messages-admin">
        <h2 id="messages-admin">{t("admin.customers.messages")}</h2>
        {messages.data && messages.data.contactMessages.length === 0 && <p>{t("admin.customers.noMessages")}</p>}
        <ul style={{ listStyle: "none", padding: 0, display: "grid", gap: "0.8rem" }}>
          {messages.data?.contactMessages.map((m) => (
            <li
              key={m.id}
              style={{ border: "1px solid #e5d5b8", borderRadius: 10, padding: "0.8rem", opacity: m.handled ? 0.6 : 1 }}
            >
              <strong>{m.subject}</strong> · {t("admin.customers.from")} {m.name} ({m.email}
              {m.phone ? `, ${m.phone}` : ""}) · {formatDateTime(m.createdAt)}
              <p style={{ margin: "0.4rem 0" }}>{m.message}</p>
              <Button
                type="button"
                $variant="secondary"
                style={{ minHeight: 36 }}
                onClick={() => void setHandled({ variables: { id: m.id, handled: !m.handled } })}
              >
                {m.handled ? t("admin.customers.markOpen") : t("admin.customers.markHandled")}
              </Button>
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}
