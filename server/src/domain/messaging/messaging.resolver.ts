import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import { filter, pipe } from "@graphql-yoga/subscription";
import { type Context } from "../../graphql/context";
import { Booking } from "../booking/booking.entity";
import { Customer } from "../customer/customer.types";
import { PHONE_MESSAGE_CHANGED, type PhoneMessageChangedPayload } from "../shared/events";
import { MessageConsent } from "./message-consent.entity";
import { PhoneMessage } from "./phone-message.entity";
import { ConsentInput, MessageCosts, MessageTemplateView, MessagingStatus } from "./messaging.types";

/** Staff: a booking's WhatsApp and SMS, the free-text reply, the templates and their cost; everyone: their consent. */
@Resolver(() => Booking)
export class BookingPhoneMessagesResolver {
  @FieldResolver(() => [PhoneMessage], {
    description: "WhatsApp messages and SMS about this booking, oldest first, with their state, error and cost (staff)",
  })
  phoneMessages(@Root() booking: Booking, @Ctx() ctx: Context): Promise<PhoneMessage[]> {
    return ctx.services.conversations.forBooking(ctx.actor, booking.id);
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description:
      "Until when staff may reply with free text on WhatsApp (24 hours after the customer's own last message); null: closed (staff)",
  })
  whatsAppWindowOpenUntil(@Root() booking: Booking, @Ctx() ctx: Context): Promise<Date | null> {
    return ctx.services.conversations.windowOpenUntil(ctx.actor, booking);
  }

  @FieldResolver(() => [MessageConsent], {
    description: "The booking's customer's consent answers in force, with time, source and wording version (staff)",
  })
  consents(@Root() booking: Booking, @Ctx() ctx: Context): Promise<MessageConsent[]> {
    return ctx.services.consents.forBooking(ctx.actor, booking.id) as Promise<MessageConsent[]>;
  }

  @Mutation(() => PhoneMessage, {
    description:
      "Staff's free-text WhatsApp reply to the booking's customer; refused outside the 24-hour customer-service window (staff)",
  })
  sendWhatsAppText(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("text") text: string,
    @Ctx() ctx: Context,
  ): Promise<PhoneMessage> {
    return ctx.services.conversations.sendText(ctx.actor, bookingId, text);
  }

  @Subscription(() => PhoneMessage, {
    description: "A WhatsApp message or SMS of this booking queued, sent, delivered, read or failed (staff)",
    subscribe: ({ args, context }) => {
      const ctx = context as Context;
      ctx.audience = ctx.services.conversations.watch(ctx.actor);
      const bookingId = String(args.bookingId);
      return pipe(
        ctx.pubSub.subscribe(PHONE_MESSAGE_CHANGED),
        filter((p: PhoneMessageChangedPayload) => p.bookingId === bookingId),
      );
    },
  })
  async bookingMessageChanged(
    @Arg("bookingId", () => ID) _bookingId: string,
    @Root() payload: PhoneMessageChangedPayload,
    @Ctx() ctx: Context,
  ): Promise<PhoneMessage> {
    const message = await ctx.services.conversations.one(ctx.actor, payload.messageId);
    return message!;
  }

  @Query(() => [MessageConsent], { description: "The signed-in customer's consent answers in force" })
  myConsents(@Ctx() ctx: Context): Promise<MessageConsent[]> {
    return ctx.services.consents.mine(ctx.actor) as Promise<MessageConsent[]>;
  }

  @Mutation(() => [MessageConsent], {
    description: "The signed-in customer gives or withdraws one consent (their account page); answers those in force",
  })
  setMyConsent(@Arg("input") input: ConsentInput, @Ctx() ctx: Context): Promise<MessageConsent[]> {
    return ctx.services.consents.setMine(ctx.actor, input) as Promise<MessageConsent[]>;
  }

  @Mutation(() => [MessageConsent], {
    description:
      "On the quote page: the customer (its owner, or a guest with the e-mailed link's token) agrees to or declines messages about the trip on WhatsApp and by SMS",
  })
  setQuoteConsent(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("granted") granted: boolean,
    @Arg("token", () => String, { nullable: true }) token: string | null,
    @Ctx() ctx: Context,
  ): Promise<MessageConsent[]> {
    return ctx.services.consents.onQuotePage(ctx.actor, bookingId, token, granted) as Promise<MessageConsent[]>;
  }

  @Query(() => [MessageTemplateView], { description: "Every message template with its texts and switch (staff)" })
  messageTemplates(@Ctx() ctx: Context): Promise<MessageTemplateView[]> {
    return ctx.services.messageSettings.templates(ctx.actor);
  }

  @Mutation(() => [MessageTemplateView], {
    description: "Switches a message template on or off (staff with settings.write)",
  })
  setMessageTemplateEnabled(
    @Arg("name") name: string,
    @Arg("enabled") enabled: boolean,
    @Ctx() ctx: Context,
  ): Promise<MessageTemplateView[]> {
    return ctx.services.messageSettings.setEnabled(ctx.actor, name, enabled);
  }

  @Query(() => MessagingStatus, {
    description: "Whether WhatsApp and SMS really leave, and the webhooks' URLs (staff)",
  })
  messagingStatus(@Ctx() ctx: Context): MessagingStatus {
    return ctx.services.messageSettings.status(ctx.actor);
  }

  @Query(() => MessageCosts, {
    description: "A month's messages and their cost per template (staff with reports.read)",
  })
  messageCosts(
    @Arg("month", () => String, { nullable: true, description: "YYYY-MM; default this month (India)" })
    month: string | null,
    @Ctx() ctx: Context,
  ): Promise<MessageCosts> {
    return ctx.services.messageSettings.costs(ctx.actor, month);
  }
}

/** Staff read a customer's consent answers. */
@Resolver(() => Customer)
export class CustomerConsentsResolver {
  @FieldResolver(() => [MessageConsent], {
    description: "The customer's consent answers in force, with time, source and wording version (staff)",
  })
  consents(@Root() customer: Customer, @Ctx() ctx: Context): Promise<MessageConsent[]> {
    return ctx.services.consents.forCustomer(ctx.actor, customer.id) as Promise<MessageConsent[]>;
  }
}
