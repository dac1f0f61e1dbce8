import { useMutation, useQuery } from "@apollo/client/react";
import { useRef, useState } from "react";
import { serverData, serverMessage } from "../../app/errors";
import { rupeesForApi, type Paise } from "../../app/money";
import type { DriverTripFieldsFragment } from "../../gql/graphql";
import { useTranslation } from "../../i18n";
import { DRIVER_EXPENSE, DriverClose, DriverStart, DriverStop, DriverTripQuery } from "./driver.documents";

export type Trip = DriverTripFieldsFragment;
/** Where the trip is: its state names the texts `driverPage.state.<state>`. */
export type TripState = "notStarted" | "started" | "closed";

/** A random UUID (v4), also where crypto.randomUUID is missing (plain http on a phone's network). */
function uuid(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** An expense with its receipt's photo: a multipart request (Apollo's link sends JSON only). */
async function sendExpense(token: string, input: { stepId: string; kind: string; amount: number }, receipt: File) {
  const body = new FormData();
  body.append("operations", JSON.stringify({ query: DRIVER_EXPENSE, variables: { token, input, receipt: null } }));
  body.append("map", JSON.stringify({ 0: ["variables.receipt"] }));
  body.append("0", receipt, receipt.name);
  const res = await fetch("/graphql", { method: "POST", headers: { "apollo-require-preflight": "true" }, body });
  const answer = (await res.json()) as {
    errors?: Array<{ message: string; extensions?: { messageKey?: string; messageParams?: unknown } }>;
  };
  const err = answer.errors?.[0];
  if (err) throw new Error(serverData(err.message, err.extensions?.messageKey, err.extensions?.messageParams));
}

/**
 * The driver's trip behind a link's token, and its steps: start, a stop reached, an expense with its receipt,
 * close. Each step is sent with an id it keeps until the server records it, so a resend after a dropped
 * connection is recorded once; a step answers the trip as it now is. A refusal, or a check of the driver's
 * input (`say`), is the page's one `message`, with the step it is about (`messageAbout`: the close's is drawn
 * beside the close form); `busy` while a step is on its way.
 */
export function useDriverTrip(token: string) {
  const { t } = useTranslation();
  const { data, error, loading, refetch } = useQuery(DriverTripQuery, {
    variables: { token },
    fetchPolicy: "network-only",
  });
  const [latest, setLatest] = useState<Trip | null>(null);
  // The page's one message, and the step it is about ("close" is shown beside the close form, the rest on top).
  const [note, setNote] = useState({ text: "", about: "" });
  const say = (text: string, about = "") => setNote({ text, about });
  const [busy, setBusy] = useState(false);
  const stepIds = useRef(new Map<string, string>());
  const [startTrip] = useMutation(DriverStart);
  const [reachStop] = useMutation(DriverStop);
  const [closeTrip] = useMutation(DriverClose);
  const trip: Trip | null = latest ?? data?.driverTrip ?? null;

  /** Sends one step under its kept id; true once the server recorded it. */
  async function run(
    key: string,
    send: (stepId: string) => Promise<Trip | null | undefined>,
    afterRefusal?: () => Promise<unknown>,
  ) {
    setBusy(true);
    say("");
    try {
      const ids = stepIds.current;
      if (!ids.has(key)) ids.set(key, uuid());
      const next = await send(ids.get(key)!);
      if (next) setLatest(next);
      ids.delete(key);
      return true;
    } catch (e) {
      say(serverMessage(e, t("driverPage.failed")), key);
      await afterRefusal?.().catch(() => undefined);
      return false;
    } finally {
      setBusy(false);
    }
  }

  const start = (openingKm: number) =>
    run(
      "start",
      async (stepId) => (await startTrip({ variables: { token, input: { stepId, openingKm } } })).data?.driverStartTrip,
    );
  const reach = (stop: string) =>
    run(
      `stop:${stop}`,
      async (stepId) => (await reachStop({ variables: { token, input: { stepId, stop } } })).data?.driverReachStop,
    );
  const addExpense = (kind: string, amount: Paise, receipt: File) =>
    run("expense", async (stepId) => {
      await sendExpense(token, { stepId, kind, amount: rupeesForApi(amount) }, receipt);
      return (await refetch()).data?.driverTrip;
    });
  // A wrong code counts as an attempt: the trip is read again, so the attempts left (or the lock) show at once.
  const reread = async () => {
    const fresh = (await refetch()).data?.driverTrip;
    if (fresh) setLatest(fresh);
  };
  const close = (closingKm: number, amountCollected: Paise, code: string) =>
    run(
      "close",
      async (stepId) => {
        const input = { stepId, closingKm, amountCollected: rupeesForApi(amountCollected), code };
        return (await closeTrip({ variables: { token, input } })).data?.driverCloseTrip;
      },
      reread,
    );

  const state: TripState = trip?.closedAt ? "closed" : trip?.startedAt ? "started" : "notStarted";
  const message = note.text;
  const messageAbout = note.about;
  return { trip, state, loading, error, message, messageAbout, say, busy, start, reach, addExpense, close };
}

export type DriverTrip = ReturnType<typeof useDriverTrip>;
