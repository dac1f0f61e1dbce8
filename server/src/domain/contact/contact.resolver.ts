import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";
import { ContactMessage } from "./contact-message.entity";
import { ContactMessageInput } from "./contact.types";

@Resolver(() => ContactMessage)
export class ContactResolver {
  @Mutation(() => ContactMessage, { description: "Sends a message through the contact form" })
  submitContactMessage(@Arg("input") input: ContactMessageInput, @Ctx() ctx: Context): Promise<ContactMessage> {
    return ctx.services.contact.submit(input);
  }

  @Query(() => [ContactMessage], { description: "Contact form messages, unhandled first (admins)" })
  contactMessages(@Ctx() ctx: Context): Promise<ContactMessage[]> {
    return ctx.services.contact.list(ctx.actor);
  }

  @Mutation(() => ContactMessage)
  setContactMessageHandled(@Arg("id", () => ID) id: string, @Arg("handled") handled: boolean, @Ctx() ctx: Context) {
    return ctx.services.contact.setHandled(ctx.actor, id, handled);
  }
}
