import { useEffect, useRef, useState } from "react";

/** A position as the server takes it: degrees, and the phone's accuracy in metres. */
export type Coords = { lat: number; lon: number; accuracy: number | null };
/** Where sharing is: its state names the texts `busPosition.status.<status>`. */
export type SharingStatus = "off" | "locating" | "sent" | "denied" | "unavailable" | "unsupported" | "failed";

/** While sharing is on, a position goes once at once and then once a minute. */
export const SHARE_EVERY_MS = 60_000;
/** GeolocationPositionError.PERMISSION_DENIED. */
const PERMISSION_DENIED = 1;

/**
 * The driver's consent turned into positions: while `on` (the switch, on the open page), the browser's Geolocation
 * API is asked for the phone's position at once and then every minute, and each is handed to `send`. Nothing is
 * asked or sent while off; turning it off, or leaving the page, stops it.
 */
export function usePositionSharing(
  on: boolean,
  send: (coords: Coords) => Promise<void>,
  geolocation: Geolocation | undefined = typeof navigator === "undefined" ? undefined : navigator.geolocation,
) {
  const [status, setStatus] = useState<SharingStatus>("off");
  const [error, setError] = useState<unknown>(null);
  const sender = useRef(send);
  useEffect(() => {
    sender.current = send;
  }, [send]);

  useEffect(() => {
    if (!on) return setStatus("off");
    if (!geolocation) return setStatus("unsupported");
    let live = true;
    const shareOnce = () =>
      geolocation.getCurrentPosition(
        ({ coords }) => {
          if (!live) return;
          const position = { lat: coords.latitude, lon: coords.longitude, accuracy: coords.accuracy ?? null };
          sender.current(position).then(
            () => live && setStatus("sent"),
            (e: unknown) => {
              if (!live) return;
              setError(e);
              setStatus("failed");
            },
          );
        },
        (e) => live && setStatus(e.code === PERMISSION_DENIED ? "denied" : "unavailable"),
        { maximumAge: 30_000, timeout: 30_000 },
      );
    setStatus("locating");
    shareOnce();
    const timer = setInterval(shareOnce, SHARE_EVERY_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [on, geolocation]);

  return { status, error };
}
