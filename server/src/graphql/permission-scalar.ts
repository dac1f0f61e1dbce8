import { GraphQLError, GraphQLScalarType, Kind } from "graphql";
import { Permission } from "../domain/shared/permissions";

const NAMES: readonly string[] = Object.values(Permission);
const isPermission = (value: unknown): value is Permission => typeof value === "string" && NAMES.includes(value);

function permission(value: unknown): Permission {
  if (!isPermission(value)) throw new GraphQLError(`Not a permission: ${String(value)}`);
  return value;
}

/**
 * A staff permission, sent as its name ("money.read"): a scalar, because a GraphQL enum's values cannot hold the
 * dot. Its description lists every name of `domain/shared/permissions.ts`, written as `name`, which the
 * client's codegen (codegen.ts) reads to type `me.permissions` as the union of those names: a misspelt
 * permission on the client is a type error.
 */
export const PermissionScalar = new GraphQLScalarType<Permission, string>({
  name: "Permission",
  description: `What a staff account may do, sent as its name. One of: ${NAMES.map((n) => `\`${n}\``).join(", ")}.`,
  serialize: permission,
  parseValue: permission,
  parseLiteral: (ast) => permission(ast.kind === Kind.STRING ? ast.value : undefined),
});
