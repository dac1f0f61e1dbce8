import { CombinedGraphQLErrors } from "@apollo/client";
import { useRef, useState, type FormEvent } from "react";
import styled from "styled-components";
import { usePermissions } from "../../../app/RequireRole";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { Dialog } from "../../../ui/Dialog";
import { TextArea } from "../../../ui/Field";

/** Whether a refusal is the vehicle-document rule's: the owner may then override with a reason. */
export const documentLapse = (e: unknown) =>
  CombinedGraphQLErrors.is(e) && e.errors.some((x) => String(x.extensions?.messageKey).startsWith("document.lapse"));

const Refusal = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${(p) => p.theme.radius.sm};
  background: #fdecea;
  color: ${(p) => p.theme.color.danger};
  font-weight: 500;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;

interface Asking {
  refusal: string;
  prompt: string;
  answer(reason: string | null): void;
}

/**
 * The owner's override of a lapsed vehicle document (confirming, changing the bus, assigning drivers): after
 * such a refusal, `ask(error, prompt)` shows the refusal in a dialog and asks for the written reason the
 * booking's history keeps. It answers the reason, or null when the owner cancels, when the refusal is not the
 * document rule's, or when the caller may not override (the server would refuse their reason); render `dialog`.
 */
export function useDocumentOverride() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  const ask = (error: unknown, prompt: string): Promise<string | null> => {
    if (!documentLapse(error) || !can("documents.override")) return Promise.resolve(null);
    return new Promise((answer) => {
      setReason("");
      setMissing(false);
      setAsking({ refusal: (error as Error).message, prompt, answer });
    });
  };
  const close = (answer: string | null) => {
    asking?.answer(answer);
    setAsking(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const given = reason.trim();
    if (given) return close(given);
    setMissing(true);
    field.current?.focus();
  };

  const dialog = (
    <Dialog open={!!asking} onClose={() => close(null)} title={t("admin.documents.overrideTitle")}>
      {asking && (
        <form onSubmit={submit} noValidate>
          <Refusal>{asking.refusal}</Refusal>
          <TextArea
            ref={field}
            label={asking.prompt}
            value={reason}
            maxLength={1000}
            autoFocus
            error={missing ? t("admin.documents.overrideReasonMissing") : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          <Actions>
            <Button type="button" $variant="secondary" onClick={() => close(null)}>
              {t("admin.documents.overrideCancel")}
            </Button>
            <Button type="submit">{t("admin.documents.overrideSubmit")}</Button>
          </Actions>
        </form>
      )}
    </Dialog>
  );
  return { ask, dialog };
}
