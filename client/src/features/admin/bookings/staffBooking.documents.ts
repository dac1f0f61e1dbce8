import { graphql } from "../../../gql";

/** Staff look a customer up by phone or e-mail before booking for them (the customers list's search). */
export const FindCustomers = graphql(`
  query StaffBookingCustomers($search: String) {
    customers(search: $search) {
      id
      name
      email
      mobileNo
      bookingCount
    }
  }
`);

export const CreateBookingForCustomer = graphql(`
  mutation CreateBookingForCustomer($input: StaffBookingInput!) {
    createBookingForCustomer(input: $input) {
      ...AdminBookingFields
    }
  }
`);

/** The booking the list's View opens from the address (`?view=<id>`), after staff booked for a customer. */
export const BookingToView = graphql(`
  query AdminBookingToView($id: ID!) {
    booking(id: $id) {
      ...AdminBookingFields
    }
  }
`);

export const TripSettlementQuery = graphql(`
  query TripSettlement($bookingId: ID!) {
    tripSettlement(bookingId: $bookingId) {
      tripState
      completedAt
      quotedKm
      actualKm
      charges {
        description
        amountPaise
        approved
      }
      collectedPaise
      billedPaise
      receivedPaise
      balancePaise
      missing
    }
  }
`);

export const CompleteTrip = graphql(`
  mutation CompleteTrip($bookingId: ID!) {
    completeTrip(bookingId: $bookingId) {
      tripState
    }
  }
`);

export const InvoicePreview = graphql(`
  query InvoicePreview($bookingId: ID!) {
    invoicePreview(bookingId: $bookingId) {
      recipient
      gstin
      taxablePaise
      nonTaxablePaise
      cgstPaise
      sgstPaise
      igstPaise
      taxPaise
      totalPaise
      reverseCharge
    }
  }
`);
