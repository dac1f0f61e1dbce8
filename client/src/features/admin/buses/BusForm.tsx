import { useState } from "react";
import { useForm } from "react-hook-form";
import styled from "styled-components";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { ErrorText, FieldWrap, TextArea, TextField } from "../../../ui/Field";
import { useEditorSave } from "../useEditorSave";
import { CreateBus, UpdateBus } from "./buses.documents";
import { BusImages } from "./BusImages";
import { BusBlackouts } from "./BusBlackouts";
import { BusDocuments } from "../documents/BusDocuments";
import { BusRoutes } from "./BusRoutes";
import { BusStatus } from "../../../gql/enums";
import {
  BUS_STATUS_LABEL,
  fleetQueries,
  splitFeatures,
  toBusInput,
  toDraft,
  type BusData,
  type BusDraft,
} from "./busForm";
import { Cluster } from "../../../ui/Layout";

const Box = styled.form`
  .saved {
    margin-top: 1rem;
  }
  .actions {
    margin-top: 1.5rem;
  }
  .row {
    display: grid;
    gap: 0 1rem;
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  }
`;

/** One form adds a bus (no bus given) or updates one (spec section 4). */
export function BusForm({ bus, onDone }: { bus?: BusData | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [images, setImages] = useState<string[]>(bus?.images ?? []);
  const [uploading, setUploading] = useState(false);
  const { error: saveError, save } = useEditorSave(CreateBus, UpdateBus, {
    id: bus?.id,
    refetchQueries: fleetQueries,
    saved: t("admin.buses.saved"),
    failed: t("admin.buses.saveFailed"),
    onDone,
  });
  const { register, handleSubmit, control, formState } = useForm<BusDraft>({ defaultValues: toDraft(bus) });
  const required = (field: string) => ({
    validate: (v: string) => v.trim() !== "" || t("admin.buses.required", { field }),
  });
  const e = formState.errors;

  const onSubmit = (draft: BusDraft) => save(toBusInput(draft, images));

  return (
    <Box
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label={bus ? t("admin.buses.formEdit") : t("admin.buses.formAdd")}
    >
      <div className="row">
        <TextField
          label={t("admin.buses.name")}
          error={e.name?.message}
          {...register("name", required(t("admin.buses.name")))}
        />
        <TextField
          label={t("admin.buses.capacity")}
          type="number"
          min={1}
          step={1}
          error={e.capacity?.message}
          {...register("capacity", {
            validate: (v) => (Number.isInteger(Number(v)) && parseInt(v, 10) > 0) || t("admin.buses.capacityInt"),
          })}
        />
        <FieldWrap>
          <label htmlFor="bus-status">{t("admin.buses.status")}</label>
          <select id="bus-status" {...register("status")}>
            {Object.values(BusStatus).map((s) => (
              <option key={s} value={s}>
                {BUS_STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </FieldWrap>
        <TextField
          label={t("admin.buses.lastMaintenance")}
          type="date"
          error={e.lastMaintenance?.message}
          {...register("lastMaintenance", required(t("admin.buses.lastMaintenance")))}
        />
        <TextField label={t("admin.buses.registration")} maxLength={20} {...register("registrationNumber")} />
      </div>
      <TextArea
        label={t("admin.buses.description")}
        error={e.description?.message}
        {...register("description", required(t("admin.buses.description")))}
      />
      <TextField
        label={t("admin.buses.features")}
        error={e.features?.message}
        {...register("features", {
          validate: (v) =>
            splitFeatures(v).length > 0 || t("admin.buses.required", { field: t("admin.buses.features") }),
        })}
      />
      <BusImages images={images} onChange={setImages} busName={bus?.name ?? ""} onBusy={setUploading} />
      <BusRoutes control={control} />
      {bus ? <BusBlackouts busId={bus.id} /> : <p>{t("admin.desk.saveBusFirst")}</p>}
      {bus && <BusDocuments busId={bus.id} />}
      {saveError && (
        <ErrorText role="alert" className="saved">
          {saveError}
        </ErrorText>
      )}
      <Cluster $nowrap className="actions">
        <Button type="submit" disabled={formState.isSubmitting || uploading}>
          {formState.isSubmitting ? t("admin.buses.saving") : t("admin.buses.save")}
        </Button>
        <Button type="button" $variant="secondary" onClick={onDone}>
          {t("admin.buses.cancel")}
        </Button>
      </Cluster>
    </Box>
  );
}
