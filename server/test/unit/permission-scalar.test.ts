/**
 * `me.permissions` is the Permission scalar: the names go over the wire as they are, and the scalar's description
 * lists exactly the server's one list (domain/shared/permissions.ts), which the client's codegen turns into the
 * type of a permission's name.
 */
import { Kind } from "graphql";
import { Permission } from "../../src/domain/shared/permissions";
import { PermissionScalar } from "../../src/graphql/permission-scalar";

const listed = () => [...(PermissionScalar.description ?? "").matchAll(/`([a-z]+\.[a-z]+)`/g)].map((m) => m[1]);

test("the scalar's description lists exactly the permissions, in the list's order", () => {
  expect(listed()).toEqual(Object.values(Permission));
});

test("a permission is sent as its name; anything else is refused", () => {
  expect(PermissionScalar.serialize("money.read")).toBe("money.read");
  expect(PermissionScalar.parseValue("staff.manage")).toBe("staff.manage");
  expect(PermissionScalar.parseLiteral({ kind: Kind.STRING, value: "bookings.read" })).toBe("bookings.read");
  expect(() => PermissionScalar.serialize("money.raed")).toThrow("Not a permission: money.raed");
  expect(() => PermissionScalar.parseValue(7)).toThrow();
  expect(() => PermissionScalar.parseLiteral({ kind: Kind.INT, value: "7" })).toThrow();
});
