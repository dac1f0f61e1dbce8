import { Ctx, Query, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";
import { SiteSettings } from "./settings.service";

@Resolver(() => SiteSettings)
export class SettingsResolver {
  @Query(() => SiteSettings, { description: "Contacts, hours and map location shown across the site" })
  settings(@Ctx() ctx: Context): Promise<SiteSettings> {
    return ctx.services.settings.get();
  }
}
