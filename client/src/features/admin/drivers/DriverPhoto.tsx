import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import styled from "styled-components";
import { uploadImage } from "../../../app/upload";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { FieldWrap } from "../../../ui/Field";
import { ImageRules } from "../buses/buses.documents";

export const Photo = styled.img`
  width: 40px;
  height: 40px;
  object-fit: cover;
  border-radius: 50%;
  vertical-align: middle;
`;

/**
 * A driver's photo (optional), uploaded like a bus's images: an image under the same size limit. `url` is the
 * uploaded photo's, "" for none; `onUploading` says while one is on its way.
 */
export function DriverPhoto(props: {
  url: string;
  name: string;
  onChange: (url: string) => void;
  onUploading: (uploading: boolean) => void;
}) {
  const { url, name, onChange, onUploading } = props;
  const { t } = useTranslation();
  const rules = useQuery(ImageRules).data?.clientConfig;
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = (on: boolean) => {
    setUploading(on);
    onUploading(on);
  };
  const pick = async (f: File | undefined) => {
    setError(null);
    if (!f) return;
    if (!f.type.startsWith("image/")) return setError(t("admin.buses.invalidFile"));
    if (rules && f.size >= rules.maxUploadBytes) return setError(t("admin.buses.tooLarge"));
    busy(true);
    try {
      onChange(await uploadImage(f, () => undefined));
    } catch (e) {
      setError(e instanceof Error && e.message !== "UPLOAD_FAILED" ? e.message : t("admin.buses.uploadFailed"));
    } finally {
      busy(false);
    }
  };
  return (
    <FieldWrap>
      <label htmlFor="driver-photo">{t("admin.drivers.photo")}</label>
      {url && <Photo src={url} alt={t("admin.drivers.photoOf", { name })} />}
      <input id="driver-photo" type="file" accept="image/*" onChange={(e) => void pick(e.target.files?.[0])} />
      {uploading && <p>{t("admin.buses.uploading")}</p>}
      {error && <p role="alert">{error}</p>}
      {url && (
        <Button type="button" $variant="secondary" onClick={() => onChange("")}>
          {t("admin.drivers.removePhoto")}
        </Button>
      )}
    </FieldWrap>
  );
}
