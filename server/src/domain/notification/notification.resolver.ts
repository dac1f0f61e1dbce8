import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Booking } from "../booking/booking.entity";
import { NotificationMessage } from "./notification-message.entity";
import { NotificationSettings, NotificationSettingsInput } from "./notification.types";

/** Staff: the e-mails sent about a booking, retrying a failed one, and which e-mails are sent. */
@Resolver(() => Booking)
export class BookingMessagesResolver {
  @FieldResolver(() => [NotificationMessage], { description: "E-mails about this booking, oldest first (admins)" })
  messages(@Root() booking: Booking, @Ctx() ctx: Context): Promise<NotificationMessage[]> {
    return ctx.services.notifications.listForBooking(ctx.actor, booking.id);
  }

  @Mutation(() => NotificationMessage, { description: "Sends a failed e-mail again (admins)" })
  retryMessage(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<NotificationMessage> {
    return ctx.services.notifications.retry(ctx.actor, id);
  }

  @Query(() => NotificationSettings, { description: "Which e-mails are sent (admins)" })
  notificationSettings(@Ctx() ctx: Context): Promise<NotificationSettings> {
    return ctx.services.settings.notificationsForStaff(ctx.actor);
  }

  @Mutation(() => NotificationSettings, {
    description: "Turns e-mails on or off and sets the operator's address (admins)",
  })
  updateNotificationSettings(
    @Arg("input") input: NotificationSettingsInput,
    @Ctx() ctx: Context,
  ): Promise<NotificationSettings> {
    return ctx.services.settings.saveNotifications(ctx.actor, input);
  }
}
