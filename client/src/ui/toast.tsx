import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ToastOptions } from "react-hot-toast";

/**
 * Toasts whose library loads with the first toast, so a page that shows none (the home page on
 * first load) does not download it. `toast.success` / `toast.error` take react-hot-toast's options.
 */
let library: Promise<typeof import("react-hot-toast")> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function load() {
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  return (library ??= import("react-hot-toast"));
}

export const toast = {
  success: (message: string, options?: ToastOptions) => void load().then((m) => m.default.success(message, options)),
  error: (message: string, options?: ToastOptions) => void load().then((m) => m.default.error(message, options)),
};

const Toaster = lazy(() =>
  load().then((m) => ({ default: () => <m.Toaster position="top-center" toastOptions={{ duration: 4000 }} /> })),
);
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const isWanted = () => wanted;

/** Mounted once at the top of the app; renders react-hot-toast's Toaster from the first toast on. */
export function LazyToaster() {
  return useSyncExternalStore(subscribe, isWanted, isWanted) ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
