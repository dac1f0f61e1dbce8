import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { type Translate, useTranslation } from "../../../i18n";
import type { DispatchOptionsQuery } from "../../../gql/graphql";
import { FieldWrap } from "../../../ui/Field";
import { useAttempt } from "../../../ui/formState";
import { FormSubmit } from "../../../ui/FormSubmit";
import { Hint } from "../../../ui/Layout";
import { useDocumentOverride } from "../bookings/DocumentOverride";

/** Each choice apart from the one before it. */
const Form = styled.form`
  margin-top: 1.25rem;
  padding-top: 1rem;
  border-top: 1px solid #efe3cc;
`;

type Candidate = DispatchOptionsQuery["dispatchOptions"]["coaches"][number];

/** How a candidate reads in the list: free, on this trip, or why not. */
function optionText(t: Translate, c: Candidate) {
  if (c.current) return t("admin.dispatch.optionCurrent", { name: c.name });
  if (c.free) return t("admin.dispatch.optionFree", { name: c.name });
  return t("admin.dispatch.optionBusy", { name: c.name, reasons: c.reasons.join("; ") });
}

/**
 * One choice for a trip (its coach, or its driver) among every candidate, each saying whether it is free and
 * why not; the free ones first. The assignment is the existing mutation's: a refusal shows its message, and a
 * lapsed vehicle document lets the owner assign anyway with a written reason (as on the booking's View).
 */
export function CandidateForm(props: {
  id: string;
  label: string;
  submit: string;
  overridePrompt: string;
  candidates: readonly Candidate[];
  assign: (id: string, overrideReason?: string) => Promise<unknown>;
}) {
  const { id, label, submit, overridePrompt, candidates, assign } = props;
  const { t } = useTranslation();
  const override = useDocumentOverride();
  const { error, setError, attempt } = useAttempt(t("admin.dispatch.failed"));
  const sorted = [...candidates].sort((a, b) => Number(b.free) - Number(a.free));
  const [picked, setPicked] = useState("");
  const chosen = picked || sorted.find((c) => c.free)?.id || "";
  const free = sorted.filter((c) => c.free).map((c) => c.name);
  const send = (e: FormEvent) => {
    e.preventDefault();
    return attempt(async () => {
      try {
        await assign(chosen);
      } catch (err) {
        const reason = await override.ask(err, overridePrompt);
        if (!reason) throw err;
        setError(null);
        await assign(chosen, reason);
      }
      setPicked("");
    });
  };
  return (
    <>
      <Form onSubmit={send}>
        <FieldWrap>
          <label htmlFor={id}>{label}</label>
          <select id={id} value={chosen} onChange={(e) => setPicked(e.target.value)}>
            {!chosen && <option value="">—</option>}
            {sorted.map((c) => (
              <option key={c.id} value={c.id} disabled={c.current}>
                {optionText(t, c)}
              </option>
            ))}
          </select>
        </FieldWrap>
        <Hint>
          {free.length ? t("admin.dispatch.freeList", { names: free.join(", ") }) : t("admin.dispatch.noneFree")}
        </Hint>
        <FormSubmit error={error} $variant="secondary" disabled={!chosen}>
          {submit}
        </FormSubmit>
      </Form>
      {override.dialog}
    </>
  );
}
