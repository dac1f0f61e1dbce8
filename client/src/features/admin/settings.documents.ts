import { graphql } from "../../gql";

export const UpdateSettings = graphql(`
  mutation UpdateSettings($input: SiteSettingsInput!) {
    updateSettings(input: $input) {
      ...SiteSettingsFields
    }
  }
`);

/**
 * The notification settings as the Settings tab reads them (AdminSettingsQuery, below) and as the
 * form's save answers them (NotificationSettingsFieldset).
 * @public
 */
export const NotificationSettingsFields = graphql(`
  fragment NotificationSettingsFields on NotificationSettings {
    customerReceived
    customerStatus
    operatorNewBooking
    reminders
    operatorEmail
  }
`);

/**
 * The payment settings as the Settings tab reads them (AdminSettingsQuery, below) and as the form's
 * save answers them (PaymentSettingsForm).
 * @public
 */
export const PaymentSettingsFields = graphql(`
  fragment PaymentSettingsFields on PaymentSettings {
    upiId
    upiPayee
    gstin
  }
`);

/** What the notification and payment forms of the Settings tab edit, read by both in one request. */
export const AdminSettingsQuery = graphql(`
  query AdminSettings {
    notificationSettings {
      ...NotificationSettingsFields
    }
    paymentSettings {
      ...PaymentSettingsFields
    }
  }
`);
