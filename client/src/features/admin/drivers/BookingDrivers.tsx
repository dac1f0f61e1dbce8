import { useApolloClient, useMutation, useQuery, useSubscription } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { formatDate, useTranslation } from "../../../i18n";
import { FieldWrap, useAttempt } from "../../../ui/Field";
import { FormSubmit } from "../../../ui/FormSubmit";
import { BookingChanged } from "../bookings/bookings.documents";
import styled from "styled-components";
import { useDocumentOverride } from "../bookings/DocumentOverride";
import { AssignDrivers, BookingDriversQuery, RenewDriverLink, RevokeDriverLink } from "./drivers.documents";
import { DutySlip } from "./DutySlip";
import { TripProgress } from "./TripProgress";

/** A small action in the line of links (withdraw or renew a driver's link). */
const TextButton = styled.button`
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  color: ${(p) => p.theme.color.maroon};
  text-decoration: underline;
  cursor: pointer;
`;

/** "Send to driver": a WhatsApp message, prefilled with the trip and the driver's link. */
function whatsappToDriver(phone: string, language: string, reference: string, url: string) {
  const text =
    language === "hi"
      ? `नमस्ते! यात्रा ${reference} की ड्यूटी स्लिप और यात्रा के कदम इस लिंक पर हैं: ${url}`
      : `Hello! The duty slip and the steps of trip ${reference} are on this link: ${url}`;
  return `https://wa.me/${phone.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

/** One seat's driver: nobody or one of the active drivers. */
function DriverChoice(props: {
  id: string;
  label: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  drivers: ReadonlyArray<{ id: string; name: string }>;
}) {
  const { t } = useTranslation();
  return (
    <FieldWrap>
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={props.onChange}>
        <option value="">{t("admin.drivers.nobody")}</option>
        {props.drivers.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
    </FieldWrap>
  );
}

/** On a Confirmed booking's View: who drives it (one or two drivers), their links, and what they recorded. */
export function BookingDrivers({ bookingId, reference }: { bookingId: string; reference: string }) {
  const { t } = useTranslation();
  const override = useDocumentOverride();
  const { data, refetch } = useQuery(BookingDriversQuery, {
    variables: { id: bookingId },
    fetchPolicy: "network-only",
  });
  const client = useApolloClient();
  // The View's history shows each assignment and each step of the driver too.
  const [assign, { loading }] = useMutation(AssignDrivers, { refetchQueries: ["AdminBookingHistory"] });
  // Each step the driver records shows here at once.
  useSubscription(BookingChanged, {
    onData: ({ data: ev }) => {
      if (ev.data?.bookingChanged?.bookingId !== bookingId) return;
      void refetch();
      void client.refetchQueries({ include: ["AdminBookingHistory"] });
    },
  });
  const current = data?.booking.drivers ?? [];
  const [choice, setChoice] = useState<[string, string] | null>(null);
  const [main, second] = choice ?? [current[0]?.driver.id ?? "", current[1]?.driver.id ?? ""];
  const { error, setError, attempt } = useAttempt();
  const [revoke] = useMutation(RevokeDriverLink, { refetchQueries: ["AdminBookingHistory"] });
  const [renew] = useMutation(RenewDriverLink, { refetchQueries: ["AdminBookingHistory"] });
  const linkAction = useAttempt();
  const onLink = (action: "revoke" | "renew", assignmentId: string) =>
    linkAction.attempt(async () => {
      await (action === "revoke" ? revoke : renew)({ variables: { assignmentId } });
      await refetch();
    });
  const active = (data?.drivers ?? []).filter((d) => d.active);
  const trip = data?.booking.trip;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const driverIds = [main, second].filter(Boolean);
    return attempt(async () => {
      try {
        await assign({ variables: { bookingId, driverIds } });
      } catch (err) {
        // A lapsed vehicle document: the owner (documents.override) may assign anyway with a written reason
        // (kept in the history); anyone else reads the refusal only (the server would refuse their reason).
        const reason = await override.ask(err, t("admin.drivers.overridePrompt"));
        if (!reason) throw err;
        setError(null);
        await assign({ variables: { bookingId, driverIds, overrideReason: reason } });
      }
      setChoice(null);
      await refetch();
    });
  };
  const select = (seat: 0 | 1) => (e: { target: { value: string } }) =>
    setChoice(seat === 0 ? [e.target.value, second] : [main, e.target.value]);

  return (
    <section aria-label={t("admin.drivers.assignment")}>
      <h3>{t("admin.drivers.assignment")}</h3>
      {current.length === 0 && <p>{t("admin.drivers.unassigned")}</p>}
      <ul>
        {current.map((a) => {
          const url = `${window.location.origin}${a.link.path}`;
          return (
            <li key={a.id}>
              {a.seat === 1 ? t("admin.drivers.main") : t("admin.drivers.second")}: <strong>{a.driver.name}</strong> ·{" "}
              {a.link.revoked ? (
                <>
                  {t("admin.drivers.linkRevoked")}{" "}
                  <TextButton type="button" onClick={() => void onLink("renew", a.id)}>
                    {t("admin.drivers.renewLink")}
                  </TextButton>
                </>
              ) : (
                <>
                  <a
                    href={whatsappToDriver(a.driver.phone, a.driver.language, reference, url)}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t("admin.drivers.sendToDriver")}
                  </a>{" "}
                  · <a href={a.link.path}>{t("admin.drivers.openLink")}</a> ·{" "}
                  {t("admin.drivers.linkValid", {
                    from: formatDate(a.link.validFrom),
                    to: formatDate(a.link.validUntil),
                  })}{" "}
                  ·{" "}
                  <TextButton type="button" onClick={() => void onLink("revoke", a.id)}>
                    {t("admin.drivers.revokeLink")}
                  </TextButton>{" "}
                  ·{" "}
                  <TextButton type="button" onClick={() => void onLink("renew", a.id)}>
                    {t("admin.drivers.renewLink")}
                  </TextButton>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {linkAction.error && <p role="alert">{linkAction.error}</p>}
      {trip && <TripProgress bookingId={bookingId} trip={trip} onChange={refetch} />}
      <form onSubmit={submit}>
        <DriverChoice
          id={`main-${bookingId}`}
          label={t("admin.drivers.main")}
          value={main}
          onChange={select(0)}
          drivers={active}
        />
        <DriverChoice
          id={`second-${bookingId}`}
          label={t("admin.drivers.second")}
          value={second}
          onChange={select(1)}
          drivers={active}
        />
        <FormSubmit error={error} $variant="secondary" disabled={loading}>
          {t("admin.drivers.assign")}
        </FormSubmit>
      </form>
      {data?.booking.duty && (
        <DutySlip
          bookingId={bookingId}
          reference={reference}
          duty={data.booking.duty}
          charges={data.booking.tripCharges}
          onChange={refetch}
        />
      )}
      {override.dialog}
    </section>
  );
}
