/**
 * Razorpay Checkout, loaded only when a customer asks to pay online (the product loads nothing from other hosts
 * until then, and only when the server has the gateway's keys: the button shows only then).
 */
export const CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

export interface CheckoutOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme?: { color: string };
  handler: (response: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }) => void;
  modal?: { ondismiss?: () => void };
}

interface CheckoutInstance {
  open(): void;
  on(event: "payment.failed", handler: (response: unknown) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: CheckoutOptions) => CheckoutInstance;
  }
}

let loading: Promise<NonNullable<Window["Razorpay"]>> | null = null;

/** The Checkout constructor, its script added to the page once (a failed load may be tried again). */
export function loadCheckout(): Promise<NonNullable<Window["Razorpay"]>> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error("Checkout did not load")));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error("Checkout did not load"));
    };
    document.head.appendChild(script);
  });
  return loading;
}
