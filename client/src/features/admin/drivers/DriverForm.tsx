import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import type { DriverFieldsFragment } from "../../../gql/graphql";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { FieldWrap, TextField } from "../../../ui/Field";
import { useAttempt } from "../../../ui/formState";
import { FormSubmit } from "../../../ui/FormSubmit";
import { Panel } from "../../../ui/Panel";
import { DriverPhoto } from "./DriverPhoto";
import { CreateDriver, UpdateDriver } from "./drivers.documents";

const EMPTY = {
  name: "",
  phone: "",
  licenceNumber: "",
  licenceValidUntil: "",
  language: "hi",
  languages: "",
  notes: "",
  photoUrl: "",
};
const valuesOf = (d: DriverFieldsFragment | null) =>
  d ? { ...EMPTY, ...d, notes: d.notes ?? "", photoUrl: d.photoUrl ?? "" } : EMPTY;

/** A new driver, or `driver` edited: `onSaved` once stored, `onCancel` when the edit is dropped. */
export function DriverForm(props: {
  driver: DriverFieldsFragment | null;
  onSaved: () => unknown;
  onCancel: () => void;
}) {
  const { driver, onSaved, onCancel } = props;
  const { t } = useTranslation();
  const [form, setForm] = useState(() => valuesOf(driver));
  const [create] = useMutation(CreateDriver);
  const [update] = useMutation(UpdateDriver);
  const save = useAttempt();
  const [uploading, setUploading] = useState(false);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm({ ...form, [k]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { name, phone, licenceNumber, licenceValidUntil, language, languages, notes, photoUrl } = form;
    const input = { name, phone, licenceNumber, licenceValidUntil, language, languages, notes, photoUrl };
    return save.attempt(async () => {
      if (driver) await update({ variables: { id: driver.id, input } });
      else await create({ variables: { input } });
      await onSaved();
    });
  };
  return (
    <Panel>
      <h2>{driver ? t("admin.drivers.editTitle", { name: driver.name }) : t("admin.drivers.add")}</h2>
      <form onSubmit={submit}>
        <TextField label={t("admin.drivers.name")} value={form.name} onChange={set("name")} required />
        <TextField label={t("admin.drivers.phone")} value={form.phone} onChange={set("phone")} required />
        <TextField
          label={t("admin.drivers.licence")}
          value={form.licenceNumber}
          onChange={set("licenceNumber")}
          required
        />
        <TextField
          label={t("admin.drivers.validUntil")}
          type="date"
          value={form.licenceValidUntil}
          onChange={set("licenceValidUntil")}
          required
        />
        <FieldWrap>
          <label htmlFor="driver-language">{t("admin.drivers.language")}</label>
          <select id="driver-language" value={form.language} onChange={set("language")}>
            <option value="hi">Hindi</option>
            <option value="en">English</option>
          </select>
        </FieldWrap>
        <TextField label={t("admin.drivers.languages")} value={form.languages} onChange={set("languages")} />
        <TextField label={t("admin.drivers.notes")} value={form.notes} onChange={set("notes")} />
        <DriverPhoto
          url={form.photoUrl}
          name={form.name}
          onChange={(photoUrl) => setForm((prev) => ({ ...prev, photoUrl }))}
          onUploading={setUploading}
        />
        <FormSubmit error={save.error} disabled={uploading}>
          {driver ? t("admin.drivers.save") : t("admin.drivers.add")}
        </FormSubmit>
        {driver && (
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t("admin.drivers.cancel")}
          </Button>
        )}
      </form>
    </Panel>
  );
}
