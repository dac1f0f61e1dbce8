import { useMutation, useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { uploadImage } from "../../../app/upload";
import { formatDate, useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { FieldWrap, TextField, useAttempt } from "../../../ui/Field";
import { FormSubmit } from "../../../ui/FormSubmit";
import { Panel } from "../../../ui/Panel";
import type { DriverFieldsFragment } from "../../../gql/graphql";
import { ImageRules } from "../buses/buses.documents";
import { CreateDriver, DeleteDriver, DriversQuery, UpdateDriver } from "./drivers.documents";

type Driver = DriverFieldsFragment;
/** On a phone the list scrolls sideways inside its panel (its last columns hold Edit and Deactivate). */
const Scroll = styled.div`
  overflow-x: auto;
  table {
    min-width: 640px;
  }
`;

const Photo = styled.img`
  width: 40px;
  height: 40px;
  object-fit: cover;
  border-radius: 50%;
  vertical-align: middle;
`;
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

/** Admin → Drivers: the list, add and edit, deactivate (a driver with trips is never deleted). */
export function DriversAdmin() {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(DriversQuery, { fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<Driver | null>(null);
  const [form, setForm] = useState(EMPTY);
  const [create] = useMutation(CreateDriver);
  const [update] = useMutation(UpdateDriver);
  const [remove] = useMutation(DeleteDriver);
  const save = useAttempt();
  const row = useAttempt();
  // The photo (optional) is uploaded like a bus's images: an image under the same size limit.
  const rules = useQuery(ImageRules).data?.clientConfig;
  const [uploading, setUploading] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const pickPhoto = async (f: File | undefined) => {
    setPhotoError(null);
    if (!f) return;
    if (!f.type.startsWith("image/")) return setPhotoError(t("admin.buses.invalidFile"));
    if (rules && f.size >= rules.maxUploadBytes) return setPhotoError(t("admin.buses.tooLarge"));
    setUploading(true);
    try {
      const url = await uploadImage(f, () => undefined);
      setForm((prev) => ({ ...prev, photoUrl: url }));
    } catch (e) {
      setPhotoError(e instanceof Error && e.message !== "UPLOAD_FAILED" ? e.message : t("admin.buses.uploadFailed"));
    } finally {
      setUploading(false);
    }
  };
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm({ ...form, [k]: e.target.value });

  const edit = (d: Driver | null) => {
    setEditing(d);
    setForm(d ? { ...EMPTY, ...d, notes: d.notes ?? "", photoUrl: d.photoUrl ?? "" } : EMPTY);
    setPhotoError(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { name, phone, licenceNumber, licenceValidUntil, language, languages, notes, photoUrl } = form;
    const input = { name, phone, licenceNumber, licenceValidUntil, language, languages, notes, photoUrl };
    return save.attempt(async () => {
      if (editing) await update({ variables: { id: editing.id, input } });
      else await create({ variables: { input } });
      edit(null);
      await refetch();
    });
  };

  return (
    <>
      <Panel>
        <h2>{t("admin.drivers.title")}</h2>
        {row.error && <p role="alert">{row.error}</p>}
        <Scroll>
          <table>
            <thead>
              <tr>
                <th>{t("admin.drivers.name")}</th>
                <th>{t("admin.drivers.phone")}</th>
                <th>{t("admin.drivers.licence")}</th>
                <th>{t("admin.drivers.validUntil")}</th>
                <th>{t("admin.drivers.language")}</th>
                <th>{t("admin.drivers.status")}</th>
                <th>{t("admin.bookings.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {data?.drivers.map((d) => (
                <tr key={d.id}>
                  <td>
                    {d.photoUrl && <Photo src={d.photoUrl} alt={t("admin.drivers.photoOf", { name: d.name })} />}{" "}
                    {d.name}
                  </td>
                  <td>
                    <a href={`tel:${d.phone.replace(/[^\d+]/g, "")}`}>{d.phone}</a>
                  </td>
                  <td>{d.licenceNumber}</td>
                  <td>{formatDate(d.licenceValidUntil)}</td>
                  <td>{d.language === "hi" ? "Hindi" : "English"}</td>
                  <td>{d.active ? t("admin.drivers.active") : t("admin.drivers.inactive")}</td>
                  <td>
                    <Button
                      type="button"
                      $variant="ghost"
                      onClick={() => edit(d)}
                      aria-label={`${t("admin.drivers.edit")} ${d.name}`}
                    >
                      {t("admin.drivers.edit")}
                    </Button>
                    <Button
                      type="button"
                      $variant="secondary"
                      aria-label={`${d.active ? t("admin.drivers.deactivate") : t("admin.drivers.activate")} ${d.name}`}
                      onClick={() =>
                        row.attempt(async () => {
                          await update({ variables: { id: d.id, input: { active: !d.active } } });
                        })
                      }
                    >
                      {d.active ? t("admin.drivers.deactivate") : t("admin.drivers.activate")}
                    </Button>
                    <Button
                      type="button"
                      $variant="danger"
                      aria-label={`${t("admin.drivers.delete")} ${d.name}`}
                      onClick={() =>
                        row.attempt(async () => {
                          await remove({ variables: { id: d.id } });
                          await refetch();
                        })
                      }
                    >
                      {t("admin.drivers.delete")}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
        {data?.drivers.length === 0 && <p>{t("admin.drivers.none")}</p>}
      </Panel>
      <Panel>
        <h2>{editing ? t("admin.drivers.editTitle", { name: editing.name }) : t("admin.drivers.add")}</h2>
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
          <FieldWrap>
            <label htmlFor="driver-photo">{t("admin.drivers.photo")}</label>
            {form.photoUrl && <Photo src={form.photoUrl} alt={t("admin.drivers.photoOf", { name: form.name })} />}
            <input
              id="driver-photo"
              type="file"
              accept="image/*"
              onChange={(e) => void pickPhoto(e.target.files?.[0])}
            />
            {uploading && <p>{t("admin.buses.uploading")}</p>}
            {photoError && <p role="alert">{photoError}</p>}
            {form.photoUrl && (
              <Button type="button" $variant="ghost" onClick={() => setForm({ ...form, photoUrl: "" })}>
                {t("admin.drivers.removePhoto")}
              </Button>
            )}
          </FieldWrap>
          <FormSubmit error={save.error} disabled={uploading}>
            {editing ? t("admin.drivers.save") : t("admin.drivers.add")}
          </FormSubmit>
          {editing && (
            <Button type="button" $variant="ghost" onClick={() => edit(null)}>
              {t("admin.drivers.cancel")}
            </Button>
          )}
        </form>
      </Panel>
    </>
  );
}
