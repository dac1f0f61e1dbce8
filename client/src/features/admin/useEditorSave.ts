import type { TypedDocumentNode } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useAttempt } from "../../ui/formState";
import { toast } from "../../ui/toast";

interface Options {
  /** The one being edited; none when the form adds a new one. */
  id?: string;
  refetchQueries: string[];
  /** The toast after a save, and the error shown when a refusal has no message of its own. */
  saved: string;
  failed: string;
  onDone: () => void;
}

/**
 * An admin editor's save (a bus, a destination): `save(input)` updates the one being edited, or creates
 * it when there is none, then says `saved` and closes the form; a refusal stays in the form as `error`.
 */
export function useEditorSave<Input>(
  create: TypedDocumentNode<unknown, { input: Input }>,
  update: TypedDocumentNode<unknown, { id: string; input: Input }>,
  { id, refetchQueries, saved, failed, onDone }: Options,
) {
  const [createOne] = useMutation(create, { refetchQueries });
  const [updateOne] = useMutation(update, { refetchQueries });
  const { error, attempt } = useAttempt(failed);
  const save = (input: Input) =>
    attempt(async () => {
      if (id) await updateOne({ variables: { id, input } });
      else await createOne({ variables: { input } });
      toast.success(saved);
      onDone();
    });
  return { error, save };
}
