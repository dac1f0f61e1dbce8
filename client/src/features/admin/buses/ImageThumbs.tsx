import { useTranslation } from "../../../i18n";

/** The bus's images as thumbnails, each removable by index, and the picked file's faded preview. */
export function ImageThumbs(props: {
  images: string[];
  onChange: (images: string[]) => void;
  busName: string;
  preview: string | null;
}) {
  const { images, onChange, busName, preview } = props;
  const { t } = useTranslation();
  return (
    <div className="thumbs">
      {images.map((src, i) => (
        <figure key={src + i}>
          <img src={src} alt={t("admin.buses.imageAlt", { n: i + 1, name: busName })} width={120} height={80} />
          <button
            type="button"
            aria-label={t("admin.buses.removeImage", { n: i + 1 })}
            onClick={() => onChange(images.filter((_, k) => k !== i))}
          >
            ×
          </button>
        </figure>
      ))}
      {preview && (
        <figure>
          <img src={preview} alt="" width={120} height={80} className="preview" />
        </figure>
      )}
    </div>
  );
}
