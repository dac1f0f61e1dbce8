import { useState } from "react";
import { useTranslation } from "../../../i18n";
import { BUS_STATUS_LABEL, type BusData } from "./busForm";
import { Facts, Gallery, Tabs, Thumb } from "./BusDetails.styles";
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
          {t("admin.buses.tabDocuments")}
        </button>
      </Tabs>
      {tab === "details" && (
        <Facts>
          <dt>{t("admin.buses.capacity")}</dt>
          <dd>{t("common.seater", { count: bus.capacity })}</dd>
          <dt>{t("admin.buses.status")}</dt>
          <dd>{BUS_STATUS_LABEL[bus.status]}</dd>
          <dt>{t("admin.buses.registration")}</dt>
          <dd>{bus.registrationNumber ?? "–"}</dd>
          <dt>{t("admin.buses.lastMaintenance")}</dt>
          <dd>{bus.lastMaintenance ?? "–"}</dd>
          <dt>{t("admin.buses.description")}</dt>
          <dd>{bus.description}</dd>
          <dt>{t("fleet.features")}</dt>
          <dd>{bus.features.join(", ")}</dd>
        </Facts>
      )}
      {tab === "images" && bus.images.length > 0 && (
        <Gallery>
          <img
            src={bus.images[big]}
            alt={t("admin.buses.imageAlt", { n: big + 1, name: bus.name })}
            width={1200}
            height={800}
          />
          <div>
            {bus.images.map((src, i) => (
              <Thumb
                key={src + i}
                type="button"
                $shown={i === big}
                onClick={() => setBig(i)}
                aria-label={t("admin.buses.imageAlt", { n: i + 1, name: bus.name })}
              >
                <img src={src} alt="" width={96} height={64} />
              </Thumb>
            ))}
          </div>
        </Gallery>
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
