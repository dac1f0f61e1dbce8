import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import styled from "styled-components";
import type { DriverFieldsFragment } from "../../../gql/graphql";
import { formatDate, useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { useAttempt } from "../../../ui/formState";
import { Panel } from "../../../ui/Panel";
import { DriverForm } from "./DriverForm";
import { DriverRosterLink } from "./DriverRosterLink";
import { Photo } from "./DriverPhoto";
import { useControls } from "../useControls";
import { DeleteDriver, DriversQuery, UpdateDriver } from "./drivers.documents";

type Driver = DriverFieldsFragment;
/** On a phone the list scrolls sideways inside its panel (its last columns hold Edit and Deactivate). */
const Scroll = styled.div`
  overflow-x: auto;
  table {
    min-width: 760px;
  }
`;

/** Admin → Drivers: the list, add and edit, deactivate (a driver with trips is never deleted). */
export function DriversAdmin() {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(DriversQuery, { fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<Driver | null>(null);
  // The form starts afresh for each driver edited and after each save (its key).
  const [saves, setSaves] = useState(0);
  const [update] = useMutation(UpdateDriver);
  const [remove] = useMutation(DeleteDriver);
  const row = useAttempt();
  const mayEdit = useControls().may("editDrivers");
  const actions = (d: Driver) => ({
    edit: `${t("admin.drivers.edit")} ${d.name}`,
    toggle: d.active ? t("admin.drivers.deactivate") : t("admin.drivers.activate"),
    remove: `${t("admin.drivers.delete")} ${d.name}`,
  });
  return (
    <>
      <Panel>
        <h2>{t("admin.drivers.title")}</h2>
        {row.error && <p role="alert">{row.error}</p>}
        <Scroll>
          <table>
            <thead>
              <tr>
                <th>{t("admin.drivers.name")}</th>
                <th>{t("admin.drivers.phone")}</th>
                <th>{t("admin.drivers.licence")}</th>
                <th>{t("admin.drivers.validUntil")}</th>
                <th>{t("admin.drivers.language")}</th>
                <th>{t("admin.drivers.status")}</th>
                <th>{t("admin.drivers.roster")}</th>
                <th>{t("admin.bookings.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {data?.drivers.map((d) => (
                <tr key={d.id}>
                  <td>
                    {d.photoUrl && <Photo src={d.photoUrl} alt={t("admin.drivers.photoOf", { name: d.name })} />}{" "}
                    {d.name}
                  </td>
                  <td>
                    <a href={`tel:${d.phone.replace(/[^\d+]/g, "")}`}>{d.phone}</a>
                  </td>
                  <td>{d.licenceNumber}</td>
                  <td>{formatDate(d.licenceValidUntil)}</td>
                  <td>{d.language === "hi" ? "Hindi" : "English"}</td>
                  <td>{d.active ? t("admin.drivers.active") : t("admin.drivers.inactive")}</td>
                  <td>
                    <DriverRosterLink driver={d} />
                  </td>
                  <td>
                    {mayEdit && (
                      <>
                        <Button
                          type="button"
                          $variant="secondary"
                          onClick={() => setEditing(d)}
                          aria-label={actions(d).edit}
                        >
                          {t("admin.drivers.edit")}
                        </Button>
                        <Button
                          type="button"
                          $variant="secondary"
                          aria-label={`${actions(d).toggle} ${d.name}`}
                          onClick={() =>
                            row.attempt(() => update({ variables: { id: d.id, input: { active: !d.active } } }))
                          }
                        >
                          {actions(d).toggle}
                        </Button>
                        <Button
                          type="button"
                          $variant="danger"
                          aria-label={actions(d).remove}
                          onClick={() =>
                            row.attempt(async () => {
                              await remove({ variables: { id: d.id } });
                              await refetch();
                            })
                          }
                        >
                          {t("admin.drivers.delete")}
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
        {data?.drivers.length === 0 && <p>{t("admin.drivers.none")}</p>}
      </Panel>
      {mayEdit && (
        <DriverForm
          key={`${editing?.id ?? "new"}:${saves}`}
          driver={editing}
          onSaved={async () => {
            setEditing(null);
            setSaves((n) => n + 1);
            await refetch();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
    </>
  );
}
