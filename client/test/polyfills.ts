import { TextDecoder, TextEncoder } from "node:util";

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no matchMedia (react-hot-toast asks for prefers-reduced-motion): nothing matches.
if (typeof window !== "undefined" && !window.matchMedia)
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

// jsdom does not scroll (its window.scrollTo only reports "not implemented"): a new page's scroll to the top is a no-op.
if (typeof window !== "undefined") window.scrollTo = () => {};
