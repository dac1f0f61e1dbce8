import { graphql } from "../../gql";

export const CalendarQuery = graphql(`
  query AdminCalendar($start: String!, $end: String!) {
    bookingCalendar(start: $start, end: $end) {
      id
      reference
      returnDate
      name
      departureDate
      days
      status
      bus {
        id
        name
      }
    }
  }
`);
