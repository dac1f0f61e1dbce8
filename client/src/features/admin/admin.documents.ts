import { graphql } from "../../gql";

export const AdminStatsQuery = graphql(`
  query AdminStats {
    adminStats { totalBookings confirmedBookings pendingBookings cancelledBookings totalDistance availableBuses totalBuses }
  }
`);

export const BookingsPerMonthQuery = graphql(`
  query BookingsPerMonth {
    bookingsPerMonth { month total confirmed pending cancelled }
  }
`);

export const AdminBookingFields = graphql(`
  fragment AdminBookingFields on Booking {
    id name phone email pickupLocation destination departureDate days distance status notes createdAt
    bus { id name capacity }
  }
`);

export const BookingsPageQuery = graphql(`
  query AdminBookingsPage($filter: BookingFilter, $first: Int!, $after: String) {
    bookingsPage(filter: $filter, first: $first, after: $after) {
      totalCount nextCursor
      items { ...AdminBookingFields }
    }
  }
`);

export const SetStatus = graphql(`
  mutation SetBookingStatus($id: ID!, $status: BookingStatus!) {
    setBookingStatus(id: $id, status: $status) { ...AdminBookingFields }
  }
`);

export const DeleteBooking = graphql(`
  mutation DeleteBooking($id: ID!) {
    deleteBooking(id: $id)
  }
`);

export const BookingChanged = graphql(`
  subscription AdminBookingChanged {
    bookingChanged { kind bookingId booking { ...AdminBookingFields } }
  }
`);

export const BookingHistory = graphql(`
  query AdminBookingHistory($id: ID!) {
    booking(id: $id) { id history { fromStatus toStatus changedBy changedAt } }
  }
`);

export const AdminBuses = graphql(`
  query AdminBuses {
    buses { id name capacity status description features images lastMaintenance popularRoutes { id from to duration distance } }
  }
`);

export const CreateBus = graphql(`
  mutation CreateBus($input: BusInput!) {
    createBus(input: $input) { id name capacity status description features images lastMaintenance popularRoutes { id from to duration distance } }
  }
`);
export const UpdateBus = graphql(`
  mutation UpdateBus($id: ID!, $input: BusInput!) {
    updateBus(id: $id, input: $input) { id name capacity status description features images lastMaintenance popularRoutes { id from to duration distance } }
  }
`);
export const DeleteBus = graphql(`
  mutation DeleteBus($id: ID!) {
    deleteBus(id: $id)
  }
`);
export const AdminDestinations = graphql(`
  query AdminDestinations {
    destinations { id name shortDescription description images order }
  }
`);
export const CreateDestination = graphql(`
  mutation CreateDestination($input: DestinationInput!) {
    createDestination(input: $input) { id }
  }
`);
export const UpdateDestination = graphql(`
  mutation UpdateDestination($id: ID!, $input: DestinationInput!) {
    updateDestination(id: $id, input: $input) { id }
  }
`);
export const DeleteDestination = graphql(`
  mutation DeleteDestination($id: ID!) {
    deleteDestination(id: $id)
  }
`);
export const Customers = graphql(`
  query AdminCustomers($search: String) {
    customers(search: $search) { id name email mobileNo username hasPassword createdAt bookingCount lastBookingDate }
  }
`);
export const CustomerBookings = graphql(`
  query AdminCustomerBookings($id: ID!) {
    customerBookings(id: $id) { id destination departureDate days status bus { name } }
  }
`);
export const ContactMessages = graphql(`
  query AdminContactMessages {
    contactMessages { id name email phone subject message handled createdAt }
  }
`);
export const SetMessageHandled = graphql(`
  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {
    setContactMessageHandled(id: $id, handled: $handled) { id handled }
  }
`);
export const UpdateSettings = graphql(`
  mutation UpdateSettings($input: SiteSettingsInput!) {
    updateSettings(input: $input) { bookingPhones whatsappContacts { label number } email supportHours businessHours address mapLat mapLng }
  }
`);
export const CalendarQuery = graphql(`
  query AdminCalendar($start: String!, $end: String!) {
    bookingCalendar(start: $start, end: $end) { id name departureDate days status bus { id name } }
  }
`);
