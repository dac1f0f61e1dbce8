import { useId, useState } from "react";
import { useTranslation } from "../../i18n";
import { SmallButton } from "../../ui/Actions";
import { CopyRow } from "./MessagesSettings.styles";

/** A text staff paste elsewhere (a webhook's URL): read-only, selected whole on focus, with a Copy button. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <CopyRow>
      <label htmlFor={id}>{label}</label>
      <div>
        <input id={id} value={value} readOnly onFocus={(e) => e.currentTarget.select()} />
        <SmallButton
          type="button"
          $variant="secondary"
          onClick={() =>
            navigator.clipboard?.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {t("admin.messageSettings.copy")}
        </SmallButton>
      </div>
      {copied && <span role="status">{t("admin.messageSettings.copied")}</span>}
    </CopyRow>
  );
}
