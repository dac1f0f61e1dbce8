import { Field, InputType, ObjectType } from "type-graphql";
import type { NotificationSettingsValues } from "../settings/settings.service";

@ObjectType({ description: "Which e-mails are sent, and the operator's notification address" })
export class NotificationSettings implements NotificationSettingsValues {
  @Field({ description: "E-mail the customer when a booking is received" }) customerReceived: boolean;
  @Field({ description: "E-mail the customer on every status change" }) customerStatus: boolean;
  @Field({ description: "E-mail the operator on every new booking" }) operatorNewBooking: boolean;
  @Field({ description: "Remind the customer 24 hours before departure (Confirmed bookings)" }) reminders: boolean;
  @Field({ description: "The operator's booking address; empty: the site's contact e-mail" }) operatorEmail: string;
}

@InputType()
export class NotificationSettingsInput {
  @Field() customerReceived: boolean;
  @Field() customerStatus: boolean;
  @Field() operatorNewBooking: boolean;
  @Field() reminders: boolean;
  @Field() operatorEmail: string;
}
