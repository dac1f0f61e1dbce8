import { graphql } from "../../../gql";

/** A vendor's bus as the Vendors screen lists it (registration, seats, type). */
graphql(`
  fragment VendorBusFields on Bus {
    id
    name
    registrationNumber
    capacity
    description
    vendorId
  }
`);

/** A vendor with its buses, as the Vendors screen lists and edits it. */
graphql(`
  fragment AdminVendorFields on Vendor {
    id
    name
    gstin
    pan
    phone
    contactName
    vehicles {
      ...VendorBusFields
    }
  }
`);

export const AdminVendors = graphql(`
  query AdminVendors {
    vendors {
      ...AdminVendorFields
    }
  }
`);

export const CreateVendor = graphql(`
  mutation CreateVendor($input: VendorInput!) {
    createVendor(input: $input) {
      ...AdminVendorFields
    }
  }
`);

export const UpdateVendor = graphql(`
  mutation UpdateVendor($id: ID!, $input: VendorInput!) {
    updateVendor(id: $id, input: $input) {
      ...AdminVendorFields
    }
  }
`);

export const DeleteVendor = graphql(`
  mutation DeleteVendor($id: ID!) {
    deleteVendor(id: $id) {
      id
    }
  }
`);

export const AddVendorBus = graphql(`
  mutation AddVendorBus($vendorId: ID!, $input: VendorVehicleInput!) {
    addVendorVehicle(vendorId: $vendorId, input: $input) {
      ...VendorBusFields
    }
  }
`);

export const UpdateVendorBus = graphql(`
  mutation UpdateVendorBus($id: ID!, $input: VendorVehicleInput!) {
    updateVendorVehicle(id: $id, input: $input) {
      ...VendorBusFields
    }
  }
`);

export const RemoveVendorBus = graphql(`
  mutation RemoveVendorBus($id: ID!) {
    removeVendorVehicle(id: $id) {
      id
    }
  }
`);

/** What is owed to vendors (money.read): each hired-in vehicle of a Confirmed booking, the sums per vendor. */
export const AdminVendorPayables = graphql(`
  query AdminVendorPayables($vendorId: ID, $unpaidOnly: Boolean) {
    vendorPayables(vendorId: $vendorId, unpaidOnly: $unpaidOnly) {
      rows {
        vehicleId
        bookingId
        bookingRef
        customerName
        departureDate
        returnDate
        position
        busName
        registrationNumber
        vendorId
        vendorName
        vendorCost
        vendorPaidAt
        vendorPaidReference
      }
      vendors {
        vendorId
        vendorName
        owed
        paid
      }
      owed
      paid
    }
  }
`);

export const VendorPayablesMarkPaid = graphql(`
  mutation VendorPayablesMarkPaid($vehicleId: ID!, $reference: String!) {
    markVendorPaid(vehicleId: $vehicleId, reference: $reference) {
      vehicleId
      vendorPaidAt
      vendorPaidReference
    }
  }
`);
