import { graphql } from "../../gql";

/** The month the admin calendar shows, in one request: its bookings and the buses' unavailable periods. */
export const CalendarQuery = graphql(`
  query AdminCalendar($start: String!, $end: String!) {
    bookingCalendar(start: $start, end: $end) {
      ...BookingSummary
      returnDate
      name
      vehicles {
        id
        busId
      }
      drivers {
        id
        driver {
          id
        }
      }
    }
    blackoutCalendar(start: $start, end: $end) {
      id
      busId
      startDate
      endDate
      reason
    }
    documentExpiries(from: $start, until: $end) {
      id
      busId
      type
      number
      validUntil
    }
  }
`);
