import { Field, InputType, Int, ObjectType } from "type-graphql";
import type { TemplateView } from "./message-settings.service";

@ObjectType({
  description: "A template's words in one language: WhatsApp's (with {{1}}…) and the SMS (with {#var#}), and its ids",
})
export class TemplateText {
  @Field({ description: "en or hi" }) language: string;
  @Field({ description: "The WhatsApp body, as submitted to Meta" }) whatsapp: string;
  @Field({ description: "The SMS, as registered under DLT" }) sms: string;
  @Field({ description: "MSG91's flow (template) id" }) smsFlowId: string;
  @Field({ description: "The DLT template id" }) dltTemplateId: string;
}

@ObjectType({ description: "A message template the operator sends on WhatsApp (or by SMS): Settings → Messages" })
export class MessageTemplateView implements TemplateView {
  @Field({ description: "The template's name at Meta" }) name: string;
  @Field({ description: "UTILITY, AUTHENTICATION or MARKETING" }) category: string;
  @Field({ description: "customer or operator" }) audience: string;
  @Field({ description: "When it goes" }) when: string;
  @Field(() => [String], { description: "What each parameter holds, in order" }) parameters: string[];
  @Field(() => [TemplateText]) texts: TemplateText[];
  @Field({ description: "Whether it is sent (staff switch it)" }) enabled: boolean;
}

@ObjectType({ description: "Whether WhatsApp and SMS really leave, and where the providers report" })
export class MessagingStatus {
  @Field({ description: "true: the WhatsApp Cloud API is set up; false: messages land in DATA_DIR/outbox/whatsapp" })
  whatsapp: boolean;
  @Field({ description: "true: MSG91 is set up; false: SMS land in DATA_DIR/outbox/sms" }) sms: boolean;
  @Field({ description: "The WhatsApp webhook's URL (callback URL in Meta's app settings)" })
  whatsappWebhookUrl: string;
  @Field(() => String, {
    nullable: true,
    description: "MSG91's delivery report URL (with its token); null without MSG91",
  })
  smsWebhookUrl: string | null;
}

@ObjectType({ description: "A month's messages of one template on one channel" })
export class MessageCostRow {
  @Field(() => String, { nullable: true, description: "The template; null: staff's free-text replies" })
  template: string | null;
  @Field() channel: string;
  @Field(() => Int, { description: "Messages sent (queued and skipped ones are not counted)" }) count: number;
  @Field({ description: "What they cost, INR as exact decimal text" }) cost: string;
}

@ObjectType({ description: "A month's messages and their cost per template" })
export class MessageCosts {
  @Field({ description: "YYYY-MM" }) month: string;
  @Field(() => [MessageCostRow]) rows: MessageCostRow[];
}

@InputType({ description: "One consent answer" })
export class ConsentInput {
  @Field({ description: "transactional or offers" }) purpose: string;
  @Field({ description: "whatsapp or sms" }) channel: string;
  @Field({ description: "true: given; false: withdrawn" }) granted: boolean;
}
