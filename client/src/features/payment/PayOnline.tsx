import { useMutation } from "@apollo/client/react";
import { useEffect, useState } from "react";
import styled from "styled-components";
import { serverMessage } from "../../app/errors";
import { formatPaise, paiseOfRupees } from "../../app/money";
import { useTranslation } from "../../i18n";
import { loadCheckout } from "./checkout";
import { CreatePaymentOrder } from "./payment.documents";

const Box = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
  margin-top: 1rem;
  padding-top: 1rem;
  border-top: 1px solid ${(p) => p.theme.color.line};
  button {
    min-height: 46px;
    padding: 0.6rem 1.3rem;
    border: 0;
    border-radius: 999px;
    font: inherit;
    font-weight: 700;
    background: ${(p) => p.theme.color.maroon};
    color: #fff;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.7;
    cursor: progress;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
    font-size: 0.92rem;
  }
  [role="status"] {
    color: ${(p) => p.theme.color.ink};
    font-weight: 600;
  }
`;

export interface OnlineDue {
  amount: number;
  kind: string;
}

type Step = "idle" | "opening" | "confirming";

/**
 * "Pay advance ₹X" (or the balance) through Razorpay Checkout, shown when the server says something can be paid
 * online. The browser's success only says "Payment received, confirming…": the server's webhook decides, and the
 * page asks again (`refresh`) every few seconds until what is due has changed.
 */
export function PayOnline({
  bookingId,
  token,
  due,
  refresh,
}: {
  bookingId: string;
  token?: string | null;
  due: OnlineDue | null;
  refresh: () => unknown;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>("idle");
  const [error, setError] = useState<string | null>(null);
  const [paidFor, setPaidFor] = useState<string | null>(null);
  const [create] = useMutation(CreatePaymentOrder);
  const dueKey = due ? `${due.kind}:${due.amount}` : "none";

  // Confirming: the page asks again until the webhook has moved what is due.
  useEffect(() => {
    if (step !== "confirming") return;
    if (paidFor !== dueKey) {
      setStep("idle");
      return;
    }
    const timer = setInterval(() => void refresh(), 3000);
    return () => clearInterval(timer);
  }, [step, paidFor, dueKey, refresh]);

  if (!due && step === "idle") return paidFor ? <p role="status">{t("desk.payOnline.confirmed")}</p> : null;
  const amount = due ? formatPaise(paiseOfRupees(due.amount)) : "";

  async function pay() {
    setError(null);
    setStep("opening");
    try {
      const [{ data }, Checkout] = await Promise.all([
        create({ variables: { bookingId, token: token ?? null } }),
        loadCheckout(),
      ]);
      const order = data!.createPaymentOrder;
      const checkout = new Checkout({
        ...{ key: order.keyId, order_id: order.orderId, amount: order.amountPaise, currency: order.currency },
        ...{ name: "Kashi Coach Tours", description: order.description },
        prefill: { name: order.name, email: order.email, contact: order.contact },
        theme: { color: "#6b1e2e" },
        handler: () => {
          setPaidFor(dueKey);
          setStep("confirming");
          void refresh();
        },
        modal: { ondismiss: () => setStep((s) => (s === "opening" ? "idle" : s)) },
      });
      checkout.open();
    } catch (e) {
      setStep("idle");
      setError(serverMessage(e, t("desk.payOnline.failed")));
    }
  }

  return (
    <Box>
      {step === "confirming" ? (
        <p role="status">{t("desk.payOnline.confirming")}</p>
      ) : (
        <>
          <button type="button" onClick={() => void pay()} disabled={step === "opening"}>
            {t(due!.kind === "advance" ? "desk.payOnline.advance" : "desk.payOnline.balance", { amount })}
          </button>
          <p>{step === "opening" ? t("desk.payOnline.opening") : t("desk.payOnline.how")}</p>
        </>
      )}
      {error && <p role="alert">{error}</p>}
    </Box>
  );
}
