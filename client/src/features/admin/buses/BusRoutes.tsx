import { useState } from "react";
import { useFieldArray, type Control } from "react-hook-form";
import styled from "styled-components";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { TextField } from "../../../ui/Field";
import type { BusDraft, RouteDraft } from "./busForm";

const Box = styled.div`
  h3 {
    margin-top: 1.5rem;
  }
  li button {
    min-height: 32px;
    padding: 0.2rem 0.7rem;
  }
  ol {
    padding-left: 1.1rem;
  }
  li {
    display: flex;
    gap: 0.6rem;
    align-items: center;
    margin-bottom: 0.3rem;
  }
  .grid4 {
    display: grid;
    gap: 0 0.6rem;
    grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
    align-items: end;
  }
`;

const EMPTY: RouteDraft = { from: "", to: "", duration: "", distance: "" };

/** Popular routes: listed, removable, and added only when from, to, duration and distance are all filled. */
export function BusRoutes({ control }: { control: Control<BusDraft> }) {
  const { t } = useTranslation();
  const routes = useFieldArray({ control, name: "routes" });
  const [route, setRoute] = useState(EMPTY);
  const ready = route.from.trim() && route.to.trim() && route.duration.trim() && route.distance.trim();
  const field = (key: keyof RouteDraft) => ({
    value: route[key],
    onChange: (ev: { target: { value: string } }) => setRoute({ ...route, [key]: ev.target.value }),
  });

  return (
    <Box>
      <h3>{t("admin.buses.routes")}</h3>
      <ol>
        {routes.fields.map((r, i) => (
          <li key={r.id}>
            {r.from} → {r.to} · {r.duration} hrs · {r.distance} km
            <Button
              type="button"
              $variant="secondary"
              aria-label={t("admin.buses.removeRoute", { n: i + 1 })}
              onClick={() => routes.remove(i)}
            >
              ×
            </Button>
          </li>
        ))}
      </ol>
      <div className="grid4">
        <TextField label={t("admin.buses.from")} {...field("from")} />
        <TextField label={t("admin.buses.to")} {...field("to")} />
        <TextField label={t("admin.buses.duration")} type="number" min={0} step="0.5" {...field("duration")} />
        <TextField label={t("admin.buses.distance")} type="number" min={0} {...field("distance")} />
      </div>
      <Button
        type="button"
        $variant="secondary"
        disabled={!ready}
        onClick={() => {
          routes.append(route);
          setRoute(EMPTY);
        }}
      >
        {t("admin.buses.addRoute")}
      </Button>
    </Box>
  );
}
