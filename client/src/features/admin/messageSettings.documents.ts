import { graphql } from "../../gql";

/**
 * A message template as Settings → Messages shows it (the cache knows a template by its name, so a switch's
 * answer redraws each).
 * @public
 */
export const MessageTemplateFields = graphql(`
  fragment MessageTemplateFields on MessageTemplateView {
    name
    category
    audience
    when
    parameters
    texts {
      language
      whatsapp
      sms
      smsFlowId
      dltTemplateId
    }
    enabled
  }
`);

export const AdminMessageTemplates = graphql(`
  query AdminMessageTemplates {
    messagingStatus {
      whatsapp
      sms
      whatsappWebhookUrl
      smsWebhookUrl
    }
    messageTemplates {
      ...MessageTemplateFields
    }
  }
`);

export const SetMessageTemplateEnabled = graphql(`
  mutation SetMessageTemplateEnabled($name: String!, $enabled: Boolean!) {
    setMessageTemplateEnabled(name: $name, enabled: $enabled) {
      ...MessageTemplateFields
    }
  }
`);

export const AdminMessageCosts = graphql(`
  query AdminMessageCosts($month: String) {
    messageCosts(month: $month) {
      month
      rows {
        template
        channel
        count
        cost
      }
    }
  }
`);
