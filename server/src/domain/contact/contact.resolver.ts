import { Arg, Authorized, Ctx, Field, ID, InputType, Mutation, Query, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Role } from "../shared/enums";
import { ContactMessage } from "./contact-message.entity";

@InputType()
export class ContactMessageInput {
  @Field() name: string;
  @Field() email: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field() subject: string;
  @Field() message: string;
}

@Resolver(() => ContactMessage)
export class ContactResolver {
  @Mutation(() => ContactMessage, { description: "Sends a message through the contact form" })
  submitContactMessage(@Arg("input") input: ContactMessageInput, @Ctx() ctx: Context): Promise<ContactMessage> {
    return ctx.services.contact.submit(input);
  }

  @Query(() => [ContactMessage], { description: "Contact form messages, unhandled first (admins)" })
  @Authorized(Role.admin)
  contactMessages(@Ctx() ctx: Context): Promise<ContactMessage[]> {
    return ctx.services.contact.list();
  }

  @Mutation(() => ContactMessage)
  @Authorized(Role.admin)
  setContactMessageHandled(@Arg("id", () => ID) id: string, @Arg("handled") handled: boolean, @Ctx() ctx: Context): Promise<ContactMessage> {
    return ctx.services.contact.setHandled(id, handled);
  }
}
