import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { toast } from "../../ui/toast";
import { useTranslation } from "../../app/i18n";
import styled from "styled-components";
import { readSession } from "../../app/session";
import type { BusStatus } from "../../gql/graphql";
import { Button } from "../../ui/Button";
import { ErrorText, FieldWrap, TextArea, TextField } from "../../ui/Field";
import { CreateBus, UpdateBus } from "./admin.documents";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_URL = /^https?:\/\/.+\.(png|jpg|jpeg|gif|webp)(\?.*)?$/i;

export interface BusData {
  id: string; name: string; capacity: number; status: BusStatus; description: string; features: string[]; images: string[];
  lastMaintenance?: string | null; popularRoutes: { from: string; to: string; duration: number; distance: number }[];
}
interface Form {
  name: string; capacity: string; status: BusStatus; description: string; features: string; lastMaintenance: string;
  routes: { from: string; to: string; duration: string; distance: string }[];
}

/** Split on commas, trimmed, empties dropped (spec section 5). */
export const splitFeatures = (text: string) => text.split(",").map((f) => f.trim()).filter(Boolean);
const today = () => new Date().toISOString().slice(0, 10);

/** Uploads through POST /api/upload with progress (XHR reports upload progress; fetch does not). */
export function uploadWithProgress(file: File, onProgress: (pct: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/upload");
    const token = readSession().token;
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let body: { fileUrls?: string[]; message?: string } = {};
      try { body = JSON.parse(xhr.responseText); } catch { /* not JSON */ }
      if (xhr.status >= 200 && xhr.status < 300) {
        if (body.fileUrls?.[0]) resolve(body.fileUrls[0]);
        else reject(new Error("NO_URL"));
      } else reject(new Error(body.message || "UPLOAD_FAILED"));
    };
    xhr.onerror = () => reject(new Error("UPLOAD_FAILED"));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

const Box = styled.form`
  .row { display: grid; gap: 0 1rem; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); }
  .thumbs { display: flex; gap: 0.6rem; flex-wrap: wrap; margin: 0.5rem 0 1rem; }
  .thumbs figure { margin: 0; position: relative; }
  .thumbs img { width: 120px; height: 80px; object-fit: cover; border-radius: 8px; }
  .thumbs button { position: absolute; top: 4px; right: 4px; min-height: 28px; min-width: 28px; border-radius: 50%; border: 0; background: #fff; cursor: pointer; }
  progress { width: 100%; height: 12px; accent-color: ${(p) => p.theme.color.saffron}; }
  .routes li { display: flex; gap: 0.6rem; align-items: center; margin-bottom: 0.3rem; }
  .routes { padding-left: 1.1rem; }
  .grid4 { display: grid; gap: 0 0.6rem; grid-template-columns: repeat(auto-fit, minmax(120px, 1fr)); align-items: end; }
`;

export function BusForm({ bus, onDone }: { bus?: BusData | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [create] = useMutation(CreateBus, { refetchQueries: ["AdminBuses", "Buses", "AdminStats"] });
  const [update] = useMutation(UpdateBus, { refetchQueries: ["AdminBuses", "Buses", "AdminStats"] });
  const [images, setImages] = useState<string[]>(bus?.images ?? []);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [url, setUrl] = useState("");
  const [imageError, setImageError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [route, setRoute] = useState({ from: "", to: "", duration: "", distance: "" });
  const [saveError, setSaveError] = useState<string | null>(null);
  const { register, handleSubmit, control, formState } = useForm<Form>({
    defaultValues: {
      name: bus?.name ?? "", capacity: bus ? String(bus.capacity) : "", status: bus?.status ?? "Available", description: bus?.description ?? "",
      features: bus?.features.join(", ") ?? "", lastMaintenance: bus?.lastMaintenance ?? today(),
      routes: bus?.popularRoutes.map((r) => ({ from: r.from, to: r.to, duration: String(r.duration), distance: String(r.distance) })) ?? [],
    },
  });
  const routes = useFieldArray({ control, name: "routes" });
  const uploading = progress !== null;
  const req = (field: string) => ({ validate: (v: string) => v.trim() !== "" || t("admin.buses.required", { field }) });
  const e = formState.errors;

  const pickFile = (f: File | undefined) => {
    setImageError(null);
    setFile(null);
    setPreview(null);
    if (!f) return;
    if (!f.type.startsWith("image/")) return setImageError(t("admin.buses.invalidFile"));
    if (f.size >= MAX_IMAGE_BYTES) return setImageError(t("admin.buses.tooLarge"));
    setFile(f);
    setPreview(URL.createObjectURL(f));
  };
  const addImage = async () => {
    setImageError(null);
    if (file) {
      try {
        setProgress(0);
        const u = await uploadWithProgress(file, setProgress);
        setImages((list) => [...list, u]);
        setFile(null);
        setPreview(null);
      } catch (err) {
        const m = (err as Error).message;
        setImageError(m === "NO_URL" ? t("admin.buses.noUrl") : m === "UPLOAD_FAILED" ? t("admin.buses.uploadFailed") : m);
      } finally {
        setProgress(null);
      }
      return;
    }
    if (url.trim()) {
      if (!IMAGE_URL.test(url.trim())) return setImageError(t("admin.buses.invalidUrl"));
      setImages((list) => [...list, url.trim()]);
      setUrl("");
      return;
    }
    setImageError(t("admin.buses.noImage"));
  };
  const routeReady = route.from.trim() && route.to.trim() && route.duration.trim() && route.distance.trim();

  const onSubmit = async (f: Form) => {
    setSaveError(null);
    const input = {
      name: f.name.trim(), capacity: parseInt(f.capacity, 10), status: f.status, description: f.description.trim(), features: splitFeatures(f.features),
      images, lastMaintenance: f.lastMaintenance,
      popularRoutes: f.routes.map((r) => ({ from: r.from.trim(), to: r.to.trim(), duration: parseFloat(r.duration), distance: parseFloat(r.distance) })),
    };
    try {
      if (bus) await update({ variables: { id: bus.id, input } });
      else await create({ variables: { input } });
      toast.success(t("admin.buses.saved"));
      onDone();
    } catch (err) {
      setSaveError((err as Error).message || t("admin.buses.saveFailed"));
    }
  };

  return (
    <Box onSubmit={handleSubmit(onSubmit)} noValidate aria-label={bus ? t("admin.buses.formEdit") : t("admin.buses.formAdd")}>
      <div className="row">
        <TextField label={t("admin.buses.name")} error={e.name?.message} {...register("name", req(t("admin.buses.name")))} />
        <TextField label={t("admin.buses.capacity")} type="number" min={1} step={1} error={e.capacity?.message}
          {...register("capacity", { validate: (v) => (Number.isInteger(Number(v)) && parseInt(v, 10) > 0) || t("admin.buses.capacityInt") })} />
        <FieldWrap>
          <label htmlFor="bus-status">{t("admin.buses.status")}</label>
          <select id="bus-status" {...register("status")}>
            <option value="Available">Available</option>
            <option value="InUse">In Use</option>
            <option value="Maintenance">Maintenance</option>
          </select>
        </FieldWrap>
        <TextField label={t("admin.buses.lastMaintenance")} type="date" error={e.lastMaintenance?.message} {...register("lastMaintenance", req(t("admin.buses.lastMaintenance")))} />
      </div>
      <TextArea label={t("admin.buses.description")} error={e.description?.message} {...register("description", req(t("admin.buses.description")))} />
      <TextField label={t("admin.buses.features")} error={e.features?.message}
        {...register("features", { validate: (v) => splitFeatures(v).length > 0 || t("admin.buses.required", { field: t("admin.buses.features") }) })} />

      <h3>{t("admin.buses.images")}</h3>
      <div className="thumbs">
        {images.map((src, i) => (
          <figure key={src + i}>
            <img src={src} alt={t("admin.buses.imageAlt", { n: i + 1, name: bus?.name ?? "" })} width={120} height={80} />
            <button type="button" aria-label={t("admin.buses.removeImage", { n: i + 1 })} onClick={() => setImages((l) => l.filter((_, k) => k !== i))}>×</button>
          </figure>
        ))}
        {preview && <figure><img src={preview} alt="" width={120} height={80} style={{ opacity: 0.6 }} /></figure>}
      </div>
      <div className="row">
        <TextField label={t("admin.buses.imageFile")} type="file" accept="image/*" onChange={(ev) => pickFile(ev.target.files?.[0])} />
        <TextField label={t("admin.buses.imageUrl")} type="url" value={url} onChange={(ev) => setUrl(ev.target.value)} placeholder="https://example.com/bus.jpg" />
      </div>
      {uploading && (
        <div role="status">
          <p style={{ margin: 0 }}>{t("admin.buses.uploading")}</p>
          <progress max={100} value={progress ?? 0} aria-label={t("admin.buses.uploading")} />
        </div>
      )}
      {imageError && <ErrorText role="alert">{imageError}</ErrorText>}
      <Button type="button" $variant="secondary" disabled={uploading || (!preview && !url.trim())} onClick={() => void addImage()}>{t("admin.buses.addImage")}</Button>

      <h3 style={{ marginTop: "1.5rem" }}>{t("admin.buses.routes")}</h3>
      <ol className="routes">
        {routes.fields.map((r, i) => (
          <li key={r.id}>
            {r.from} → {r.to} · {r.duration} hrs · {r.distance} km
            <Button type="button" $variant="secondary" style={{ minHeight: 32, padding: "0.2rem 0.7rem" }} aria-label={t("admin.buses.removeRoute", { n: i + 1 })} onClick={() => routes.remove(i)}>×</Button>
          </li>
        ))}
      </ol>
      <div className="grid4">
        <TextField label={t("admin.buses.from")} value={route.from} onChange={(ev) => setRoute({ ...route, from: ev.target.value })} />
        <TextField label={t("admin.buses.to")} value={route.to} onChange={(ev) => setRoute({ ...route, to: ev.target.value })} />
        <TextField label={t("admin.buses.duration")} type="number" min={0} step="0.5" value={route.duration} onChange={(ev) => setRoute({ ...route, duration: ev.target.value })} />
        <TextField label={t("admin.buses.distance")} type="number" min={0} value={route.distance} onChange={(ev) => setRoute({ ...route, distance: ev.target.value })} />
      </div>
      <Button type="button" $variant="secondary" disabled={!routeReady} onClick={() => { routes.append(route); setRoute({ from: "", to: "", duration: "", distance: "" }); }}>{t("admin.buses.addRoute")}</Button>

      {saveError && <ErrorText role="alert" style={{ marginTop: "1rem" }}>{saveError}</ErrorText>}
      <div style={{ display: "flex", gap: "0.6rem", marginTop: "1.5rem" }}>
        <Button type="submit" disabled={formState.isSubmitting || uploading}>{formState.isSubmitting ? t("admin.buses.saving") : t("admin.buses.save")}</Button>
        <Button type="button" $variant="secondary" onClick={onDone}>{t("admin.buses.cancel")}</Button>
      </div>
    </Box>
  );
}
