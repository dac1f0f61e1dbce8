import { useQuery } from "@apollo/client/react";
import { Fragment, useState } from "react";
import { formatDate, useTranslation } from "../../i18n";
import { TextButton } from "../../ui/Actions";
import { Panel } from "../../ui/Panel";
import { StaffNotes } from "./bookings/StaffNotes";
import { ContactMessagesPanel } from "./ContactMessagesPanel";
import { CustomerConsents } from "./CustomerConsents";
import { CustomerSessions } from "./CustomerSessions";
import { Scroll, Search } from "./CustomersAdmin.styles";
import { useControls } from "./useControls";
import { CustomerBookings, Customers } from "./customers.documents";

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

/** Admin → Customers: the customers found by a search, each opening to their bookings, consent to WhatsApp and SMS, sessions and notes; the contact messages. */
export function CustomersAdmin() {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const { data } = useQuery(Customers, { variables: { search: search || null }, fetchPolicy: "cache-and-network" });
  const [open, setOpen] = useState<string | null>(null);
  const { may } = useControls();
  return (
    <>
      <Panel aria-labelledby="customers-admin">
        <h2 id="customers-admin">{t("admin.customers.title")}</h2>
        <Search>
          {t("admin.customers.search")}
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </Search>
        {data && data.customers.length === 0 && <p>{t("admin.customers.none")}</p>}
        <Scroll>
          <table>
            <thead>
              <tr>
                {["name", "email", "phone", "bookings", "last", "account"].map((k) => (
                  <th key={k}>{t(`admin.customers.${k}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data?.customers.map((c) => (
                <Fragment key={c.id}>
                  <tr>
                    <td>
                      <TextButton
                        type="button"
                        aria-expanded={open === c.id}
                        onClick={() => setOpen(open === c.id ? null : c.id)}
                      >
                        {c.name}
                      </TextButton>
                    </td>
                    <td>{c.email}</td>
                    <td>{c.mobileNo}</td>
                    <td>{c.bookingCount}</td>
                    <td>{c.lastBookingDate ? formatDate(c.lastBookingDate) : "–"}</td>
                    <td>{c.hasPassword ? t("admin.customers.registered") : t("admin.customers.noPassword")}</td>
                  </tr>
                  {open === c.id && (
                    <tr>
                      <td colSpan={6} className="more">
                        <strong>{t("admin.customers.their", { name: c.name })}</strong>
                        <TheirBookings id={c.id} />
                        <CustomerConsents id={c.id} email={c.email} />
                        {may("endSessions") && <CustomerSessions id={c.id} name={c.name} />}
                        <StaffNotes customerId={c.id} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </Scroll>
      </Panel>
      <ContactMessagesPanel />
    </>
  );
}
