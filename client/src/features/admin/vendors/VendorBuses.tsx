import { useTranslation } from "../../../i18n";
import { ItemButton } from "../../../ui/ItemButton";
import { Cluster } from "../../../ui/Layout";
import type { VendorActions, VendorData } from "./useVendors";
import { Table } from "./vendors.styles";

/**
 * A vendor's buses: registration (and the name staff call it by, where it has another), seats and type, each with
 * its Documents (entered and checked as the fleet's own), Edit and Remove; Add bus below.
 */
export function VendorBuses({ vendor, actions }: { vendor: VendorData; actions: VendorActions }) {
  const { t } = useTranslation();
  const { onBus, onRemoveBus, onDocuments } = actions;
  const buses = vendor.vehicles;
  return (
    <>
      <h4>{t("admin.vendors.bus.title", { name: vendor.name })}</h4>
      {buses.length === 0 ? (
        <p>{t("admin.vendors.bus.none")}</p>
      ) : (
        <Table>
          <table aria-label={t("admin.vendors.bus.title", { name: vendor.name })}>
            <thead>
              <tr>
                <th>{t("admin.vendors.bus.registration")}</th>
                <th>{t("admin.vendors.bus.seats")}</th>
                <th>{t("admin.vendors.bus.type")}</th>
                <th>{t("admin.vendors.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {buses.map((b) => (
                <tr key={b.id}>
                  <td>
                    {b.registrationNumber ?? "—"}
                    {b.name !== b.registrationNumber && ` · ${b.name}`}
                  </td>
                  <td>{b.capacity}</td>
                  <td>{b.description || "—"}</td>
                  <td>
                    <Cluster $gap="0.4rem">
                      <ItemButton
                        label={t("admin.vendors.bus.documents")}
                        item={b.name}
                        $variant="secondary"
                        onClick={() => onDocuments(b)}
                      />
                      {onBus && (
                        <ItemButton
                          label={t("admin.vendors.bus.edit")}
                          item={b.name}
                          $variant="secondary"
                          onClick={() => onBus(vendor, b)}
                        />
                      )}
                      {onRemoveBus && (
                        <ItemButton
                          label={t("admin.vendors.bus.remove")}
                          item={b.name}
                          $variant="danger"
                          onClick={() => onRemoveBus(b)}
                        />
                      )}
                    </Cluster>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Table>
      )}
      {onBus && (
        <ItemButton label={t("admin.vendors.bus.add")} item={vendor.name} onClick={() => onBus(vendor, null)} />
      )}
    </>
  );
}
