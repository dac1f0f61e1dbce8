import { graphql } from "../../gql";

/**
 * What the driver's page shows and each step answers.
 * @public
 */
export const DriverTripFields = graphql(`
  fragment DriverTripFields on DriverTrip {
    bookingId
    reference
    driverName
    language
    departureDate
    returnDate
    days
    pickupLocation
    destination
    plan
    stops {
      place
      day
      time
      nightHalt
    }
    returnTo
    customerName
    customerPhone
    passengers
    busName
    registrationNumber
    notes
    reportingTime
    amountToCollectPaise
    validUntil
    startedAt
    openingKm
    closedAt
    closingKm
    actualKm
    amountCollected
    codeAttemptsLeft
    steps {
      kind
      at
      km
      stop
      expenseKind
      amount
    }
  }
`);

export const DriverTripQuery = graphql(`
  query DriverTripPage($token: String!) {
    driverTrip(token: $token) {
      ...DriverTripFields
    }
  }
`);

export const DriverStart = graphql(`
  mutation DriverStart($token: String!, $input: DriverStartInput!) {
    driverStartTrip(token: $token, input: $input) {
      ...DriverTripFields
    }
  }
`);

export const DriverStop = graphql(`
  mutation DriverStop($token: String!, $input: DriverStopInput!) {
    driverReachStop(token: $token, input: $input) {
      ...DriverTripFields
    }
  }
`);

export const DriverClose = graphql(`
  mutation DriverClose($token: String!, $input: DriverCloseInput!) {
    driverCloseTrip(token: $token, input: $input) {
      ...DriverTripFields
    }
  }
`);

/** Sent by hand as a multipart request (the receipt's photo); the text is the same document. */
export const DRIVER_EXPENSE = `mutation DriverExpense($token: String!, $input: DriverExpenseInput!, $receipt: Upload!) {
  driverAddExpense(token: $token, input: $input, receipt: $receipt) { bookingId }
}`;
