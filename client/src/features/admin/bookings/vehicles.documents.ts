import { graphql } from "../../../gql";

/**
 * A booking's vehicle as the View's Vehicles panel shows it; its read and the allocation's answer spread it.
 * @public
 */
export const BookingVehicleFields = graphql(`
  fragment BookingVehicleFields on BookingVehicle {
    id
    position
    seats
    busId
    busName
    registrationNumber
    vendorId
    vendorName
    vendorCost
    vendorPaidAt
    slipPathEn
    slipPathHi
    farmOutPathEn
    farmOutPathHi
  }
`);

/** The booking's vehicles in order, and what it leaves once its hired-in buses are paid for (money.read). */
export const BookingVehiclesQuery = graphql(`
  query BookingVehicles($id: ID!) {
    booking(id: $id) {
      id
      vehicles {
        ...BookingVehicleFields
      }
      margin {
        price
        vendorCosts
        margin
      }
    }
  }
`);

/** What a vehicle's bus may be: the fleet's own buses, and each vendor's. */
export const VehicleBusChoices = graphql(`
  query VehicleBusChoices {
    buses {
      id
      name
      capacity
      status
      registrationNumber
    }
    vendors {
      id
      name
      vehicles {
        id
        name
        capacity
        registrationNumber
      }
    }
  }
`);

export const AllocateVehicles = graphql(`
  mutation AllocateVehicles($bookingId: ID!, $vehicles: [VehicleInput!]!, $overrideReason: String) {
    allocateVehicles(bookingId: $bookingId, vehicles: $vehicles, overrideReason: $overrideReason) {
      ...BookingVehicleFields
    }
  }
`);
