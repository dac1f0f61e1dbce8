import { useForm } from "react-hook-form";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/Button";
import { ErrorText, TextArea, TextField } from "../../ui/Field";
import { CreateDestination, UpdateDestination } from "./destinations.documents";
import { useEditorSave } from "./useEditorSave";
import styled from "styled-components";
import { Cluster } from "../../ui/Layout";

interface Form {
  name: string;
  shortDescription: string;
  description: string;
  image1: string;
  image2: string;
  image3: string;
  nameHi: string;
  shortDescriptionHi: string;
  descriptionHi: string;
}
export type Dest = {
  id: string;
  name: string;
  shortDescription: string;
  description: string;
  images: string[];
  nameHi?: string | null;
  shortDescriptionHi?: string | null;
  descriptionHi?: string | null;
};
export const refetchQueries = ["AdminDestinations", "Destinations"];

/** The form opens below the list, ruled off from it. */
const Form = styled.form`
  border-top: 1px solid ${(p) => p.theme.color.line};
  padding-top: 1rem;
  margin-top: 1rem;
`;

/**
 * Add or edit a destination: name, short and long description, three image URLs (all required), and
 * optionally the three texts in Hindi (Hindi pages show the English where one is empty).
 */
export function DestinationForm({ dest, onDone }: { dest: Dest | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { error, save } = useEditorSave(CreateDestination, UpdateDestination, {
    id: dest?.id,
    refetchQueries,
    saved: t("admin.destinations.saved"),
    failed: t("admin.destinations.failed"),
    onDone,
  });
  const { register, handleSubmit, formState } = useForm<Form>({
    defaultValues: {
      name: dest?.name ?? "",
      shortDescription: dest?.shortDescription ?? "",
      description: dest?.description ?? "",
      image1: dest?.images[0] ?? "",
      image2: dest?.images[1] ?? "",
      image3: dest?.images[2] ?? "",
      nameHi: dest?.nameHi ?? "",
      shortDescriptionHi: dest?.shortDescriptionHi ?? "",
      descriptionHi: dest?.descriptionHi ?? "",
    },
  });
  const req = { validate: (v: string) => v.trim() !== "" || t("common.required") };
  const e = formState.errors;
  const onSubmit = (f: Form) =>
    save({
      name: f.name.trim(),
      shortDescription: f.shortDescription.trim(),
      description: f.description.trim(),
      images: [f.image1.trim(), f.image2.trim(), f.image3.trim()],
      nameHi: f.nameHi.trim() || null,
      shortDescriptionHi: f.shortDescriptionHi.trim() || null,
      descriptionHi: f.descriptionHi.trim() || null,
    });
  return (
    <Form onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField label={t("admin.destinations.name")} error={e.name?.message} {...register("name", req)} />
      <TextField
        label={t("admin.destinations.short")}
        error={e.shortDescription?.message}
        {...register("shortDescription", req)}
      />
      <TextArea
        label={t("admin.destinations.description")}
        error={e.description?.message}
        {...register("description", req)}
      />
      {([1, 2, 3] as const).map((n) => (
        <TextField
          key={n}
          label={t("admin.destinations.image", { n })}
          type="url"
          error={e[`image${n}`]?.message}
          {...register(`image${n}`, req)}
        />
      ))}
      {(["nameHi", "shortDescriptionHi"] as const).map((k) => (
        <TextField key={k} label={t(`admin.destinations.${k}`)} lang="hi" {...register(k)} />
      ))}
      <TextArea label={t("admin.destinations.descriptionHi")} lang="hi" {...register("descriptionHi")} />
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Cluster $nowrap>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t("admin.destinations.save")}
        </Button>
        <Button type="button" $variant="secondary" onClick={onDone}>
          {t("admin.destinations.cancel")}
        </Button>
      </Cluster>
    </Form>
  );
}
