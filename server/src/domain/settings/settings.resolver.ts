import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Role } from "../shared/enums";
import { SiteSettings, SiteSettingsInput } from "./settings.types";

@Resolver(() => SiteSettings)
export class SettingsResolver {
  @Query(() => SiteSettings, { description: "Contacts, hours and map location shown across the site" })
  settings(@Ctx() ctx: Context): Promise<SiteSettings> {
    return ctx.services.settings.get();
  }

  @Mutation(() => SiteSettings, { description: "Replaces the site settings (admins)" })
  @Authorized(Role.admin)
  updateSettings(@Arg("input") input: SiteSettingsInput, @Ctx() ctx: Context): Promise<SiteSettings> {
    return ctx.services.settings.save(ctx.actor, input);
  }
}
