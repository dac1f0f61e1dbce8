import { useMutation } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "../../ui/toast";
import { useTranslation } from "../../app/i18n";
import { Button } from "../../ui/Button";
import { ErrorText, TextField } from "../../ui/Field";
import { useSettings } from "../layout/useSettings";
import { UpdateSettings } from "./admin.documents";
import { Panel } from "./BookingsTable";

interface Form { p0: string; p1: string; p2: string; p3: string; l0: string; n0: string; l1: string; n1: string; email: string; supportHours: string; businessHours: string; address: string; mapLat: string; mapLng: string }

export function SettingsAdmin() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const [save] = useMutation(UpdateSettings, { refetchQueries: ["SiteSettings"] });
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<Form>();
  useEffect(() => {
    if (!settings) return;
    const [p0, p1, p2, p3] = settings.bookingPhones;
    const [w0, w1] = settings.whatsappContacts;
    reset({ p0, p1, p2, p3, l0: w0?.label, n0: w0?.number, l1: w1?.label, n1: w1?.number, email: settings.email, supportHours: settings.supportHours, businessHours: settings.businessHours, address: settings.address, mapLat: String(settings.mapLat), mapLng: String(settings.mapLng) });
  }, [settings, reset]);
  const req = { validate: (v: string) => (v ?? "").trim() !== "" || t("common.required") };
  const onSubmit = async (f: Form) => {
    setError(null);
    try {
      await save({
        variables: {
          input: {
            bookingPhones: [f.p0, f.p1, f.p2, f.p3].map((x) => x.trim()),
            whatsappContacts: [{ label: f.l0.trim(), number: f.n0.trim() }, { label: f.l1.trim(), number: f.n1.trim() }],
            email: f.email.trim(), supportHours: f.supportHours.trim(), businessHours: f.businessHours.trim(), address: f.address.trim(),
            mapLat: Number(f.mapLat), mapLng: Number(f.mapLng),
          },
        },
      });
      toast.success(t("admin.settings.saved"));
    } catch (e) {
      setError((e as Error).message || t("admin.settings.failed"));
    }
  };
  const e = formState.errors;
  return (
    <Panel aria-labelledby="settings-admin">
      <h2 id="settings-admin">{t("admin.settings.title")}</h2>
      <form onSubmit={handleSubmit(onSubmit)} noValidate style={{ display: "grid", gap: "0 1rem", gridTemplateColumns: "repeat(auto-fit, minmax(240px, 1fr))" }}>
        {([0, 1, 2, 3] as const).map((i) => <TextField key={i} label={t("admin.settings.phones", { n: i + 1 })} type="tel" error={e[`p${i}`]?.message} {...register(`p${i}`, req)} />)}
        {([0, 1] as const).map((i) => (
          <div key={i}>
            <TextField label={t("admin.settings.waLabel", { n: i + 1 })} error={e[`l${i}`]?.message} {...register(`l${i}`, req)} />
            <TextField label={t("admin.settings.waNumber", { n: i + 1 })} inputMode="numeric" error={e[`n${i}`]?.message} {...register(`n${i}`, req)} />
          </div>
        ))}
        <TextField label={t("admin.settings.email")} type="email" error={e.email?.message} {...register("email", req)} />
        <TextField label={t("admin.settings.supportHours")} error={e.supportHours?.message} {...register("supportHours", req)} />
        <TextField label={t("admin.settings.businessHours")} error={e.businessHours?.message} {...register("businessHours", req)} />
        <TextField label={t("admin.settings.address")} error={e.address?.message} {...register("address", req)} />
        <TextField label={t("admin.settings.lat")} type="number" step="any" {...register("mapLat", req)} />
        <TextField label={t("admin.settings.lng")} type="number" step="any" {...register("mapLng", req)} />
        <div style={{ gridColumn: "1 / -1" }}>
          {error && <ErrorText role="alert">{error}</ErrorText>}
          <Button type="submit" disabled={formState.isSubmitting}>{formState.isSubmitting ? t("admin.settings.saving") : t("admin.settings.save")}</Button>
        </div>
      </form>
    </Panel>
  );
}
