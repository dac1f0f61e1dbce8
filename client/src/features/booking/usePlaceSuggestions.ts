import { useLazyQuery, useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { ClientConfigQuery, PlacesQuery } from "./places.documents";

/**
 * The suggestions for a place field: the server's gazetteer (150 ms after typing, from 2 letters, not once a
 * formatted address is chosen); with MAPS_API_KEY the maps service's autocomplete on the input instead.
 */
export function usePlaceSuggestions(value: string, onChange: (value: string) => void) {
  const [load, { data }] = useLazyQuery(PlacesQuery);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [maps, setMaps] = useState(false);
  const key = useQuery(ClientConfigQuery).data?.clientConfig.mapsApiKey;
  const items = !maps && value.trim().length >= 2 ? (data?.places ?? []) : [];

  // With MAPS_API_KEY, the maps service's places autocomplete (geocode type) fills the formatted address.
  useEffect(() => {
    if (!key || !inputRef.current) return;
    let live = true;
    void import("./mapsPlaces").then(({ attachPlaces }) =>
      attachPlaces(key, inputRef.current!, (address) => onChange(address)).then((ok) => live && setMaps(ok)),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    const q = value.trim();
    if (maps || q.length < 2 || q.includes(",")) return;
    const timer = setTimeout(() => void load({ variables: { search: q } }), 150);
    return () => clearTimeout(timer);
  }, [value, load, maps]);

  return { items, inputRef };
}
