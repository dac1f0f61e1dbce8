import { useState } from "react";
import { useTranslation } from "../../../i18n";
import { BUS_STATUS_LABEL, type BusData } from "./busForm";
import { Tabs } from "./BusDetails.styles";
import { BusDocuments } from "../documents/BusDocuments";

/** A bus as the admin sees it in the View dialog: details, images and popular routes on tabs. */
export function BusDetails({ bus }: { bus: BusData }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<"details" | "images" | "routes" | "documents">("details");
  const [big, setBig] = useState(0);
  return (
    <div>
      <Tabs role="tablist" aria-label={t("admin.buses.detailsTabs")}>
        {(["details", "images", "routes"] as const).map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} onClick={() => setTab(k)}>
            {t(
              k === "details"
                ? "admin.buses.tabDetails"
                : k === "images"
                  ? "admin.buses.tabImages"
                  : "admin.buses.tabRoutes",
            )}
          </button>
        ))}
        <button type="button" role="tab" aria-selected={tab === "documents"} onClick={() => setTab("documents")}>
          Documents
        </button>
      </Tabs>
      {tab === "details" && (
        <dl style={{ display: "grid", gridTemplateColumns: "auto 1fr", gap: "0.4rem 1rem" }}>
          <dt>{t("admin.buses.capacity")}</dt>
          <dd>{t("common.seater", { count: bus.capacity })}</dd>
          <dt>{t("admin.buses.status")}</dt>
          <dd>{BUS_STATUS_LABEL[bus.status]}</dd>
          <dt>Registration number</dt>
          <dd>{bus.registrationNumber ?? "–"}</dd>
          <dt>{t("admin.buses.lastMaintenance")}</dt>
          <dd>{bus.lastMaintenance ?? "–"}</dd>
          <dt>{t("admin.buses.description")}</dt>
          <dd>{bus.description}</dd>
          <dt>{t("fleet.features")}</dt>
          <dd>{bus.features.join(", ")}</dd>
        </dl>
      )}
      {tab === "images" && bus.images.length > 0 && (
        <div>
          <img
            src={bus.images[big]}
            alt={t("admin.buses.imageAlt", { n: big + 1, name: bus.name })}
            width={1200}
            height={800}
            style={{ width: "100%", borderRadius: 12 }}
          />
          <div style={{ display: "flex", gap: 8, marginTop: 8, flexWrap: "wrap" }}>
            {bus.images.map((src, i) => (
              <button
                key={src + i}
                type="button"
                onClick={() => setBig(i)}
                aria-label={t("admin.buses.imageAlt", { n: i + 1, name: bus.name })}
                style={{
                  padding: 0,
                  border: i === big ? "3px solid #f29f05" : "3px solid transparent",
                  borderRadius: 8,
                  background: "none",
                }}
              >
                <img
                  src={src}
                  alt=""
                  width={96}
                  height={64}
                  style={{ width: 96, height: 64, objectFit: "cover", borderRadius: 5 }}
                />
              </button>
            ))}
          </div>
        </div>
      )}
      {tab === "documents" && <BusDocuments busId={bus.id} />}
      {tab === "routes" &&
        (bus.popularRoutes.length === 0 ? (
          <p>{t("admin.buses.noRoutes")}</p>
        ) : (
          <ul>
            {bus.popularRoutes.map((r, i) => (
              <li key={i}>
                {r.from} → {r.to}: {t("common.hrs", { count: r.duration })}, {t("common.km", { count: r.distance })}
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
