import { useEffect, useRef, type ReactNode } from "react";

/** The booking View's quote builder, scrolled into sight when staff land on it (after booking for a customer). */
export function QuoteFocus({ focus, children }: { focus?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.scrollIntoView({ block: "start" });
  }, [focus]);
  return <div ref={ref}>{children}</div>;
}
