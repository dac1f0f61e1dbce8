import { useEffect, useRef, type ReactNode } from "react";

/** How long the View keeps the quote builder in sight while the parts above it arrive and grow. */
const SETTLE_MS = 3000;

/**
 * The booking View's quote builder, scrolled into sight when staff land on it (after booking for a customer). The
 * history and messages above it arrive after it mounts: until they settle (or the person scrolls) it is kept in sight.
 */
export function QuoteFocus({ focus, children }: { focus?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    const body = el?.parentElement;
    if (!focus || !el || !body) return;
    const show = () => el.scrollIntoView({ block: "start" });
    show();
    const grows = new ResizeObserver(show);
    grows.observe(body);
    const stop = () => grows.disconnect();
    const timer = window.setTimeout(stop, SETTLE_MS);
    body.addEventListener("wheel", stop, { once: true });
    body.addEventListener("touchmove", stop, { once: true });
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [focus]);
  return <div ref={ref}>{children}</div>;
}
