import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { toast } from "../../ui/toast";
import { useTranslation } from "../../app/i18n";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { ErrorText } from "../../ui/Field";
import { AdminBuses, DeleteBus } from "./admin.documents";
import { Panel } from "./BookingsTable";
import { BusForm, type BusData } from "./BusForm";

const Cards = styled.div`
  display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  article { border: 1px solid ${(p) => p.theme.color.line}; border-radius: 12px; overflow: hidden; background: #fff; }
  img { width: 100%; aspect-ratio: 3 / 2; object-fit: cover; }
  .b { padding: 0.8rem 1rem 1rem; } h3 { margin: 0 0 0.2rem; } p { margin: 0 0 0.6rem; color: ${(p) => p.theme.color.muted}; }
  .acts { display: flex; gap: 0.4rem; flex-wrap: wrap; } .acts button { min-height: 38px; padding: 0.3rem 0.8rem; }
`;
const Tabs = styled.div`
  display: flex; gap: 0.4rem; margin-bottom: 1rem;
  button { min-height: 40px; border-radius: 999px; border: 0; padding: 0 1rem; background: ${(p) => p.theme.color.sand}; cursor: pointer; font-weight: 600; }
  button[aria-selected="true"] { background: ${(p) => p.theme.color.maroon}; color: #fff; }
`;
const STATUS_LABEL: Record<string, string> = { Available: "Available", InUse: "In Use", Maintenance: "Maintenance" };

function BusDetails({ bus }: { bus: BusData }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<"details" | "images" | "routes">("details");
  const [big, setBig] = useState(0);
  return (
    <div>
      <Tabs role="tablist" aria-label={t("admin.buses.detailsTabs")}>
        {(["details", "images", "routes"] as const).map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} onClick={() => setTab(k)}>
            {t(k === "details" ? "admin.buses.tabDetails" : k === "images" ? "admin.buses.tabImages" : "admin.buses.tabRoutes")}
          </button>
        ))}
      </Tabs>
      {tab === "details" && (
        <dl style={{ display: "grid", gridTemplateColumns: "auto 1fr", gap: "0.4rem 1rem" }}>
          <dt>{t("admin.buses.capacity")}</dt><dd>{t("common.seater", { count: bus.capacity })}</dd>
          <dt>{t("admin.buses.status")}</dt><dd>{STATUS_LABEL[bus.status]}</dd>
          <dt>{t("admin.buses.lastMaintenance")}</dt><dd>{bus.lastMaintenance ?? "–"}</dd>
          <dt>{t("admin.buses.description")}</dt><dd>{bus.description}</dd>
          <dt>{t("fleet.features")}</dt><dd>{bus.features.join(", ")}</dd>
        </dl>
      )}
      {tab === "images" && bus.images.length > 0 && (
        <div>
          <img src={bus.images[big]} alt={t("admin.buses.imageAlt", { n: big + 1, name: bus.name })} width={1200} height={800} style={{ width: "100%", borderRadius: 12 }} />
          <div style={{ display: "flex", gap: 8, marginTop: 8, flexWrap: "wrap" }}>
            {bus.images.map((src, i) => (
              <button key={src + i} type="button" onClick={() => setBig(i)} aria-label={t("admin.buses.imageAlt", { n: i + 1, name: bus.name })} style={{ padding: 0, border: i === big ? "3px solid #f29f05" : "3px solid transparent", borderRadius: 8, background: "none" }}>
                <img src={src} alt="" width={96} height={64} style={{ width: 96, height: 64, objectFit: "cover", borderRadius: 5 }} />
              </button>
            ))}
          </div>
        </div>
      )}
      {tab === "routes" && (bus.popularRoutes.length === 0 ? <p>{t("admin.buses.noRoutes")}</p> : (
        <ul>{bus.popularRoutes.map((r, i) => <li key={i}>{r.from} → {r.to}: {t("common.hrs", { count: r.duration })}, {t("common.km", { count: r.distance })}</li>)}</ul>
      ))}
    </div>
  );
}

export function BusesAdmin() {
  const { t } = useTranslation();
  const { data, error } = useQuery(AdminBuses, { fetchPolicy: "cache-and-network" });
  const [remove] = useMutation(DeleteBus, { refetchQueries: ["AdminBuses", "Buses", "AdminStats"] });
  const [editing, setEditing] = useState<BusData | null | "new">(null);
  const [viewing, setViewing] = useState<BusData | null>(null);
  const del = async (b: BusData) => {
    if (!window.confirm(t("admin.buses.confirmDelete"))) return;
    try {
      await remove({ variables: { id: b.id } });
      toast.success(t("admin.buses.deleted"));
    } catch (e) {
      toast.error((e as Error).message || t("admin.buses.deleteFailed"));
    }
  };
  return (
    <Panel aria-labelledby="buses-admin">
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: "1rem", flexWrap: "wrap" }}>
        <h2 id="buses-admin">{t("admin.buses.title")}</h2>
        <Button type="button" onClick={() => setEditing("new")}>{t("admin.buses.add")}</Button>
      </div>
      {error && <ErrorText role="alert">{t("admin.buses.fetchFailed")}</ErrorText>}
      <Cards>
        {data?.buses.map((b) => (
          <article key={b.id}>
            <img src={b.images[0] ?? "/favicon.svg"} alt="" width={1200} height={800} loading="lazy" />
            <div className="b">
              <h3>{b.name}</h3>
              <p>{t("common.seater", { count: b.capacity })} · {STATUS_LABEL[b.status]}</p>
              <div className="acts">
                <Button type="button" onClick={() => setEditing(b)} aria-label={`${t("admin.buses.update")} ${b.name}`}>{t("admin.buses.update")}</Button>
                <Button type="button" $variant="secondary" onClick={() => setViewing(b)} aria-label={`${t("admin.buses.view")} ${b.name}`}>{t("admin.buses.view")}</Button>
                <Button type="button" $variant="danger" onClick={() => void del(b)} aria-label={`${t("admin.buses.delete")} ${b.name}`}>{t("admin.buses.delete")}</Button>
              </div>
            </div>
          </article>
        ))}
      </Cards>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing === "new" ? t("admin.buses.formAdd") : t("admin.buses.formEdit")} closeLabel={t("common.close")}>
        {editing !== null && <BusForm bus={editing === "new" ? null : editing} onDone={() => setEditing(null)} />}
      </Dialog>
      <Dialog open={!!viewing} onClose={() => setViewing(null)} title={viewing?.name ?? ""} closeLabel={t("common.close")}>
        {viewing && <BusDetails bus={viewing} />}
      </Dialog>
    </Panel>
  );
}
