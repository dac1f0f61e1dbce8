import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context";
import { onlinePayment } from "../payment/payment-gateway.resolver";
import { OnlinePayment } from "../payment/payment.types";
import { Booking } from "../booking/booking.entity";
import { isAdmin, optionalActor } from "../shared/actor";
import { Language, QuoteState } from "../shared/enums";
import { termsIn } from "../settings/quote-settings.service";
import { UpiPayment } from "../booking/booking-desk.types";
import { Quote } from "./quote.entity";
import {
  AcceptQuoteInput,
  QuoteChangeInput,
  QuoteInput,
  QuoteShareLinks,
  QuoteTrip,
  RateCardInput,
  RateCardView,
} from "./quote.types";

@Resolver(() => Quote)
export class QuoteResolver {
  @Query(() => [RateCardView], { description: "The operator's rate cards (admins)" })
  rateCards(@Ctx() ctx: Context): Promise<RateCardView[]> {
    return ctx.services.rateCards.list(ctx.actor);
  }

  @Mutation(() => RateCardView, { description: "Saves a rate card's rates as a version from a day on (admins)" })
  saveRateCard(@Arg("input") input: RateCardInput, @Ctx() ctx: Context): Promise<RateCardView> {
    return ctx.services.rateCards.save(ctx.actor, input);
  }

  @Query(() => Quote, {
    nullable: true,
    description: "A booking's latest quote: staff, the owner, or a guest with the e-mailed link's token",
  })
  quote(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("token", () => String, { nullable: true }) token: string | null,
    @Ctx() ctx: Context,
  ): Promise<Quote | null> {
    return ctx.services.quotes.view(optionalActor(ctx), bookingId, token);
  }

  @Query(() => [Quote], { description: "Every version of a booking's quote the reader may see, newest first" })
  quoteVersions(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("token", () => String, { nullable: true }) token: string | null,
    @Ctx() ctx: Context,
  ): Promise<Quote[]> {
    return ctx.services.quotes.versions(optionalActor(ctx), bookingId, token);
  }

  @Mutation(() => Quote, {
    description:
      "The open Draft; else a new version copying the last one (lines, discount, advance, wording); the first one pre-filled from the trip and rate card (admins)",
  })
  prepareQuote(@Arg("bookingId", () => ID) bookingId: string, @Ctx() ctx: Context): Promise<Quote> {
    return ctx.services.quoteDrafts.prepare(ctx.actor, bookingId);
  }

  @Mutation(() => Quote, {
    description: "Replaces the Draft's lines and terms; totals are computed by the server (admins)",
  })
  updateQuoteLines(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("input") input: QuoteInput,
    @Ctx() ctx: Context,
  ): Promise<Quote> {
    return ctx.services.quoteDrafts.updateLines(ctx.actor, bookingId, input);
  }

  @Mutation(() => Quote, { description: "Freezes the Draft as sent and e-mails the customer the link (admins)" })
  sendQuote(@Arg("bookingId", () => ID) bookingId: string, @Ctx() ctx: Context): Promise<Quote> {
    return ctx.services.quoteDrafts.send(ctx.actor, bookingId);
  }

  @Mutation(() => Quote, {
    description: "The customer accepts the latest quote: the fare and advance are set from it (idempotent)",
  })
  acceptQuote(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("input") input: AcceptQuoteInput,
    @Ctx() ctx: Context,
  ): Promise<Quote> {
    return ctx.services.quoteAcceptance.accept(optionalActor(ctx), bookingId, input, ctx.ip);
  }

  @Mutation(() => Quote, { description: "The customer asks for a change; the quote becomes Declined" })
  requestQuoteChange(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("input") input: QuoteChangeInput,
    @Ctx() ctx: Context,
  ): Promise<Quote> {
    return ctx.services.quoteAcceptance.requestChange(optionalActor(ctx), bookingId, input);
  }

  @FieldResolver(() => QuoteTrip, { description: "The trip this quote prices" })
  trip(@Root() quote: Quote, @Ctx() ctx: Context): Promise<QuoteTrip> {
    return ctx.services.quotes.tripOf(quote);
  }

  @FieldResolver(() => String, { description: "The operator's cancellation terms (Settings)" })
  async cancellationTerms(@Ctx() ctx: Context): Promise<string> {
    return (await ctx.services.quoteSettings.get()).cancellationTerms;
  }

  @FieldResolver(() => String, {
    description: "The cancellation terms for a Hindi reader (the English ones without a Hindi text)",
  })
  async cancellationTermsHi(@Ctx() ctx: Context): Promise<string> {
    return termsIn(await ctx.services.quoteSettings.get(), Language.hi);
  }

  @FieldResolver(() => UpiPayment, {
    nullable: true,
    description: "Once accepted: what is due next by UPI (the advance, then the balance); null without a UPI ID",
  })
  upiPayment(@Root() quote: Quote, @Ctx() ctx: Context): Promise<UpiPayment | null> {
    return ctx.services.quotes.paymentOf(quote);
  }

  @FieldResolver(() => OnlinePayment, {
    nullable: true,
    description:
      "Once accepted: what can be paid online now through the gateway (the advance, then the balance); null without its keys",
  })
  async onlinePayment(@Root() quote: Quote, @Ctx() ctx: Context): Promise<OnlinePayment | null> {
    if (quote.state !== QuoteState.Accepted) return null;
    const booking = await ctx.services.bookings.find(quote.bookingId);
    return booking && onlinePayment(ctx.services.paymentOrders.dueOnline(booking));
  }

  @FieldResolver(() => String, { description: "Download link of this version as PDF (English)" })
  pdfPath(@Root() quote: Quote, @Ctx() ctx: Context): string {
    return ctx.services.quoteLinks.pdfPath(quote, false);
  }

  @FieldResolver(() => String, { description: "Download link of this version as PDF (Hindi)" })
  pdfPathHi(@Root() quote: Quote, @Ctx() ctx: Context): string {
    return ctx.services.quoteLinks.pdfPath(quote, true);
  }

  @FieldResolver(() => QuoteShareLinks, {
    nullable: true,
    description: "The customer link and prefilled WhatsApp message (staff; null for a Draft)",
  })
  share(@Root() quote: Quote, @Ctx() ctx: Context): Promise<QuoteShareLinks | null> {
    return ctx.services.quoteLinks.links(ctx.actor, quote);
  }
}

/** A booking's quote state, as its lists show it. */
@Resolver(() => Booking)
export class BookingQuoteResolver {
  @FieldResolver(() => QuoteState, {
    nullable: true,
    description: "The state of the booking's quote: staff see the latest version, its customer the latest sent one",
  })
  async quoteState(@Root() booking: Booking, @Ctx() ctx: Context): Promise<QuoteState | null> {
    const loader = isAdmin(ctx.actor) ? ctx.loaders.quoteState : ctx.loaders.customerQuoteState;
    return (await loader.load(booking.id)) as QuoteState | null;
  }
}
