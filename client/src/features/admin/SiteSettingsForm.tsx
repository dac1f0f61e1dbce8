import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import styled from "styled-components";
import { useTranslation } from "../../i18n";
import { TextField } from "../../ui/Field";
import { FormSubmit } from "../../ui/FormSubmit";
import { Skeleton } from "../../ui/Page";
import { useSettings } from "../shell/useSettings";
import { UpdateSettings } from "./settings.documents";
import { useSave } from "./useSave";

interface Form {
  p0: string;
  p1: string;
  p2: string;
  p3: string;
  l0: string;
  n0: string;
  l1: string;
  n1: string;
  email: string;
  supportHours: string;
  businessHours: string;
  address: string;
  mapLat: string;
  mapLng: string;
}

// Each group is its own grid, so a field is never stretched to the height of its neighbour.
const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 0.5rem;
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  align-items: start;
  legend {
    font-weight: 700;
    font-size: 1.05rem;
    margin-bottom: 0.6rem;
    color: ${(p) => p.theme.color.maroon};
  }
`;

/** The contact numbers, WhatsApp contacts, e-mail, hours and map location the site shows. */
export function SiteSettingsForm() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const { save, error } = useSave(UpdateSettings, t("admin.settings.saved"), {
    failed: t("admin.settings.failed"),
    refetchQueries: ["SiteSettings"],
  });
  const { register, handleSubmit, reset, formState } = useForm<Form>();
  // The form fills once, when the settings first arrive, and only then appears: typing is never undone
  // by their arrival (or by the refresh after a save).
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!settings || loaded) return;
    setLoaded(true);
    const [p0, p1, p2, p3] = settings.bookingPhones;
    const [w0, w1] = settings.whatsappContacts;
    const { email, supportHours, businessHours, address } = settings;
    reset({
      p0,
      p1,
      p2,
      p3,
      l0: w0?.label,
      n0: w0?.number,
      l1: w1?.label,
      n1: w1?.number,
      email,
      supportHours,
      businessHours,
      address,
      mapLat: String(settings.mapLat),
      mapLng: String(settings.mapLng),
    });
  }, [settings, reset, loaded]);
  const req = { validate: (v: string) => (v ?? "").trim() !== "" || t("common.required") };
  const e = formState.errors;
  const field = (name: keyof Form, label: string, extra: Record<string, unknown> = {}) => (
    <TextField key={name} label={label} error={e[name]?.message} {...extra} {...register(name, req)} />
  );
  const onSubmit = (f: Form) => {
    const input = {
      bookingPhones: [f.p0, f.p1, f.p2, f.p3].map((x) => x.trim()),
      whatsappContacts: [
        { label: f.l0.trim(), number: f.n0.trim() },
        { label: f.l1.trim(), number: f.n1.trim() },
      ],
      email: f.email.trim(),
      supportHours: f.supportHours.trim(),
      businessHours: f.businessHours.trim(),
      address: f.address.trim(),
      mapLat: Number(f.mapLat),
      mapLng: Number(f.mapLng),
    };
    return save({ input });
  };
  return (
    <>
      {!loaded && <Skeleton $h="420px" />}
      <form onSubmit={handleSubmit(onSubmit)} noValidate hidden={!loaded}>
        <Group>
          <legend>{t("admin.settings.groupPhones")}</legend>
          {([0, 1, 2, 3] as const).map((i) =>
            field(`p${i}`, t("admin.settings.phones", { n: i + 1 }), { type: "tel" }),
          )}
        </Group>
        <Group>
          <legend>{t("admin.settings.groupWhatsapp")}</legend>
          {([0, 1] as const).flatMap((i) => [
            field(`l${i}`, t("admin.settings.waLabel", { n: i + 1 })),
            field(`n${i}`, t("admin.settings.waNumber", { n: i + 1 }), { inputMode: "numeric" }),
          ])}
        </Group>
        <Group>
          <legend>{t("admin.settings.groupContact")}</legend>
          {field("email", t("admin.settings.email"), { type: "email" })}
          {field("supportHours", t("admin.settings.supportHours"))}
          {field("businessHours", t("admin.settings.businessHours"))}
          {field("address", t("admin.settings.address"))}
        </Group>
        <Group>
          <legend>{t("admin.settings.groupMap")}</legend>
          {field("mapLat", t("admin.settings.lat"), { type: "number", step: "any" })}
          {field("mapLng", t("admin.settings.lng"), { type: "number", step: "any" })}
        </Group>
        <FormSubmit error={error} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t("admin.settings.saving") : t("admin.settings.save")}
        </FormSubmit>
      </form>
    </>
  );
}
