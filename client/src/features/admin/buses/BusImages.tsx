import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "../../../i18n";
import { uploadImage } from "../../../app/upload";
import { Button } from "../../../ui/Button";
import { ErrorText, TextField } from "../../../ui/Field";
import { ImageRules } from "./buses.documents";
import { Box } from "./BusImages.styles";
import { ImageThumbs } from "./ImageThumbs";

interface Props {
  images: string[];
  onChange: (images: string[]) => void;
  busName: string;
  /** Told when an upload starts and ends, so the form is not saved half-way. */
  onBusy: (busy: boolean) => void;
}

/** The bus's images: thumbnails removable by index, and one added by file (uploaded) or by URL. */
export function BusImages({ images, onChange, busName, onBusy }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;
  const rules = useQuery(ImageRules).data?.clientConfig;

  const pickFile = (f: File | undefined) => {
    setError(null);
    setFile(null);
    setPreview(null);
    if (!f) return;
    if (!f.type.startsWith("image/")) return setError(t("admin.buses.invalidFile"));
    if (rules && f.size >= rules.maxUploadBytes) return setError(t("admin.buses.tooLarge"));
    setFile(f);
    setPreview(URL.createObjectURL(f));
  };
  const upload = async (f: File) => {
    setProgress(0);
    onBusy(true);
    try {
      onChange([...images, await uploadImage(f, setProgress)]);
      setFile(null);
      setPreview(null);
    } catch (err) {
      const m = (err as Error).message;
      setError(m === "NO_URL" ? t("admin.buses.noUrl") : m === "UPLOAD_FAILED" ? t("admin.buses.uploadFailed") : m);
    } finally {
      setProgress(null);
      onBusy(false);
    }
  };
  const addImage = () => {
    setError(null);
    if (file) return void upload(file);
    if (!url.trim()) return setError(t("admin.buses.noImage"));
    if (rules && !new RegExp(rules.imageUrlPattern, "i").test(url.trim())) return setError(t("admin.buses.invalidUrl"));
    onChange([...images, url.trim()]);
    setUrl("");
  };

  return (
    <Box>
      <h3>{t("admin.buses.images")}</h3>
      <ImageThumbs images={images} onChange={onChange} busName={busName} preview={preview} />
      <div className="row">
        <TextField
          label={t("admin.buses.imageFile")}
          type="file"
          accept="image/*"
          onChange={(ev) => pickFile(ev.target.files?.[0])}
        />
        <TextField
          label={t("admin.buses.imageUrl")}
          type="url"
          value={url}
          onChange={(ev) => setUrl(ev.target.value)}
          placeholder="https://example.com/bus.jpg"
        />
      </div>
      {uploading && (
        <div role="status">
          <p className="flush">{t("admin.buses.uploading")}</p>
          <progress max={100} value={progress ?? 0} aria-label={t("admin.buses.uploading")} />
        </div>
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Button type="button" $variant="secondary" disabled={uploading || (!preview && !url.trim())} onClick={addImage}>
        {t("admin.buses.addImage")}
      </Button>
    </Box>
  );
}
