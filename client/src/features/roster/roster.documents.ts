import { graphql } from "../../gql";

/** The driver's upcoming duties, read with the roster link's token (no account). */
export const DriverRosterQuery = graphql(`
  query DriverRoster($token: String!) {
    driverRoster(token: $token) {
      driverName
      language
      duties {
        reference
        departureDate
        returnDate
        reportingTime
        reportingPlace
        destination
        busName
        registrationNumber
        seat
        tripPath
        opensOn
      }
    }
  }
`);
