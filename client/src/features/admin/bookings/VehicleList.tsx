import { downloadWithToken } from "../../../app/download";
import { formatPaise, paiseOfText } from "../../../app/money";
import { useTranslation } from "../../../i18n";
import { TextButton } from "../../../ui/Actions";
import { PlainList } from "../../../ui/Layout";
import { toast } from "../../../ui/toast";
import { busText, type Vehicle } from "./vehicle-draft";

/** One PDF of a vehicle (its duty slip, its vendor's farm-out sheet), fetched with the staff member's token. */
function Download({ path, file, label }: { path: string | null | undefined; file: string; label: string }) {
  const { t } = useTranslation();
  if (!path) return null;
  const download = () => downloadWithToken(path, file).catch(() => toast.error(t("admin.vehicles.downloadFailed")));
  return (
    <>
      {" · "}
      <TextButton type="button" onClick={() => void download()}>
        {label}
      </TextButton>
    </>
  );
}

/** "45 seats · Volvo 45 (UP65 AB 1234)", then the vendor, its cost (money.read) and whether it was paid. */
function VehicleFacts({ v }: { v: Vehicle }) {
  const { t } = useTranslation();
  return (
    <>
      <strong>{t("admin.vehicles.vehicle", { position: v.position })}</strong> ·{" "}
      {t("admin.vehicles.seatsCount", { seats: v.seats })} · {busText(t, v)}
      {v.vendorName && ` · ${t("admin.vehicles.hiredFrom", { vendor: v.vendorName })}`}
      {v.vendorCost && ` · ${t("admin.vehicles.costIs", { amount: formatPaise(paiseOfText(v.vendorCost)) })}`}
      {v.vendorPaidAt && ` · ${t("admin.vehicles.vendorPaid")}`}
    </>
  );
}

/** The booking's vehicles in order, each with its duty slip and, for a vendor's bus, the farm-out sheet (EN, HI). */
export function VehicleList({ vehicles, reference }: { vehicles: readonly Vehicle[]; reference: string }) {
  const { t } = useTranslation();
  return (
    <PlainList $gap="0.4rem">
      {vehicles.map((v) => {
        const file = (kind: string, lang: string) => `${kind}-${reference}-${v.position}-${lang}.pdf`;
        return (
          <li key={v.id}>
            <VehicleFacts v={v} />
            <Download path={v.slipPathEn} file={file("duty-slip", "en")} label={t("admin.vehicles.slipEn")} />
            <Download path={v.slipPathHi} file={file("duty-slip", "hi")} label={t("admin.vehicles.slipHi")} />
            <Download path={v.farmOutPathEn} file={file("farm-out", "en")} label={t("admin.vehicles.farmOutEn")} />
            <Download path={v.farmOutPathHi} file={file("farm-out", "hi")} label={t("admin.vehicles.farmOutHi")} />
          </li>
        );
      })}
    </PlainList>
  );
}
