import { useEffect, useState } from "react";

/** Scrolled once the page has moved more than 50 px (spec section 2). */
export function useScrolled(threshold = 50) {
  // Starts unscrolled as the server drew it; the effect reads the real position at once.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold]);
  return scrolled;
}
