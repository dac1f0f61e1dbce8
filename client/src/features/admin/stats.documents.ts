import { graphql } from "../../gql";

export const AdminStatsQuery = graphql(`
  query AdminStats {
    adminStats {
      totalBookings
      confirmedBookings
      pendingBookings
      cancelledBookings
      totalDistance
      availableBuses
      totalBuses
    }
  }
`);

export const BookingsPerMonthQuery = graphql(`
  query BookingsPerMonth {
    bookingsPerMonth {
      month
      total
      confirmed
      pending
      cancelled
    }
  }
`);
