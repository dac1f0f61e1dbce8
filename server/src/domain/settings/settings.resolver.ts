import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";
import { QuoteSettings, QuoteSettingsInput, SiteSettings, SiteSettingsInput } from "./settings.types";

@Resolver(() => SiteSettings)
export class SettingsResolver {
  @Query(() => SiteSettings, { description: "Contacts, hours and map location shown across the site" })
  settings(@Ctx() ctx: Context): Promise<SiteSettings> {
    return ctx.services.settings.get();
  }

  @Mutation(() => SiteSettings, { description: "Replaces the site settings (admins)" })
  updateSettings(@Arg("input") input: SiteSettingsInput, @Ctx() ctx: Context): Promise<SiteSettings> {
    return ctx.services.settings.save(ctx.actor, input);
  }

  @Query(() => QuoteSettings, { description: "The depot and the cancellation terms quotes show (admins)" })
  quoteSettings(@Ctx() ctx: Context): Promise<QuoteSettings> {
    return ctx.services.quoteSettings.forStaff(ctx.actor);
  }

  @Mutation(() => QuoteSettings, { description: "Saves the depot and the cancellation terms (admins)" })
  saveQuoteSettings(@Arg("input") input: QuoteSettingsInput, @Ctx() ctx: Context): Promise<QuoteSettings> {
    return ctx.services.quoteSettings.save(ctx.actor, input);
  }
}
