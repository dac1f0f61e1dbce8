import { FieldResolver, Resolver, Root } from "type-graphql";
import { User } from "../auth/user.entity";
import { permissionsOf } from "../shared/permissions";

/** What a staff account may do, for the admin UI to hide the rest (the services are what refuse). */
@Resolver(() => User)
export class UserPermissionsResolver {
  @FieldResolver(() => [String], {
    description: "The account's permissions (bookings.read, money.read, ...); none for customers",
  })
  permissions(@Root() user: User): readonly string[] {
    return permissionsOf(user.staffRole);
  }
}
