import { Field, InputType } from "type-graphql";
import type { ContactForm } from "./contact.service";

/** GraphQL input of the contact form; its rules live in ContactService.submit. */
@InputType()
export class ContactMessageInput implements ContactForm {
  @Field() name: string;
  @Field() email: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field() subject: string;
  @Field() message: string;
}
