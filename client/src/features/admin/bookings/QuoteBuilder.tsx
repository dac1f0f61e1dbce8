import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useState, type FormEvent } from "react";
import { serverMessage } from "../../../app/errors";
import { usePermissions } from "../../../app/RequireRole";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { ErrorText, TextArea, TextField } from "../../../ui/Field";
import { toast } from "../../../ui/toast";
import { QuoteLines } from "../../quote/QuoteLines";
import { PrepareQuote, SendQuote, StaffQuote, UpdateQuoteLines } from "./quote.admin.documents";
import { QuoteDraftTotals } from "./QuoteDraftTotals";
import { QuoteLineRows, type LineDraft } from "./QuoteLineRows";
import { FieldGrid } from "../../../ui/Layout";

type Quote = NonNullable<ReturnType<typeof useStaffQuote>["quote"]>;
const useStaffQuote = (bookingId: string) => {
  const { data } = useQuery(StaffQuote, { variables: { bookingId }, fetchPolicy: "network-only" });
  return { quote: data?.quote ?? null };
};
const draftLines = (q: Quote): LineDraft[] =>
  q.lines.map((l) => ({
    ...{ kind: l.kind, label: l.label, quantity: String(l.quantity) },
    ...{ unit: l.unit ?? "", atActuals: l.atActuals },
  }));

/**
 * The booking's quote for staff: prepare it from the rate card, edit its lines and terms, send it; then its links.
 * Staff who read money but do not price quotes (Accounts) see it without the controls.
 */
export function QuoteBuilder({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const prices = usePermissions().can("quotes.price");
  const { quote } = useStaffQuote(bookingId);
  const [current, setCurrent] = useState<Quote | null>(null);
  const q = current ?? quote;
  const [lines, setLines] = useState<LineDraft[]>([]);
  const [terms, setTerms] = useState({ validUntil: "", advancePercent: "", inclusions: "", exclusions: "", notes: "" });
  const [error, setError] = useState<string | null>(null);
  const [prepare] = useMutation(PrepareQuote);
  const [update] = useMutation(UpdateQuoteLines);
  const [send] = useMutation(SendQuote);
  useEffect(() => {
    if (!q || q.state !== "Draft") return;
    setLines(draftLines(q));
    setTerms({
      ...{ validUntil: q.validUntil, advancePercent: q.advancePercent == null ? "" : String(q.advancePercent) },
      ...{ inclusions: q.inclusions, exclusions: q.exclusions, notes: q.notes },
    });
  }, [q?.id, q?.state]); // eslint-disable-line react-hooks/exhaustive-deps
  const run = async (action: () => Promise<Quote | null | undefined>, done: string) => {
    setError(null);
    try {
      const next = await action();
      if (next) setCurrent(next);
      toast.success(done);
    } catch (e) {
      setError(serverMessage(e, t("admin.quotes.failed")));
    }
  };
  const input = () => ({
    lines: lines.map((l) => ({
      ...{ kind: l.kind, label: l.label, quantity: Number(l.quantity) },
      ...{ unit: l.atActuals ? null : l.unit, atActuals: l.atActuals },
    })),
    validUntil: terms.validUntil,
    advancePercent: terms.advancePercent === "" ? null : Number(terms.advancePercent),
    ...{ inclusions: terms.inclusions, exclusions: terms.exclusions, notes: terms.notes },
  });
  const save = (e: FormEvent) => {
    e.preventDefault();
    void run(
      async () => (await update({ variables: { bookingId, input: input() } })).data?.updateQuoteLines,
      t("admin.quotes.saved"),
    );
  };
  const field = (k: keyof typeof terms) => ({
    value: terms[k],
    onChange: (e: { target: { value: string } }) => setTerms((s) => ({ ...s, [k]: e.target.value })),
  });
  return (
    <section aria-labelledby="quote-title" className="quote-builder">
      <h3 id="quote-title">
        {q ? t("admin.quotes.titleState", { version: q.version, state: q.state }) : t("admin.quotes.title")}
      </h3>
      {q?.changeRequest && <p className="flag">{t("admin.quotes.changeRequest", { message: q.changeRequest })}</p>}
      {q && (q.state !== "Draft" || !prices) && <QuoteLines q={q} />}
      {!q && !prices && <p>{t("admin.quotes.none")}</p>}
      {q?.share && (
        <p>
          <a href={q.share.customerLink}>{t("admin.quotes.customerLink")}</a>
          {q.share.whatsappLink && (
            <>
              {" · "}
              <a href={q.share.whatsappLink} target="_blank" rel="noreferrer">
                {t("admin.quotes.whatsapp")}
              </a>
            </>
          )}
        </p>
      )}
      {prices && (!q || q.state !== "Draft") && (
        <Button
          type="button"
          onClick={() =>
            run(
              async () => (await prepare({ variables: { bookingId } })).data?.prepareQuote,
              t("admin.quotes.prepared"),
            )
          }
        >
          {q ? t("admin.quotes.newVersion") : t("admin.quotes.prepare")}
        </Button>
      )}
      {prices && q?.state === "Draft" && (
        <form onSubmit={save}>
          <QuoteLineRows lines={lines} onChange={setLines} />
          <QuoteDraftTotals q={q} lines={lines} advancePercent={terms.advancePercent} />
          <FieldGrid $min="min(100%, 200px)">
            <TextField label={t("admin.quotes.validUntil")} type="date" {...field("validUntil")} />
            <TextField label={t("admin.quotes.advancePercent")} inputMode="numeric" {...field("advancePercent")} />
          </FieldGrid>
          <TextArea label={t("admin.quotes.inclusions")} {...field("inclusions")} />
          <TextArea label={t("admin.quotes.exclusions")} {...field("exclusions")} />
          <TextArea label={t("admin.quotes.notes")} {...field("notes")} />
          <div className="actions">
            <Button type="submit" $variant="secondary">
              {t("admin.quotes.save")}
            </Button>
            <Button
              type="button"
              onClick={() =>
                run(async () => (await send({ variables: { bookingId } })).data?.sendQuote, t("admin.quotes.sent"))
              }
            >
              {t("admin.quotes.send")}
            </Button>
          </div>
        </form>
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </section>
  );
}
