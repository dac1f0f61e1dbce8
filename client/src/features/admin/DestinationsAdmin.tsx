import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "../../ui/toast";
import { useTranslation } from "../../app/i18n";
import { Button } from "../../ui/Button";
import { ErrorText, TextArea, TextField } from "../../ui/Field";
import { AdminDestinations, CreateDestination, DeleteDestination, UpdateDestination } from "./admin.documents";
import { Panel } from "./BookingsTable";

interface Form { name: string; shortDescription: string; description: string; image1: string; image2: string; image3: string }
type Dest = { id: string; name: string; shortDescription: string; description: string; images: string[] };
const refetchQueries = ["AdminDestinations", "Destinations"];

function DestinationForm({ dest, onDone }: { dest: Dest | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [create] = useMutation(CreateDestination, { refetchQueries });
  const [update] = useMutation(UpdateDestination, { refetchQueries });
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Form>({
    defaultValues: { name: dest?.name ?? "", shortDescription: dest?.shortDescription ?? "", description: dest?.description ?? "", image1: dest?.images[0] ?? "", image2: dest?.images[1] ?? "", image3: dest?.images[2] ?? "" },
  });
  const req = { validate: (v: string) => v.trim() !== "" || t("common.required") };
  const e = formState.errors;
  const onSubmit = async (f: Form) => {
    setError(null);
    const input = { name: f.name.trim(), shortDescription: f.shortDescription.trim(), description: f.description.trim(), images: [f.image1.trim(), f.image2.trim(), f.image3.trim()] };
    try {
      if (dest) await update({ variables: { id: dest.id, input } });
      else await create({ variables: { input } });
      toast.success(t("admin.destinations.saved"));
      onDone();
    } catch (err) {
      setError((err as Error).message || t("admin.destinations.failed"));
    }
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate style={{ borderTop: "1px solid #e5d5b8", paddingTop: "1rem", marginTop: "1rem" }}>
      <TextField label={t("admin.destinations.name")} error={e.name?.message} {...register("name", req)} />
      <TextField label={t("admin.destinations.short")} error={e.shortDescription?.message} {...register("shortDescription", req)} />
      <TextArea label={t("admin.destinations.description")} error={e.description?.message} {...register("description", req)} />
      {([1, 2, 3] as const).map((n) => (
        <TextField key={n} label={t("admin.destinations.image", { n })} type="url" error={e[`image${n}`]?.message} {...register(`image${n}`, req)} />
      ))}
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <div style={{ display: "flex", gap: "0.6rem" }}>
        <Button type="submit" disabled={formState.isSubmitting}>{t("admin.destinations.save")}</Button>
        <Button type="button" $variant="secondary" onClick={onDone}>{t("admin.destinations.cancel")}</Button>
      </div>
    </form>
  );
}

export function DestinationsAdmin() {
  const { t } = useTranslation();
  const { data } = useQuery(AdminDestinations, { fetchPolicy: "cache-and-network" });
  const [remove] = useMutation(DeleteDestination, { refetchQueries });
  const [editing, setEditing] = useState<Dest | "new" | null>(null);
  const list = data?.destinations ?? [];
  return (
    <Panel aria-labelledby="dest-admin">
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: "1rem" }}>
        <h2 id="dest-admin">{t("admin.destinations.title")}</h2>
        <Button type="button" onClick={() => setEditing("new")}>{t("admin.destinations.add")}</Button>
      </div>
      {editing && <DestinationForm key={editing === "new" ? "new" : editing.id} dest={editing === "new" ? null : editing} onDone={() => setEditing(null)} />}
      {data && list.length === 0 && <p>{t("admin.destinations.empty")}</p>}
      <ul style={{ listStyle: "none", padding: 0, display: "grid", gap: "0.6rem", marginTop: "1rem" }}>
        {list.map((d) => (
          <li key={d.id} style={{ display: "flex", gap: "1rem", alignItems: "center", flexWrap: "wrap", borderBottom: "1px solid #e5d5b8", paddingBottom: "0.6rem" }}>
            <img src={d.images[0]} alt="" width={90} height={60} style={{ width: 90, height: 60, objectFit: "cover", borderRadius: 8 }} />
            <div style={{ flex: 1, minWidth: 200 }}><strong>{d.name}</strong><br /><small>{d.shortDescription}</small></div>
            <Button type="button" $variant="secondary" onClick={() => setEditing(d)} aria-label={`${t("admin.destinations.edit")} ${d.name}`}>{t("admin.destinations.edit")}</Button>
            <Button type="button" $variant="danger" aria-label={`${t("admin.destinations.delete")} ${d.name}`} onClick={async () => {
              if (!window.confirm(t("admin.destinations.confirmDelete"))) return;
              await remove({ variables: { id: d.id } }).catch((e) => toast.error((e as Error).message));
            }}>{t("admin.destinations.delete")}</Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
