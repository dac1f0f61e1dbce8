import { graphql } from "../../../gql";

/**
 * A driver as the admin screens show one.
 * @public
 */
export const DriverFields = graphql(`
  fragment DriverFields on Driver {
    id
    name
    phone
    licenceNumber
    licenceValidUntil
    language
    languages
    active
    notes
    photoUrl
  }
`);

export const DriversQuery = graphql(`
  query AdminDrivers {
    drivers {
      ...DriverFields
    }
  }
`);

export const CreateDriver = graphql(`
  mutation CreateDriver($input: DriverInput!) {
    createDriver(input: $input) {
      ...DriverFields
    }
  }
`);

export const UpdateDriver = graphql(`
  mutation UpdateDriver($id: ID!, $input: DriverInput!) {
    updateDriver(id: $id, input: $input) {
      ...DriverFields
    }
  }
`);

export const DeleteDriver = graphql(`
  mutation DeleteDriver($id: ID!) {
    deleteDriver(id: $id)
  }
`);

export const BookingDriversQuery = graphql(`
  query BookingDrivers($id: ID!, $withLinks: Boolean!) {
    booking(id: $id) {
      id
      vehicles {
        id
        position
        busName
        registrationNumber
      }
      drivers {
        id
        seat
        vehicleId
        driver {
          id
          name
          phone
          language
        }
        link @include(if: $withLinks) {
          path
          validFrom
          validUntil
          revoked
        }
      }
      trip {
        startedAt
        openingKm
        closedAt
        closingKm
        actualKm
        amountCollected
        customerCode
        codeAttemptsLeft
        closedBy
        steps {
          kind
          at
          stop
          expenseKind
          amount
          receiptUrl
        }
      }
      duty {
        bookingId
        reportingTime
        driverNotes
        collectOnBoard
        amountToCollectPaise
        slipPathEn
        slipPathHi
      }
      tripCharges {
        source
        description
        quantity
        unitPaise
        amountPaise
        receiptUrl
        approved
      }
    }
    drivers {
      ...DriverFields
    }
  }
`);

export const AssignDrivers = graphql(`
  mutation AssignDrivers($bookingId: ID!, $driverIds: [ID!]!, $overrideReason: String, $vehicleId: ID) {
    assignDrivers(
      bookingId: $bookingId
      driverIds: $driverIds
      overrideReason: $overrideReason
      vehicleId: $vehicleId
    ) {
      id
    }
  }
`);

export const SaveDutySlip = graphql(`
  mutation SaveDutySlip($bookingId: ID!, $input: DutySlipInput!) {
    saveDutySlip(bookingId: $bookingId, input: $input) {
      bookingId
      reportingTime
      driverNotes
      collectOnBoard
      amountToCollectPaise
    }
  }
`);

export const DecideTripCharge = graphql(`
  mutation DecideTripCharge($bookingId: ID!, $source: String!, $approve: Boolean!) {
    decideTripCharge(bookingId: $bookingId, source: $source, approve: $approve) {
      source
      approved
    }
  }
`);

export const RevokeDriverLink = graphql(`
  mutation RevokeDriverLink($assignmentId: ID!) {
    revokeDriverLink(assignmentId: $assignmentId) {
      path
      revoked
    }
  }
`);

export const RenewDriverLink = graphql(`
  mutation RenewDriverLink($assignmentId: ID!) {
    renewDriverLink(assignmentId: $assignmentId) {
      path
      revoked
    }
  }
`);

export const CloseTripAsStaff = graphql(`
  mutation CloseTripAsStaff($bookingId: ID!, $input: StaffCloseTripInput!) {
    closeTripAsStaff(bookingId: $bookingId, input: $input) {
      closedAt
      actualKm
    }
  }
`);

/** Every driver's roster link (staff with drivers.write). */
export const DriverRosterLinksQuery = graphql(`
  query DriverRosterLinks {
    driverRosterLinks {
      driverId
      language
      path
    }
  }
`);

export const CreateDriverRosterLink = graphql(`
  mutation CreateDriverRosterLink($driverId: ID!) {
    createDriverRosterLink(driverId: $driverId) {
      driverId
      language
      path
    }
  }
`);

export const RevokeDriverRosterLink = graphql(`
  mutation RevokeDriverRosterLink($driverId: ID!) {
    revokeDriverRosterLink(driverId: $driverId) {
      driverId
      language
      path
    }
  }
`);
