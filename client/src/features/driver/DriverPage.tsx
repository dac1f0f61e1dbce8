import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useState, type FormEvent } from "react";
import { useParams } from "react-router";
import styled from "styled-components";
import { serverData, serverMessage } from "../../app/errors";
import { formatPaise, paiseOfInt, paiseOfRupees, parseRupees, rupeesForApi } from "../../app/money";
import { downloads, driverPage } from "../../app/urls";
import { currentLanguage, formatDate, useTranslation } from "../../i18n";
import { Button } from "../../ui/Button";
import { FieldWrap } from "../../ui/Field";
import type { DriverTripFieldsFragment } from "../../gql/graphql";
import { DRIVER_EXPENSE, DriverClose, DriverStart, DriverStop, DriverTripQuery } from "./driver.documents";

type Trip = DriverTripFieldsFragment;

/** A random UUID (v4), also where crypto.randomUUID is missing (plain http on a phone's network). */
function uuid(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
const mapsLink = (place: string) => `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(place)}`;

const Page = styled.main`
  max-width: 560px;
  margin: 0 auto;
  padding: 1rem 1rem 3rem;
  h1 {
    font-size: 1.35rem;
    margin: 0.25rem 0 0.75rem;
  }
  h2 {
    font-size: 1.1rem;
    margin: 0 0 0.6rem;
  }
`;
const Box = styled.section`
  background: #fff;
  border: 1px solid ${(p) => p.theme.color.line};
  border-radius: ${(p) => p.theme.radius.sm};
  padding: 1rem;
  margin-bottom: 1rem;
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.4rem 0.8rem;
    margin: 0 0 0.6rem;
  }
  dd {
    white-space: pre-line;
  }
  dt {
    font-weight: 600;
    color: ${(p) => p.theme.color.muted};
  }
  dd {
    margin: 0;
  }
  ol {
    margin: 0;
    padding-left: 1.2rem;
  }
  li {
    margin-bottom: 0.6rem;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;
const Status = styled.p`
  font-weight: 700;
  margin: 0 0 0.5rem;
`;
const Alert = styled.p`
  color: ${(p) => p.theme.color.danger};
  font-weight: 600;
`;

const Muted = styled.span`
  display: block;
  color: ${(p) => p.theme.color.muted};
  font-size: 0.9rem;
`;

/** A stop's day of the trip, its time and whether the bus stays the night there (the pickup has none). */
function When({ stop }: { stop: Trip["stops"][number] | null }) {
  const { t } = useTranslation();
  if (!stop) return <Muted>{t("driverPage.pickup")}</Muted>;
  const parts = [t("driverPage.day", { day: stop.day }), stop.time, stop.nightHalt ? t("driverPage.nightHalt") : null];
  return <Muted>{parts.filter(Boolean).join(" · ")}</Muted>;
}

/** The driver's page (`/d/<token>`): the duty slip, and the trip's steps, in the driver's language. */
export default function DriverPage() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const { data, error, loading, refetch } = useQuery(DriverTripQuery, {
    variables: { token },
    fetchPolicy: "network-only",
  });
  const [latest, setLatest] = useState<Trip | null>(null);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  // Each step keeps its id until it is recorded: a resend after a dropped connection is recorded once.
  const [stepIds, setStepIds] = useState<Record<string, string>>({});
  const stepId = (key: string) => stepIds[key] ?? (stepIds[key] = uuid());
  const done = (key: string) => setStepIds(({ [key]: _, ...rest }) => rest);
  const [start] = useMutation(DriverStart);
  const [reach] = useMutation(DriverStop);
  const [close] = useMutation(DriverClose);
  const trip: Trip | null = latest ?? data?.driverTrip ?? null;
  const [fontReady, setFontReady] = useState(() => currentLanguage() !== "hi");
  useEffect(() => {
    if (fontReady) return;
    // Both faces: regular (100-500) and bold (600-900).
    const faces = ["400", "700"].map((w) => document.fonts.load(`${w} 1em "Noto Sans Devanagari"`, "क"));
    void Promise.all(faces)
      .catch(() => undefined)
      .finally(() => setFontReady(true));
  }, [fontReady]);

  // The page speaks the driver's language.
  useEffect(() => {
    if (trip && trip.language !== currentLanguage())
      window.location.replace(driverPage(token, trip.language === "hi" ? "hi" : "en"));
  }, [trip, token]);

  async function run(key: string, send: (id: string) => Promise<Trip | null>) {
    setBusy(true);
    setMessage("");
    try {
      const next = await send(stepId(key));
      if (next) setLatest(next);
      done(key);
      return true;
    } catch (e) {
      setMessage(serverMessage(e, t("driverPage.failed")));
      return false;
    } finally {
      setBusy(false);
    }
  }

  // Hindi: the self-hosted Devanagari font is loaded before any Hindi text is drawn. It is
  // `font-display: optional`, so a face first used before it has loaded stays in the fallback for the
  // page's life, and a phone without a Devanagari system font shows empty boxes.
  if (!fontReady) return <Page aria-busy="true" />;
  if (loading && !trip) return <Page aria-busy="true">{t("driverPage.loading")}</Page>;
  if (!trip)
    return (
      <Page>
        <h1>{t("driverPage.title")}</h1>
        <Alert role="alert">{serverMessage(error, t("driverPage.failed"))}</Alert>
      </Page>
    );

  const reached = new Set(trip.steps.filter((s) => s.kind === "stop").map((s) => s.stop));
  const expenses = trip.steps.filter((s) => s.kind === "expense");
  const state = trip.closedAt ? "closed" : trip.startedAt ? "started" : "notStarted";

  const onStart = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const km = Number(new FormData(e.currentTarget).get("openingKm"));
    void run(
      "start",
      async (id) =>
        (await start({ variables: { token, input: { stepId: id, openingKm: km } } })).data?.driverStartTrip ?? null,
    );
  };
  const onStop = (stop: string) =>
    run(
      `stop:${stop}`,
      async (id) => (await reach({ variables: { token, input: { stepId: id, stop } } })).data?.driverReachStop ?? null,
    );
  const onExpense = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const fields = new FormData(form);
    const file = fields.get("receipt");
    if (!(file instanceof File) || !file.size) return setMessage(t("driverPage.receiptMissing"));
    if (!file.type.startsWith("image/")) return setMessage(t("driverPage.receiptNotImage"));
    if (file.size >= MAX_RECEIPT_BYTES) return setMessage(t("driverPage.receiptTooLarge"));
    const amount = parseRupees(String(fields.get("amount") ?? ""));
    if (amount === null) return setMessage(t("driverPage.amountInvalid"));
    void run("expense", async (id) => {
      const body = new FormData();
      const input = { stepId: id, kind: String(fields.get("kind")), amount: rupeesForApi(amount) };
      body.append("operations", JSON.stringify({ query: DRIVER_EXPENSE, variables: { token, input, receipt: null } }));
      body.append("map", JSON.stringify({ 0: ["variables.receipt"] }));
      body.append("0", file, file.name);
      const res = await fetch("/graphql", { method: "POST", headers: { "apollo-require-preflight": "true" }, body });
      const answer = (await res.json()) as {
        errors?: Array<{ message: string; extensions?: { messageKey?: string; messageParams?: unknown } }>;
      };
      const err = answer.errors?.[0];
      if (err) throw new Error(serverData(err.message, err.extensions?.messageKey, err.extensions?.messageParams));
      const again = (await refetch()).data?.driverTrip ?? null;
      form.reset();
      return again;
    }).catch(() => undefined);
  };
  const onClose = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const collected = parseRupees(String(f.get("amountCollected") || "0"));
    if (collected === null) return setMessage(t("driverPage.amountInvalid"));
    const input = {
      stepId: "",
      closingKm: Number(f.get("closingKm")),
      amountCollected: rupeesForApi(collected),
      code: String(f.get("code") ?? ""),
    };
    void run(
      "close",
      async (id) =>
        (await close({ variables: { token, input: { ...input, stepId: id } } })).data?.driverCloseTrip ?? null,
    );
  };

  return (
    <Page>
      <h1>
        {t("driverPage.title")} {trip.reference}
      </h1>
      <p>{t("driverPage.hello", { name: trip.driverName })}</p>
      <Box aria-label={t("driverPage.slip")}>
        <dl>
          <dt>{t("driverPage.reporting")}</dt>
          <dd>{formatDate(trip.departureDate)}</dd>
          {trip.reportingTime && (
            <>
              <dt>{t("driverPage.reportingTime")}</dt>
              <dd>{trip.reportingTime}</dd>
            </>
          )}
          <dt>{t("driverPage.place")}</dt>
          <dd>
            {trip.pickupLocation} · <a href={mapsLink(trip.pickupLocation)}>{t("driverPage.directions")}</a>
          </dd>
          <dt>{t("driverPage.returns")}</dt>
          <dd>{formatDate(trip.returnDate)}</dd>
          <dt>{t("driverPage.customer")}</dt>
          <dd>
            {trip.customerName} ·{" "}
            <a href={`tel:${trip.customerPhone.replace(/[^\d+]/g, "")}`}>
              {t("driverPage.call", { phone: trip.customerPhone })}
            </a>
          </dd>
          <dt>{t("driverPage.passengers")}</dt>
          <dd>{trip.passengers ?? t("driverPage.notSpecified")}</dd>
          {trip.busName && (
            <>
              <dt>{t("driverPage.bus")}</dt>
              <dd>{trip.busName}</dd>
            </>
          )}
          {trip.registrationNumber && (
            <>
              <dt>{t("driverPage.registration")}</dt>
              <dd>{trip.registrationNumber}</dd>
            </>
          )}
          {trip.notes && (
            <>
              <dt>{t("driverPage.notes")}</dt>
              <dd>{trip.notes}</dd>
            </>
          )}
          {trip.amountToCollectPaise !== null && trip.amountToCollectPaise !== undefined && (
            <>
              <dt>{t("driverPage.collect")}</dt>
              <dd>
                <strong>{formatPaise(paiseOfInt(trip.amountToCollectPaise))}</strong>
              </dd>
            </>
          )}
        </dl>
        <a href={downloads.dutySlipByLink(token, trip.language === "hi" ? "hi" : "en")} download>
          {t("driverPage.downloadSlip")}
        </a>
      </Box>

      <Box>
        <h2>{t("driverPage.plan")}</h2>
        <ol>
          {trip.plan.map((stop, i) => (
            <li key={`${i}:${stop}`}>
              {stop} · <a href={mapsLink(stop)}>{t("driverPage.directions")}</a>
              <When stop={i === 0 ? null : (trip.stops[i - 1] ?? null)} />
              {state === "started" && (
                <Row>
                  {reached.has(stop) ? (
                    <span>✓ {t("driverPage.reached")}</span>
                  ) : (
                    <Button type="button" $variant="secondary" disabled={busy} onClick={() => void onStop(stop)}>
                      {t("driverPage.markReached", { stop })}
                    </Button>
                  )}
                </Row>
              )}
            </li>
          ))}
        </ol>
      </Box>

      <Box aria-live="polite">
        <Status>{t(`driverPage.state.${state}`)}</Status>
        {message && <Alert role="alert">{message}</Alert>}
        {state === "notStarted" && (
          <form onSubmit={onStart}>
            <FieldWrap>
              <label htmlFor="openingKm">{t("driverPage.openingKm")}</label>
              <input id="openingKm" name="openingKm" inputMode="numeric" pattern="[0-9]*" required />
            </FieldWrap>
            <Button type="submit" $block disabled={busy}>
              {t("driverPage.start")}
            </Button>
          </form>
        )}
        {state !== "notStarted" && <p>{t("driverPage.openedAt", { km: trip.openingKm ?? 0 })}</p>}
        {state === "closed" && (
          <p>{t("driverPage.closedSummary", { km: trip.closingKm ?? 0, actual: trip.actualKm ?? 0 })}</p>
        )}
      </Box>

      {state !== "notStarted" && (
        <Box>
          <h2>{t("driverPage.expenses")}</h2>
          {expenses.length > 0 && (
            <ul>
              {expenses.map((x, i) => (
                <li key={i}>
                  {t(`driverPage.kind.${x.expenseKind}`)}: {formatPaise(paiseOfRupees(x.amount ?? 0))}
                </li>
              ))}
            </ul>
          )}
          {state === "started" && (
            <form onSubmit={onExpense}>
              <FieldWrap>
                <label htmlFor="kind">{t("driverPage.expenseKind")}</label>
                <select id="kind" name="kind" defaultValue="toll">
                  {["toll", "parking", "permit"].map((k) => (
                    <option key={k} value={k}>
                      {t(`driverPage.kind.${k}`)}
                    </option>
                  ))}
                </select>
              </FieldWrap>
              <FieldWrap>
                <label htmlFor="amount">{t("driverPage.amount")}</label>
                <input id="amount" name="amount" inputMode="decimal" required />
              </FieldWrap>
              <FieldWrap>
                <label htmlFor="receipt">{t("driverPage.receipt")}</label>
                <input id="receipt" name="receipt" type="file" accept="image/*" capture="environment" required />
              </FieldWrap>
              <Button type="submit" $variant="secondary" $block disabled={busy}>
                {t("driverPage.addExpense")}
              </Button>
            </form>
          )}
        </Box>
      )}

      {state === "started" && (
        <Box>
          <h2>{t("driverPage.close")}</h2>
          <form onSubmit={onClose}>
            <FieldWrap>
              <label htmlFor="closingKm">{t("driverPage.closingKm")}</label>
              <input id="closingKm" name="closingKm" inputMode="numeric" pattern="[0-9]*" required />
            </FieldWrap>
            <FieldWrap>
              <label htmlFor="amountCollected">{t("driverPage.amountCollected")}</label>
              <input id="amountCollected" name="amountCollected" inputMode="decimal" defaultValue="0" />
            </FieldWrap>
            <FieldWrap>
              <label htmlFor="code">{t("driverPage.code")}</label>
              <input id="code" name="code" inputMode="numeric" pattern="[0-9]{4}" maxLength={4} required />
            </FieldWrap>
            <p>{t("driverPage.codeHint", { left: trip.codeAttemptsLeft })}</p>
            <Button type="submit" $block disabled={busy}>
              {t("driverPage.closeTrip")}
            </Button>
          </form>
        </Box>
      )}
    </Page>
  );
}
