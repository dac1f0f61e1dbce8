import { useMutation } from "@apollo/client/react";
import styled from "styled-components";
import { whatsappHref } from "../../../app/phone";
import type { BookingDriversQuery } from "../../../gql/graphql";
import { formatDate, useTranslation } from "../../../i18n";
import { useAttempt } from "../../../ui/formState";
import { RenewDriverLink, RevokeDriverLink } from "./drivers.documents";

type Assignment = BookingDriversQuery["booking"]["drivers"][number];

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
  return whatsappHref(phone, text);
}

/** Who drives the trip, each with their link: sent on WhatsApp, opened, withdrawn or renewed. */
export function DriverLinks(props: { reference: string; assignments: readonly Assignment[]; onChange: () => unknown }) {
  const { reference, assignments, onChange } = props;
  const { t } = useTranslation();
  const [revoke] = useMutation(RevokeDriverLink, { refetchQueries: ["AdminBookingHistory"] });
  const [renew] = useMutation(RenewDriverLink, { refetchQueries: ["AdminBookingHistory"] });
  const linkAction = useAttempt();
  const onLink = (action: "revoke" | "renew", assignmentId: string) =>
    linkAction.attempt(async () => {
      await (action === "revoke" ? revoke : renew)({ variables: { assignmentId } });
      await onChange();
    });
  const renewButton = (a: Assignment) => (
    <TextButton type="button" onClick={() => void onLink("renew", a.id)}>
      {t("admin.drivers.renewLink")}
    </TextButton>
  );
  return (
    <>
      {assignments.length === 0 && <p>{t("admin.drivers.unassigned")}</p>}
      <ul>
        {assignments.map((a) => {
          // Staff without drivers.write read who drives, not the driver's link.
          const link = a.link;
          const url = link ? `${window.location.origin}${link.path}` : "";
          return (
            <li key={a.id}>
              {a.seat === 1 ? t("admin.drivers.main") : t("admin.drivers.second")}: <strong>{a.driver.name}</strong>
              {link && " · "}
              {!link ? null : link.revoked ? (
                <>
                  {t("admin.drivers.linkRevoked")} {renewButton(a)}
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
                  · <a href={link.path}>{t("admin.drivers.openLink")}</a> ·{" "}
                  {t("admin.drivers.linkValid", {
                    from: formatDate(link.validFrom),
                    to: formatDate(link.validUntil),
                  })}{" "}
                  ·{" "}
                  <TextButton type="button" onClick={() => void onLink("revoke", a.id)}>
                    {t("admin.drivers.revokeLink")}
                  </TextButton>{" "}
                  · {renewButton(a)}
                </>
              )}
            </li>
          );
        })}
      </ul>
      {linkAction.error && <p role="alert">{linkAction.error}</p>}
    </>
  );
}
