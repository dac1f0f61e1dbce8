import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { formatDateTime } from "../../../app/calendar";
import { useTranslation } from "../../../i18n";
import { TextArea } from "../../../ui/Field";
import { useAttempt } from "../../../ui/formState";
import { FormSubmit } from "../../../ui/FormSubmit";
import { Hint } from "../../../ui/Layout";
import { toast } from "../../../ui/toast";
import { useControls } from "../useControls";
import { SendWhatsAppText } from "./messages.documents";

/** WhatsApp's longest text message; the server refuses a longer reply. */
const MAX_TEXT = 4096;

/**
 * Staff's free-text reply on WhatsApp, for staff who may send one: WhatsApp allows it only within 24 hours of the
 * customer's own message (`openUntil`, null once that window has closed), so outside it a note says why there is
 * no form. The reply then shows in the list above, live.
 */
export function WhatsAppReply({
  bookingId,
  openUntil,
  sent,
}: {
  bookingId: string;
  openUntil: string | null | undefined;
  sent: () => unknown;
}) {
  const { t } = useTranslation();
  const mayReply = useControls().may("sendWhatsAppText");
  const [send, { loading }] = useMutation(SendWhatsAppText);
  const [text, setText] = useState("");
  const { error, attempt } = useAttempt();
  if (!mayReply) return null;
  if (!openUntil) return <Hint>{t("admin.messages.reply.closed")}</Hint>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    return attempt(async () => {
      await send({ variables: { bookingId, text: text.trim() } });
      setText("");
      toast.success(t("admin.messages.reply.sent"));
      await sent();
    });
  };
  return (
    <form onSubmit={submit}>
      <Hint>{t("admin.messages.reply.openUntil", { until: formatDateTime(openUntil) })}</Hint>
      <TextArea
        label={t("admin.messages.reply.label")}
        value={text}
        rows={3}
        maxLength={MAX_TEXT}
        onChange={(e) => setText(e.target.value)}
      />
      <FormSubmit error={error} $variant="secondary" disabled={loading || !text.trim()}>
        {t("admin.messages.reply.send")}
      </FormSubmit>
    </form>
  );
}
