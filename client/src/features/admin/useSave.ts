import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useAttempt } from "../../ui/formState";
import { toast } from "../../ui/toast";

interface Options {
  /** The error shown when a refusal has no message of its own. */
  failed?: string;
  refetchQueries?: string[];
}

/**
 * A staff form's save (settings, a fare): `save(variables)` sends `mutation` and says `saved`; a refusal
 * stays in the form as `error`. `loading` is true while it is on its way.
 */
export function useSave<Variables extends OperationVariables>(
  mutation: TypedDocumentNode<unknown, Variables>,
  saved: string,
  { failed, refetchQueries }: Options = {},
) {
  const [send, { loading }] = useMutation(mutation, { refetchQueries });
  const { error, attempt } = useAttempt(failed);
  const save = (variables: Variables) =>
    attempt(async () => {
      await send({ variables });
      toast.success(saved);
    });
  return { save, loading, error };
}
