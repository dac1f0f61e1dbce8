import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Booking } from "../booking/booking.entity";
import { BookingBilling, Invoice } from "./invoice.entity";
import { BillingInput, TaxSettings, TaxSettingsInput } from "./invoice.types";

@Resolver(() => Invoice)
export class InvoiceResolver {
  @Query(() => TaxSettings, { description: "Settings → Tax (staff with money.read or taxes.write)" })
  taxSettings(@Ctx() ctx: Context): Promise<TaxSettings> {
    return ctx.services.taxSettings.forStaff(ctx.actor);
  }

  @Mutation(() => TaxSettings, { description: "Saves Settings → Tax (the Owner only: taxes.write)" })
  updateTaxSettings(@Arg("input") input: TaxSettingsInput, @Ctx() ctx: Context): Promise<TaxSettings> {
    return ctx.services.taxSettings.save(ctx.actor, input);
  }

  @Query(() => Invoice, { description: "A tax invoice or credit note: its booking's owner, or staff with money.read" })
  invoice(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Invoice> {
    return ctx.services.invoices.get(ctx.actor, id);
  }

  @Mutation(() => BookingBilling, {
    description: "Sets a booking's billing details (its owner, or staff) until the invoice is issued",
  })
  saveBillingDetails(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("input") input: BillingInput,
    @Ctx() ctx: Context,
  ): Promise<BookingBilling> {
    return ctx.services.billing.save(ctx.actor, bookingId, input);
  }

  @Mutation(() => Invoice, { description: "Issues the tax invoice of a Confirmed booking (money.write)" })
  issueInvoice(@Arg("bookingId", () => ID) bookingId: string, @Ctx() ctx: Context): Promise<Invoice> {
    return ctx.services.invoicing.issue(ctx.actor, bookingId);
  }

  @Mutation(() => Invoice, {
    description: "Issues a credit note taking `amount` (₹, taxable value) off an invoice (money.write)",
  })
  issueCreditNote(
    @Arg("invoiceId", () => ID) invoiceId: string,
    @Arg("amount", { description: "Rupees, at most two decimals" }) amount: string,
    @Arg("reason") reason: string,
    @Ctx() ctx: Context,
  ): Promise<Invoice> {
    return ctx.services.notes.issue(ctx.actor, invoiceId, amount, reason);
  }
}

@Resolver(() => Booking)
export class BookingInvoicesResolver {
  @FieldResolver(() => BookingBilling, { nullable: true, description: "Who the invoice is made out to" })
  billing(@Root() booking: Booking, @Ctx() ctx: Context): Promise<BookingBilling | null> {
    return ctx.services.billing.get(ctx.actor, booking.id);
  }

  @FieldResolver(() => [Invoice], {
    description: "The tax invoice and its credit notes, oldest first (the owner; staff with money.read)",
  })
  invoices(@Root() booking: Booking, @Ctx() ctx: Context): Promise<Invoice[]> {
    return ctx.services.invoices.forBooking(ctx.actor, booking.id);
  }
}
