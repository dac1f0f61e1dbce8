/** Loads the maps service's JavaScript with the places library once (only when MAPS_API_KEY is set). */
type Autocomplete = {
  addListener(event: string, fn: () => void): void;
  getPlace(): { formatted_address?: string; name?: string };
};
interface MapsNamespace {
  maps: { places: { Autocomplete: new (input: HTMLInputElement, opts: { types: string[] }) => Autocomplete } };
}

let loading: Promise<MapsNamespace> | null = null;

export function loadPlaces(key: string): Promise<MapsNamespace> {
  const w = window as unknown as { google?: MapsNamespace; __kctMapsReady?: () => void };
  if (w.google?.maps?.places) return Promise.resolve(w.google);
  loading ??= new Promise((resolve, reject) => {
    w.__kctMapsReady = () => resolve(w.google!);
    const s = document.createElement("script");
    s.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places&callback=__kctMapsReady`;
    s.async = true;
    s.onerror = () => {
      loading = null;
      reject(new Error("maps unavailable"));
    };
    document.head.appendChild(s);
  });
  return loading;
}

/** Attaches geocode-type place autocomplete to an input; the chosen formatted address is passed on. */
export async function attachPlaces(
  key: string,
  input: HTMLInputElement,
  onPick: (address: string) => void,
): Promise<boolean> {
  try {
    const google = await loadPlaces(key);
    const ac = new google.maps.places.Autocomplete(input, { types: ["geocode"] });
    ac.addListener("place_changed", () => {
      const place = ac.getPlace();
      const address = place.formatted_address ?? place.name;
      if (address) onPick(address);
    });
    return true;
  } catch {
    return false; // offline or blocked: the gazetteer suggestions keep working
  }
}
