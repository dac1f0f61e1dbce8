import "reflect-metadata";
import type { GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { AuthResolver } from "../domain/auth/auth.resolver";
import { BookingAdminResolver, BookingStatusChangeResolver } from "../domain/booking/booking-admin.resolver";
import { BookingResolver } from "../domain/booking/booking.resolver";
import { ContactResolver } from "../domain/contact/contact.resolver";
import { CustomerResolver } from "../domain/user/customer.resolver";
import { BusResolver } from "../domain/bus/bus.resolver";
import { DestinationResolver } from "../domain/destination/destination.resolver";
import { PlaceResolver } from "../domain/place/place.resolver";
import { ClientConfigResolver } from "../domain/settings/client-config.resolver";
import { SettingsResolver } from "../domain/settings/settings.resolver";
import { UploadResolver } from "../domain/upload/upload.resolver";
import { authChecker } from "./auth-checker";
import { createAppPubSub, type AppPubSub } from "./pubsub";

export const resolvers = [
  AuthResolver,
  BusResolver,
  BookingResolver,
  BookingAdminResolver,
  BookingStatusChangeResolver,
  ContactResolver,
  CustomerResolver,
  DestinationResolver,
  SettingsResolver,
  ClientConfigResolver,
  PlaceResolver,
  UploadResolver,
] as const;

/** Builds the schema from the TypeGraphQL classes, with the server's pub/sub. */
export function createSchema(pubSub: AppPubSub = createAppPubSub().pubSub, emitPath?: string): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    pubSub,
    validate: { forbidUnknownValues: false },
    emitSchemaFile: emitPath ? { path: emitPath, sortedSchema: true } : false,
  });
}
