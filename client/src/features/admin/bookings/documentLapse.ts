import { CombinedGraphQLErrors } from "@apollo/client";

/** Whether a refusal is the vehicle-document rule's (issue 28): the owner may then override with a reason. */
export const documentLapse = (e: unknown) =>
  CombinedGraphQLErrors.is(e) && e.errors.some((x) => String(x.extensions?.messageKey).startsWith("document.lapse"));
