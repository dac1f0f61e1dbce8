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

/**
 * Settings → Tax as its form reads it and as the save answers it (TaxSettingsForm): the GST registration, the
 * operator's constitution (whether a supply can be on reverse charge) and what a fare change after the invoice does.
 * @public
 */
export const TaxSettingsFields = graphql(`
  fragment TaxSettingsFields on TaxSettings {
    legalName
    address
    gstin
    state
    scheme
    constitution
    afterInvoice
    sac
    invoicePrefix
  }
`);

export const TaxSettingsQuery = graphql(`
  query TaxSettings {
    taxSettings {
      ...TaxSettingsFields
    }
  }
`);

export const UpdateTaxSettings = graphql(`
  mutation UpdateTaxSettings($input: TaxSettingsInput!) {
    updateTaxSettings(input: $input) {
      ...TaxSettingsFields
    }
  }
`);
