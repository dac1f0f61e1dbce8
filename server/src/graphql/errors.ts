import type { GraphQLFormattedError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import { ArgumentValidationError } from "type-graphql";
import { DomainError } from "../domain/shared/errors";

/** One formatter: domain errors keep their message and get a stable `extensions.code`. */
export function formatError(formatted: GraphQLFormattedError, error: unknown, production: boolean): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof DomainError)
    return { ...formatted, message: original.message, extensions: { ...original.details, code: original.code } };
  if (original instanceof ArgumentValidationError) {
    const constraints = original.extensions.validationErrors?.flatMap(function collect(e): string[] {
      return [...Object.values(e.constraints ?? {}), ...(e.children ?? []).flatMap(collect)];
    });
    return { ...formatted, message: constraints?.[0] ?? "Invalid input.", extensions: { code: "BAD_USER_INPUT", messages: constraints } };
  }
  const code = formatted.extensions?.code;
  if (code === "INTERNAL_SERVER_ERROR" || code === undefined) {
    // Upload stream errors from graphql-upload carry an HTTP status; treat them as bad input.
    const status = (original as { status?: number } | undefined)?.status;
    if (status === 413) return { ...formatted, message: "Image size must be less than 5MB.", extensions: { code: "PAYLOAD_TOO_LARGE" } };
    if (status && status >= 400 && status < 500) return { ...formatted, extensions: { code: "BAD_USER_INPUT" } };
    console.error("[graphql]", original);
    return production ? { message: "Internal server error", locations: formatted.locations, path: formatted.path, extensions: { code: "INTERNAL_SERVER_ERROR" } } : formatted;
  }
  return formatted;
}
