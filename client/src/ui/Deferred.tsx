import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";

const RenderNow = createContext(false);
/**
 * Inside it, deferred content renders at once: a server render puts it in the HTML, and the browser
 * hydrating that HTML draws the same (its code loads while the server's HTML stays on screen).
 */
export const RenderDeferredNow = RenderNow.Provider;

/**
 * Below-the-fold content whose code stays out of the first load: it loads when its place nears
 * the viewport, or once the page has loaded and the browser is idle, whichever comes first, so
 * it is ready before anyone scrolls to it. Until then a placeholder keeps its room (no layout
 * shift). Where the browser lacks IntersectionObserver it renders at once.
 */
export function deferred<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, placeholder: ReactNode) {
  let loaded = false;
  const Lazy = lazy(() => load().then((m) => ((loaded = true), m)));

  function Deferred(props: P) {
    const now = useContext(RenderNow);
    const [show, setShow] = useState(() => now || loaded || typeof IntersectionObserver === "undefined");
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (show || !ref.current) return;
      const reveal = () => setShow(true);
      const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && reveal(), {
        rootMargin: "100% 0px",
      });
      io.observe(ref.current);
      const cancelIdle = whenIdleAfterLoad(reveal);
      return () => {
        io.disconnect();
        cancelIdle();
      };
    }, [show]);
    const hold = <div ref={show ? undefined : ref}>{placeholder}</div>;
    return show ? (
      <Suspense fallback={hold}>
        <Lazy {...props} />
      </Suspense>
    ) : (
      hold
    );
  }
  return Deferred;
}

/** Runs `fn` after the window's load event, when the browser is idle (at most 2 s later). */
function whenIdleAfterLoad(fn: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(fn, { timeout: 2000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(fn, 200);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === "complete") schedule();
  else {
    window.addEventListener("load", schedule, { once: true });
    cancel = () => window.removeEventListener("load", schedule);
  }
  return () => cancel();
}
