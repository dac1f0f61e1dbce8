import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "../../../i18n";
import { TextButton } from "../../../ui/Actions";
import { useAttempt } from "../../../ui/formState";
import { toast } from "../../../ui/toast";
import { useControls } from "../useControls";
import { CreateDriverRosterLink, DriverRosterLinksQuery, RevokeDriverRosterLink } from "./drivers.documents";

const REFRESH = { refetchQueries: ["DriverRosterLinks"] };

/**
 * A driver's roster link on their row (staff with drivers.write): make it, copy or open it (in the driver's
 * language), give a new one, or revoke it (the old link then says it is no longer valid).
 */
export function DriverRosterLink({ driver }: { driver: { id: string; name: string } }) {
  const { t } = useTranslation();
  const allowed = useControls().may("rosterLinks");
  const { data } = useQuery(DriverRosterLinksQuery, { skip: !allowed });
  const [create] = useMutation(CreateDriverRosterLink, REFRESH);
  const [revoke] = useMutation(RevokeDriverRosterLink, REFRESH);
  const { error, attempt } = useAttempt();
  if (!allowed) return null;
  const link = data?.driverRosterLinks.find((l) => l.driverId === driver.id);
  const path = link?.path ? `${link.language === "hi" ? "/hi" : ""}${link.path}` : null;
  const make = () => attempt(() => create({ variables: { driverId: driver.id } }));
  const copy = () =>
    attempt(async () => {
      const url = `${window.location.origin}${path}`;
      // Outside a secure context the browser has no clipboard: the link is shown to copy by hand.
      if (!navigator.clipboard) return void window.prompt(t("admin.drivers.rosterOf", { name: driver.name }), url);
      await navigator.clipboard.writeText(url);
      toast.success(t("admin.drivers.rosterCopied", { name: driver.name }));
    });
  const withdraw = () =>
    attempt(async () => {
      await revoke({ variables: { driverId: driver.id } });
      toast.success(t("admin.drivers.rosterRevoked", { name: driver.name }));
    });
  return (
    <span role="group" aria-label={t("admin.drivers.rosterOf", { name: driver.name })}>
      {path ? (
        <>
          <TextButton type="button" onClick={() => void copy()}>
            {t("admin.drivers.rosterCopy")}
          </TextButton>{" "}
          · <a href={path}>{t("admin.drivers.rosterOpen")}</a> ·{" "}
          <TextButton type="button" onClick={() => void make()}>
            {t("admin.drivers.rosterNew")}
          </TextButton>{" "}
          ·{" "}
          <TextButton type="button" onClick={() => void withdraw()}>
            {t("admin.drivers.rosterRevoke")}
          </TextButton>
        </>
      ) : (
        <TextButton type="button" onClick={() => void make()}>
          {t("admin.drivers.rosterMake")}
        </TextButton>
      )}
      {error && <span role="alert"> {error}</span>}
    </span>
  );
}
