import type { ApolloServerPlugin } from "@apollo/server";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import {
  GraphQLError,
  Kind,
  valueFromASTUntyped,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import { RateLimitedError, ValidationError } from "../domain/shared/errors";
import { msg } from "../domain/shared/messages";
import type { Throttle, ThrottleCategory } from "../domain/shared/throttle";
import { rejectNullCharacters } from "../domain/shared/validate";
import type { Context } from "./context";
import { domainErrorExtensions } from "./errors";

/**
 * Limits on the shape of a GraphQL document (graphql-armor), checked before anything runs. The
 * schema's deepest possible document is 5 levels (nothing is recursive) and the client's largest ~250 tokens: these leave room and
 * refuse the abusive ones. Field suggestions ("Did you mean …?") are hidden in production.
 */
export const GRAPHQL_LIMITS = { maxDepth: 8, maxAliases: 15, maxDirectives: 20, maxTokens: 1500, maxCost: 5000 };

export function graphqlArmor(production: boolean) {
  const { plugins, validationRules } = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true },
    blockFieldSuggestion: { enabled: production },
  }).protect();
  return { plugins, validationRules };
}

/** The mutations counted against the rate limits, and the account each one is about. */
const THROTTLED: Record<
  string,
  { category: ThrottleCategory; account?: (args: Record<string, any>, ctx: Context) => unknown }
> = {
  login: { category: "login", account: (a) => a.input?.login },
  register: { category: "register", account: (a) => a.input?.email },
  refreshToken: { category: "refresh" },
  requestPasswordReset: { category: "passwordReset", account: (a) => a.email },
  resetPassword: { category: "passwordReset" },
  createBooking: { category: "booking", account: (a, ctx) => ctx.actor?.id ?? a.input?.email },
  submitContactMessage: { category: "contact", account: (a) => a.input?.email },
  uploadImage: { category: "upload", account: (_a, ctx) => ctx.actor?.id },
};

/**
 * Mutations that queue an e-mail to a person the caller names: a request may ask for each once, so aliases
 * cannot turn one request into a pile of the same e-mail (more is refused before anything runs).
 */
const ONCE_PER_REQUEST = new Set(["resendStaffInvite"]);

/**
 * The same limits as REST (one Throttle, built by app.ts): every throttled root field of a mutation
 * counts once (so aliases cannot multiply attempts); over a limit the whole request is refused with
 * HTTP 429, Retry-After and `extensions.code` RATE_LIMITED. A mutation of ONCE_PER_REQUEST named twice
 * is refused with HTTP 400 and BAD_USER_INPUT.
 */
export function throttlePlugin(throttle: Throttle): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, request, contextValue }) {
          if (operation?.operation !== "mutation") return;
          const fields = rootFields(operation.selectionSet, document);
          // Each response key (alias) is one execution; the same key written twice is merged into one.
          const asked = new Map<string, Set<string>>();
          for (const f of fields.filter((f) => ONCE_PER_REQUEST.has(f.name.value)))
            asked.set(f.name.value, (asked.get(f.name.value) ?? new Set()).add((f.alias ?? f.name).value));
          if ([...asked.values()].some((keys) => keys.size > 1)) {
            const refusal = new ValidationError(msg("graphql.oncePerRequest"));
            throw new GraphQLError(refusal.message, {
              extensions: { ...domainErrorExtensions(refusal), http: { status: 400 } },
            });
          }
          for (const sel of fields) {
            const rule = THROTTLED[sel.name.value];
            if (!rule) continue;
            const args = argumentsOf(sel, request.variables ?? {});
            const account = rule.account?.(args, contextValue);
            try {
              await throttle.consume(rule.category, {
                ip: contextValue.ip ?? "",
                account: typeof account === "string" ? account : undefined,
              });
            } catch (e) {
              if (!(e instanceof RateLimitedError)) throw e;
              throw new GraphQLError(e.message, {
                extensions: {
                  ...domainErrorExtensions(e),
                  http: { status: 429, headers: new Map([["retry-after", String(e.retryAfter)]]) },
                },
              });
            }
          }
        },
      };
    },
  };
}

/** The root fields of a selection, through inline fragments and fragment spreads. */
function rootFields(set: SelectionSetNode, doc: DocumentNode, seen = new Set<string>()): FieldNode[] {
  return set.selections.flatMap((sel) => {
    if (sel.kind === Kind.FIELD) return [sel];
    if (sel.kind === Kind.INLINE_FRAGMENT) return rootFields(sel.selectionSet, doc, seen);
    if (seen.has(sel.name.value)) return [];
    seen.add(sel.name.value);
    const frag = doc.definitions.find(
      (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === sel.name.value,
    );
    return frag ? rootFields(frag.selectionSet, doc, seen) : [];
  });
}

function argumentsOf(field: FieldNode, variables: Record<string, unknown>): Record<string, any> {
  const args: Record<string, unknown> = {};
  for (const a of field.arguments ?? []) {
    try {
      args[a.name.value] = valueFromASTUntyped(a.value, variables);
    } catch {
      /* a malformed argument is refused by validation anyway */
    }
  }
  return args;
}

/**
 * Text PostgreSQL cannot store (U+0000), in variables or in the document's own strings, is refused
 * with BAD_USER_INPUT (HTTP 400) before anything runs, as REST refuses it.
 */
export function inputHygienePlugin(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          let bad = false;
          try {
            rejectNullCharacters(request.variables ?? {});
          } catch {
            bad = true;
          }
          visit(document, { StringValue: (node) => void (bad ||= node.value.includes("\u0000")) });
          if (bad) {
            const refusal = new ValidationError(msg("validation.nullCharacter"));
            throw new GraphQLError(refusal.message, {
              extensions: { ...domainErrorExtensions(refusal), http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
