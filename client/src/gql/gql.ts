/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CheckToken {\n    me { id name role }\n  }\n": typeof types.CheckTokenDocument,
    "\n  query AdminStats {\n    adminStats { totalBookings confirmedBookings pendingBookings cancelledBookings totalDistance availableBuses totalBuses }\n  }\n": typeof types.AdminStatsDocument,
    "\n  query BookingsPerMonth {\n    bookingsPerMonth { month total confirmed pending cancelled }\n  }\n": typeof types.BookingsPerMonthDocument,
    "\n  fragment AdminBookingFields on Booking {\n    id name phone email pickupLocation destination departureDate days distance status notes createdAt\n    bus { id name capacity }\n  }\n": typeof types.AdminBookingFieldsFragmentDoc,
    "\n  query AdminBookingsPage($filter: BookingFilter, $first: Int!, $after: String) {\n    bookingsPage(filter: $filter, first: $first, after: $after) {\n      totalCount nextCursor\n      items { ...AdminBookingFields }\n    }\n  }\n": typeof types.AdminBookingsPageDocument,
    "\n  mutation SetBookingStatus($id: ID!, $status: BookingStatus!) {\n    setBookingStatus(id: $id, status: $status) { ...AdminBookingFields }\n  }\n": typeof types.SetBookingStatusDocument,
    "\n  mutation DeleteBooking($id: ID!) {\n    deleteBooking(id: $id)\n  }\n": typeof types.DeleteBookingDocument,
    "\n  subscription AdminBookingChanged {\n    bookingChanged { kind bookingId booking { ...AdminBookingFields } }\n  }\n": typeof types.AdminBookingChangedDocument,
    "\n  query AdminBookingHistory($id: ID!) {\n    booking(id: $id) { id history { fromStatus toStatus changedBy changedAt } }\n  }\n": typeof types.AdminBookingHistoryDocument,
    "\n  query AdminBuses {\n    buses { id name capacity status description features images lastMaintenance popularRoutes { id from to duration distance } }\n  }\n": typeof types.AdminBusesDocument,
    "\n  mutation CreateBus($input: BusInput!) {\n    createBus(input: $input) { id name capacity status description features images lastMaintenance popularRoutes { id from to duration distance } }\n  }\n": typeof types.CreateBusDocument,
    "\n  mutation UpdateBus($id: ID!, $input: BusInput!) {\n    updateBus(id: $id, input: $input) { id name capacity status description features images lastMaintenance popularRoutes { id from to duration distance } }\n  }\n": typeof types.UpdateBusDocument,
    "\n  mutation DeleteBus($id: ID!) {\n    deleteBus(id: $id)\n  }\n": typeof types.DeleteBusDocument,
    "\n  query AdminDestinations {\n    destinations { id name shortDescription description images order }\n  }\n": typeof types.AdminDestinationsDocument,
    "\n  mutation CreateDestination($input: DestinationInput!) {\n    createDestination(input: $input) { id }\n  }\n": typeof types.CreateDestinationDocument,
    "\n  mutation UpdateDestination($id: ID!, $input: DestinationInput!) {\n    updateDestination(id: $id, input: $input) { id }\n  }\n": typeof types.UpdateDestinationDocument,
    "\n  mutation DeleteDestination($id: ID!) {\n    deleteDestination(id: $id)\n  }\n": typeof types.DeleteDestinationDocument,
    "\n  query AdminCustomers($search: String) {\n    customers(search: $search) { id name email mobileNo username hasPassword createdAt bookingCount lastBookingDate }\n  }\n": typeof types.AdminCustomersDocument,
    "\n  query AdminCustomerBookings($id: ID!) {\n    customerBookings(id: $id) { id destination departureDate days status bus { name } }\n  }\n": typeof types.AdminCustomerBookingsDocument,
    "\n  query AdminContactMessages {\n    contactMessages { id name email phone subject message handled createdAt }\n  }\n": typeof types.AdminContactMessagesDocument,
    "\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) { id handled }\n  }\n": typeof types.SetContactMessageHandledDocument,
    "\n  mutation UpdateSettings($input: SiteSettingsInput!) {\n    updateSettings(input: $input) { bookingPhones whatsappContacts { label number } email supportHours businessHours address mapLat mapLng }\n  }\n": typeof types.UpdateSettingsDocument,
    "\n  query AdminCalendar($start: String!, $end: String!) {\n    bookingCalendar(start: $start, end: $end) { id name departureDate days status bus { id name } }\n  }\n": typeof types.AdminCalendarDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) { token refreshToken role username name userId }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) { token refreshToken role username name userId }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query BusChoices {\n    buses { id name capacity status }\n  }\n": typeof types.BusChoicesDocument,
    "\n  query BookingPrefill {\n    me { id name email mobileNo }\n  }\n": typeof types.BookingPrefillDocument,
    "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      booking { id status distance }\n      auth { token refreshToken role username name userId }\n    }\n  }\n": typeof types.CreateBookingDocument,
    "\n  query PlaceSuggestions($search: String!) {\n    places(search: $search, limit: 8) { id name region }\n  }\n": typeof types.PlaceSuggestionsDocument,
    "\n  query ClientConfig {\n    clientConfig { mapsApiKey }\n  }\n": typeof types.ClientConfigDocument,
    "\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) { id }\n  }\n": typeof types.SubmitContactMessageDocument,
    "\n  query MyBookings {\n    myBookings { id destination pickupLocation departureDate days distance status bus { id name } }\n  }\n": typeof types.MyBookingsDocument,
    "\n  subscription MyBookingChanged {\n    myBookingChanged { kind bookingId booking { id status } }\n  }\n": typeof types.MyBookingChangedDocument,
    "\n  query BookingDetail($id: ID!) {\n    booking(id: $id) {\n      id name email phone pickupLocation destination departureDate days distance status notes\n      bus { id name capacity }\n      history { fromStatus toStatus changedAt }\n    }\n  }\n": typeof types.BookingDetailDocument,
    "\n  query Buses {\n    buses { id name capacity status description features images }\n  }\n": typeof types.BusesDocument,
    "\n  query Bus($id: ID!) {\n    bus(id: $id) {\n      id name capacity status description features images lastMaintenance\n      popularRoutes { id from to duration distance }\n    }\n  }\n": typeof types.BusDocument,
    "\n  query Destinations {\n    destinations { id name shortDescription description images }\n  }\n": typeof types.DestinationsDocument,
    "\n  query SiteSettings {\n    settings {\n      bookingPhones\n      whatsappContacts { label number }\n      email\n      supportHours\n      businessHours\n      address\n      mapLat\n      mapLng\n    }\n  }\n": typeof types.SiteSettingsDocument,
};
const documents: Documents = {
    "\n  query CheckToken {\n    me { id name role }\n  }\n": types.CheckTokenDocument,
    "\n  query AdminStats {\n    adminStats { totalBookings confirmedBookings pendingBookings cancelledBookings totalDistance availableBuses totalBuses }\n  }\n": types.AdminStatsDocument,
    "\n  query BookingsPerMonth {\n    bookingsPerMonth { month total confirmed pending cancelled }\n  }\n": types.BookingsPerMonthDocument,
    "\n  fragment AdminBookingFields on Booking {\n    id name phone email pickupLocation destination departureDate days distance status notes createdAt\n    bus { id name capacity }\n  }\n": types.AdminBookingFieldsFragmentDoc,
    "\n  query AdminBookingsPage($filter: BookingFilter, $first: Int!, $after: String) {\n    bookingsPage(filter: $filter, first: $first, after: $after) {\n      totalCount nextCursor\n      items { ...AdminBookingFields }\n    }\n  }\n": types.AdminBookingsPageDocument,
    "\n  mutation SetBookingStatus($id: ID!, $status: BookingStatus!) {\n    setBookingStatus(id: $id, status: $status) { ...AdminBookingFields }\n  }\n": types.SetBookingStatusDocument,
    "\n  mutation DeleteBooking($id: ID!) {\n    deleteBooking(id: $id)\n  }\n": types.DeleteBookingDocument,
    "\n  subscription AdminBookingChanged {\n    bookingChanged { kind bookingId booking { ...AdminBookingFields } }\n  }\n": types.AdminBookingChangedDocument,
    "\n  query AdminBookingHistory($id: ID!) {\n    booking(id: $id) { id history { fromStatus toStatus changedBy changedAt } }\n  }\n": types.AdminBookingHistoryDocument,
    "\n  query AdminBuses {\n    buses { id name capacity status description features images lastMaintenance popularRoutes { id from to duration distance } }\n  }\n": types.AdminBusesDocument,
    "\n  mutation CreateBus($input: BusInput!) {\n    createBus(input: $input) { id name capacity status description features images lastMaintenance popularRoutes { id from to duration distance } }\n  }\n": types.CreateBusDocument,
    "\n  mutation UpdateBus($id: ID!, $input: BusInput!) {\n    updateBus(id: $id, input: $input) { id name capacity status description features images lastMaintenance popularRoutes { id from to duration distance } }\n  }\n": types.UpdateBusDocument,
    "\n  mutation DeleteBus($id: ID!) {\n    deleteBus(id: $id)\n  }\n": types.DeleteBusDocument,
    "\n  query AdminDestinations {\n    destinations { id name shortDescription description images order }\n  }\n": types.AdminDestinationsDocument,
    "\n  mutation CreateDestination($input: DestinationInput!) {\n    createDestination(input: $input) { id }\n  }\n": types.CreateDestinationDocument,
    "\n  mutation UpdateDestination($id: ID!, $input: DestinationInput!) {\n    updateDestination(id: $id, input: $input) { id }\n  }\n": types.UpdateDestinationDocument,
    "\n  mutation DeleteDestination($id: ID!) {\n    deleteDestination(id: $id)\n  }\n": types.DeleteDestinationDocument,
    "\n  query AdminCustomers($search: String) {\n    customers(search: $search) { id name email mobileNo username hasPassword createdAt bookingCount lastBookingDate }\n  }\n": types.AdminCustomersDocument,
    "\n  query AdminCustomerBookings($id: ID!) {\n    customerBookings(id: $id) { id destination departureDate days status bus { name } }\n  }\n": types.AdminCustomerBookingsDocument,
    "\n  query AdminContactMessages {\n    contactMessages { id name email phone subject message handled createdAt }\n  }\n": types.AdminContactMessagesDocument,
    "\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) { id handled }\n  }\n": types.SetContactMessageHandledDocument,
    "\n  mutation UpdateSettings($input: SiteSettingsInput!) {\n    updateSettings(input: $input) { bookingPhones whatsappContacts { label number } email supportHours businessHours address mapLat mapLng }\n  }\n": types.UpdateSettingsDocument,
    "\n  query AdminCalendar($start: String!, $end: String!) {\n    bookingCalendar(start: $start, end: $end) { id name departureDate days status bus { id name } }\n  }\n": types.AdminCalendarDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) { token refreshToken role username name userId }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) { token refreshToken role username name userId }\n  }\n": types.RegisterDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  query BusChoices {\n    buses { id name capacity status }\n  }\n": types.BusChoicesDocument,
    "\n  query BookingPrefill {\n    me { id name email mobileNo }\n  }\n": types.BookingPrefillDocument,
    "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      booking { id status distance }\n      auth { token refreshToken role username name userId }\n    }\n  }\n": types.CreateBookingDocument,
    "\n  query PlaceSuggestions($search: String!) {\n    places(search: $search, limit: 8) { id name region }\n  }\n": types.PlaceSuggestionsDocument,
    "\n  query ClientConfig {\n    clientConfig { mapsApiKey }\n  }\n": types.ClientConfigDocument,
    "\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) { id }\n  }\n": types.SubmitContactMessageDocument,
    "\n  query MyBookings {\n    myBookings { id destination pickupLocation departureDate days distance status bus { id name } }\n  }\n": types.MyBookingsDocument,
    "\n  subscription MyBookingChanged {\n    myBookingChanged { kind bookingId booking { id status } }\n  }\n": types.MyBookingChangedDocument,
    "\n  query BookingDetail($id: ID!) {\n    booking(id: $id) {\n      id name email phone pickupLocation destination departureDate days distance status notes\n      bus { id name capacity }\n      history { fromStatus toStatus changedAt }\n    }\n  }\n": types.BookingDetailDocument,
    "\n  query Buses {\n    buses { id name capacity status description features images }\n  }\n": types.BusesDocument,
    "\n  query Bus($id: ID!) {\n    bus(id: $id) {\n      id name capacity status description features images lastMaintenance\n      popularRoutes { id from to duration distance }\n    }\n  }\n": types.BusDocument,
    "\n  query Destinations {\n    destinations { id name shortDescription description images }\n  }\n": types.DestinationsDocument,
    "\n  query SiteSettings {\n    settings {\n      bookingPhones\n      whatsappContacts { label number }\n      email\n      supportHours\n      businessHours\n      address\n      mapLat\n      mapLng\n    }\n  }\n": types.SiteSettingsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckToken {\n    me { id name role }\n  }\n"): (typeof documents)["\n  query CheckToken {\n    me { id name role }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStats {\n    adminStats { totalBookings confirmedBookings pendingBookings cancelledBookings totalDistance availableBuses totalBuses }\n  }\n"): (typeof documents)["\n  query AdminStats {\n    adminStats { totalBookings confirmedBookings pendingBookings cancelledBookings totalDistance availableBuses totalBuses }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingsPerMonth {\n    bookingsPerMonth { month total confirmed pending cancelled }\n  }\n"): (typeof documents)["\n  query BookingsPerMonth {\n    bookingsPerMonth { month total confirmed pending cancelled }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminBookingFields on Booking {\n    id name phone email pickupLocation destination departureDate days distance status notes createdAt\n    bus { id name capacity }\n  }\n"): (typeof documents)["\n  fragment AdminBookingFields on Booking {\n    id name phone email pickupLocation destination departureDate days distance status notes createdAt\n    bus { id name capacity }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookingsPage($filter: BookingFilter, $first: Int!, $after: String) {\n    bookingsPage(filter: $filter, first: $first, after: $after) {\n      totalCount nextCursor\n      items { ...AdminBookingFields }\n    }\n  }\n"): (typeof documents)["\n  query AdminBookingsPage($filter: BookingFilter, $first: Int!, $after: String) {\n    bookingsPage(filter: $filter, first: $first, after: $after) {\n      totalCount nextCursor\n      items { ...AdminBookingFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBookingStatus($id: ID!, $status: BookingStatus!) {\n    setBookingStatus(id: $id, status: $status) { ...AdminBookingFields }\n  }\n"): (typeof documents)["\n  mutation SetBookingStatus($id: ID!, $status: BookingStatus!) {\n    setBookingStatus(id: $id, status: $status) { ...AdminBookingFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBooking($id: ID!) {\n    deleteBooking(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBooking($id: ID!) {\n    deleteBooking(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminBookingChanged {\n    bookingChanged { kind bookingId booking { ...AdminBookingFields } }\n  }\n"): (typeof documents)["\n  subscription AdminBookingChanged {\n    bookingChanged { kind bookingId booking { ...AdminBookingFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookingHistory($id: ID!) {\n    booking(id: $id) { id history { fromStatus toStatus changedBy changedAt } }\n  }\n"): (typeof documents)["\n  query AdminBookingHistory($id: ID!) {\n    booking(id: $id) { id history { fromStatus toStatus changedBy changedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBuses {\n    buses { id name capacity status description features images lastMaintenance popularRoutes { id from to duration distance } }\n  }\n"): (typeof documents)["\n  query AdminBuses {\n    buses { id name capacity status description features images lastMaintenance popularRoutes { id from to duration distance } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBus($input: BusInput!) {\n    createBus(input: $input) { id name capacity status description features images lastMaintenance popularRoutes { id from to duration distance } }\n  }\n"): (typeof documents)["\n  mutation CreateBus($input: BusInput!) {\n    createBus(input: $input) { id name capacity status description features images lastMaintenance popularRoutes { id from to duration distance } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBus($id: ID!, $input: BusInput!) {\n    updateBus(id: $id, input: $input) { id name capacity status description features images lastMaintenance popularRoutes { id from to duration distance } }\n  }\n"): (typeof documents)["\n  mutation UpdateBus($id: ID!, $input: BusInput!) {\n    updateBus(id: $id, input: $input) { id name capacity status description features images lastMaintenance popularRoutes { id from to duration distance } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBus($id: ID!) {\n    deleteBus(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBus($id: ID!) {\n    deleteBus(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDestinations {\n    destinations { id name shortDescription description images order }\n  }\n"): (typeof documents)["\n  query AdminDestinations {\n    destinations { id name shortDescription description images order }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDestination($input: DestinationInput!) {\n    createDestination(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation CreateDestination($input: DestinationInput!) {\n    createDestination(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDestination($id: ID!, $input: DestinationInput!) {\n    updateDestination(id: $id, input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation UpdateDestination($id: ID!, $input: DestinationInput!) {\n    updateDestination(id: $id, input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDestination($id: ID!) {\n    deleteDestination(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteDestination($id: ID!) {\n    deleteDestination(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomers($search: String) {\n    customers(search: $search) { id name email mobileNo username hasPassword createdAt bookingCount lastBookingDate }\n  }\n"): (typeof documents)["\n  query AdminCustomers($search: String) {\n    customers(search: $search) { id name email mobileNo username hasPassword createdAt bookingCount lastBookingDate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerBookings($id: ID!) {\n    customerBookings(id: $id) { id destination departureDate days status bus { name } }\n  }\n"): (typeof documents)["\n  query AdminCustomerBookings($id: ID!) {\n    customerBookings(id: $id) { id destination departureDate days status bus { name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContactMessages {\n    contactMessages { id name email phone subject message handled createdAt }\n  }\n"): (typeof documents)["\n  query AdminContactMessages {\n    contactMessages { id name email phone subject message handled createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) { id handled }\n  }\n"): (typeof documents)["\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) { id handled }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSettings($input: SiteSettingsInput!) {\n    updateSettings(input: $input) { bookingPhones whatsappContacts { label number } email supportHours businessHours address mapLat mapLng }\n  }\n"): (typeof documents)["\n  mutation UpdateSettings($input: SiteSettingsInput!) {\n    updateSettings(input: $input) { bookingPhones whatsappContacts { label number } email supportHours businessHours address mapLat mapLng }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCalendar($start: String!, $end: String!) {\n    bookingCalendar(start: $start, end: $end) { id name departureDate days status bus { id name } }\n  }\n"): (typeof documents)["\n  query AdminCalendar($start: String!, $end: String!) {\n    bookingCalendar(start: $start, end: $end) { id name departureDate days status bus { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) { token refreshToken role username name userId }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) { token refreshToken role username name userId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) { token refreshToken role username name userId }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) { token refreshToken role username name userId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusChoices {\n    buses { id name capacity status }\n  }\n"): (typeof documents)["\n  query BusChoices {\n    buses { id name capacity status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingPrefill {\n    me { id name email mobileNo }\n  }\n"): (typeof documents)["\n  query BookingPrefill {\n    me { id name email mobileNo }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      booking { id status distance }\n      auth { token refreshToken role username name userId }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      booking { id status distance }\n      auth { token refreshToken role username name userId }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceSuggestions($search: String!) {\n    places(search: $search, limit: 8) { id name region }\n  }\n"): (typeof documents)["\n  query PlaceSuggestions($search: String!) {\n    places(search: $search, limit: 8) { id name region }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientConfig {\n    clientConfig { mapsApiKey }\n  }\n"): (typeof documents)["\n  query ClientConfig {\n    clientConfig { mapsApiKey }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookings {\n    myBookings { id destination pickupLocation departureDate days distance status bus { id name } }\n  }\n"): (typeof documents)["\n  query MyBookings {\n    myBookings { id destination pickupLocation departureDate days distance status bus { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyBookingChanged {\n    myBookingChanged { kind bookingId booking { id status } }\n  }\n"): (typeof documents)["\n  subscription MyBookingChanged {\n    myBookingChanged { kind bookingId booking { id status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingDetail($id: ID!) {\n    booking(id: $id) {\n      id name email phone pickupLocation destination departureDate days distance status notes\n      bus { id name capacity }\n      history { fromStatus toStatus changedAt }\n    }\n  }\n"): (typeof documents)["\n  query BookingDetail($id: ID!) {\n    booking(id: $id) {\n      id name email phone pickupLocation destination departureDate days distance status notes\n      bus { id name capacity }\n      history { fromStatus toStatus changedAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Buses {\n    buses { id name capacity status description features images }\n  }\n"): (typeof documents)["\n  query Buses {\n    buses { id name capacity status description features images }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bus($id: ID!) {\n    bus(id: $id) {\n      id name capacity status description features images lastMaintenance\n      popularRoutes { id from to duration distance }\n    }\n  }\n"): (typeof documents)["\n  query Bus($id: ID!) {\n    bus(id: $id) {\n      id name capacity status description features images lastMaintenance\n      popularRoutes { id from to duration distance }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Destinations {\n    destinations { id name shortDescription description images }\n  }\n"): (typeof documents)["\n  query Destinations {\n    destinations { id name shortDescription description images }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings {\n    settings {\n      bookingPhones\n      whatsappContacts { label number }\n      email\n      supportHours\n      businessHours\n      address\n      mapLat\n      mapLng\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings {\n    settings {\n      bookingPhones\n      whatsappContacts { label number }\n      email\n      supportHours\n      businessHours\n      address\n      mapLat\n      mapLng\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;