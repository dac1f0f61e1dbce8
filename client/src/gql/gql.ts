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
    "\n  query CheckToken {\n    me {\n      id\n      name\n      role\n      staffRole\n      permissions\n    }\n  }\n": typeof types.CheckTokenDocument,
    "\n  query AdminUserSessions($userId: ID!) {\n    userSessions(userId: $userId) {\n      id\n      createdAt\n      lastUsedAt\n      expiresAt\n      remember\n    }\n  }\n": typeof types.AdminUserSessionsDocument,
    "\n  mutation AdminRevokeUserSessions($userId: ID!, $sessionId: ID) {\n    revokeUserSessions(userId: $userId, sessionId: $sessionId)\n  }\n": typeof types.AdminRevokeUserSessionsDocument,
    "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      ...NotificationSettingsFields\n    }\n  }\n": typeof types.UpdateNotificationSettingsDocument,
    "\n  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n    updatePaymentSettings(input: $input) {\n      ...PaymentSettingsFields\n    }\n  }\n": typeof types.UpdatePaymentSettingsDocument,
    "\n  query AdminQuoteSettings {\n    quoteSettings {\n      depot\n      cancellationTerms\n      cancellationTermsHi\n    }\n  }\n": typeof types.AdminQuoteSettingsDocument,
    "\n  mutation SaveQuoteSettings($input: QuoteSettingsInput!) {\n    saveQuoteSettings(input: $input) {\n      depot\n      cancellationTerms\n      cancellationTermsHi\n    }\n  }\n": typeof types.SaveQuoteSettingsDocument,
    "\n  query RateCards {\n    rateCards {\n      card {\n        id\n        name\n        busId\n        seatsFrom\n        seatsTo\n      }\n      current {\n        effectiveFrom\n        perKm\n        minKmPerDay\n        driverAllowance\n        nightHalt\n        gstRate\n      }\n      versions {\n        id\n        effectiveFrom\n      }\n    }\n  }\n": typeof types.RateCardsDocument,
    "\n  mutation SaveRateCard($input: RateCardInput!) {\n    saveRateCard(input: $input) {\n      card {\n        id\n      }\n    }\n  }\n": typeof types.SaveRateCardDocument,
    "\n  query AdminRefundPolicy {\n    refundPolicy {\n      tiers {\n        daysBefore\n        percent\n      }\n    }\n  }\n": typeof types.AdminRefundPolicyDocument,
    "\n  mutation SaveRefundPolicy($input: RefundPolicyInput!) {\n    updateRefundPolicy(input: $input) {\n      tiers {\n        daysBefore\n        percent\n      }\n    }\n  }\n": typeof types.SaveRefundPolicyDocument,
    "\n  query BusChoices {\n    buses {\n      id\n      name\n      capacity\n      status\n    }\n  }\n": typeof types.BusChoicesDocument,
    "\n  mutation ChangeBookingBus($id: ID!, $busId: ID!, $overrideReason: String) {\n    changeBookingBus(id: $id, busId: $busId, overrideReason: $overrideReason) {\n      ...AdminBookingFields\n    }\n  }\n": typeof types.ChangeBookingBusDocument,
    "\n  mutation RecordFare($id: ID!, $input: FareInput!) {\n    recordFare(id: $id, input: $input) {\n      ...AdminBookingFields\n    }\n  }\n": typeof types.RecordFareDocument,
    "\n  mutation IssueInvoice($bookingId: ID!) {\n    issueInvoice(bookingId: $bookingId) {\n      ...InvoiceFields\n    }\n  }\n": typeof types.IssueInvoiceDocument,
    "\n  mutation IssueCreditNote($invoiceId: ID!, $amount: String!, $reason: String!) {\n    issueCreditNote(invoiceId: $invoiceId, amount: $amount, reason: $reason) {\n      ...InvoiceFields\n    }\n  }\n": typeof types.IssueCreditNoteDocument,
    "\n  query BookingPayments($id: ID!) {\n    payments(bookingId: $id) {\n      id\n      kind\n      method\n      amount\n      reference\n      receivedOn\n      recordedBy\n    }\n  }\n": typeof types.BookingPaymentsDocument,
    "\n  subscription BookingPaymentsTouched {\n    bookingChanged {\n      kind\n      bookingId\n    }\n  }\n": typeof types.BookingPaymentsTouchedDocument,
    "\n  query BookingRefunds($id: ID!) {\n    refunds(bookingId: $id) {\n      id\n      paymentId\n      amount\n      method\n      status\n      reason\n      createdAt\n    }\n  }\n": typeof types.BookingRefundsDocument,
    "\n  mutation RefundPayment($paymentId: ID!, $input: RefundInput!) {\n    refundPayment(paymentId: $paymentId, input: $input) {\n      id\n    }\n  }\n": typeof types.RefundPaymentDocument,
    "\n  mutation AnswerCancellation($id: ID!, $accept: Boolean!, $message: String) {\n    answerCancellation(id: $id, accept: $accept, message: $message) {\n      ...AdminBookingFields\n    }\n  }\n": typeof types.AnswerCancellationDocument,
    "\n  query BookingPaymentOrders($id: ID!) {\n    paymentOrders(bookingId: $id) {\n      id\n      kind\n      amount\n      receipt\n      status\n      note\n      linkUrl\n      createdAt\n    }\n    clientConfig {\n      onlinePayments\n    }\n  }\n": typeof types.BookingPaymentOrdersDocument,
    "\n  mutation SendPaymentLink($id: ID!) {\n    sendPaymentLink(bookingId: $id) {\n      order {\n        id\n        linkUrl\n      }\n      whatsappLink\n    }\n  }\n": typeof types.SendPaymentLinkDocument,
    "\n  query CancellationRefund($id: ID!) {\n    cancellationRefund(bookingId: $id) {\n      daysBefore\n      tierDays\n      percent\n      refundable\n      suggested\n    }\n  }\n": typeof types.CancellationRefundDocument,
    "\n  mutation RefundBooking($id: ID!, $input: RefundBookingInput!) {\n    refundBooking(bookingId: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.RefundBookingDocument,
    "\n  mutation RecordPayment($id: ID!, $input: RecordPaymentInput!) {\n    recordPayment(bookingId: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.RecordPaymentDocument,
    "\n  fragment StaffNoteFields on StaffNote {\n    id\n    body\n    author\n    createdAt\n  }\n": typeof types.StaffNoteFieldsFragmentDoc,
    "\n  query StaffNotes($id: ID!, $onBooking: Boolean!) {\n    booking(id: $id) @include(if: $onBooking) {\n      id\n      staffNotes {\n        ...StaffNoteFields\n      }\n    }\n    customerNotes(customerId: $id) @skip(if: $onBooking) {\n      ...StaffNoteFields\n    }\n  }\n": typeof types.StaffNotesDocument,
    "\n  mutation AddCustomerNote($id: ID!, $body: String!) {\n    addCustomerNote(customerId: $id, body: $body) {\n      id\n    }\n  }\n": typeof types.AddCustomerNoteDocument,
    "\n  mutation AddBookingNote($id: ID!, $body: String!) {\n    addBookingNote(bookingId: $id, body: $body) {\n      id\n    }\n  }\n": typeof types.AddBookingNoteDocument,
    "\n  fragment AdminBookingFields on Booking {\n    ...BookingFacts\n    nextStatuses\n    createdAt\n    quoteState\n    completedAt\n  }\n": typeof types.AdminBookingFieldsFragmentDoc,
    "\n  query AdminBookingsPage($filter: BookingFilter, $first: Int!, $after: String) {\n    bookingsPage(filter: $filter, first: $first, after: $after) {\n      totalCount\n      totalIsEstimate\n      nextCursor\n      items {\n        ...AdminBookingFields\n        drivers {\n          id\n          driver {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminBookingsPageDocument,
    "\n  mutation SetBookingStatus($id: ID!, $status: BookingStatus!, $overrideReason: String) {\n    setBookingStatus(id: $id, status: $status, overrideReason: $overrideReason) {\n      ...AdminBookingFields\n    }\n  }\n": typeof types.SetBookingStatusDocument,
    "\n  mutation DeleteBooking($id: ID!) {\n    deleteBooking(id: $id)\n  }\n": typeof types.DeleteBookingDocument,
    "\n  subscription AdminBookingChanged {\n    bookingChanged {\n      kind\n      bookingId\n      booking {\n        ...AdminBookingFields\n      }\n    }\n  }\n": typeof types.AdminBookingChangedDocument,
    "\n  query AdminBookingHistory($id: ID!) {\n    booking(id: $id) {\n      id\n      balance\n      completedAt\n      history {\n        fromStatus\n        toStatus\n        changedBy\n        changedAt\n        note\n      }\n    }\n  }\n": typeof types.AdminBookingHistoryDocument,
    "\n  fragment BookingMessageFields on NotificationMessage {\n    id\n    kind\n    recipient\n    state\n    attempts\n    error\n    createdAt\n    sentAt\n  }\n": typeof types.BookingMessageFieldsFragmentDoc,
    "\n  fragment PhoneMessageFields on PhoneMessage {\n    id\n    channel\n    template\n    text\n    language\n    recipient\n    state\n    errorCode\n    error\n    cost\n    attempts\n    createdAt\n    sentAt\n    deliveredAt\n    readAt\n  }\n": typeof types.PhoneMessageFieldsFragmentDoc,
    "\n  fragment MessageConsentFields on MessageConsent {\n    purpose\n    channel\n    granted\n    source\n    wordingVersion\n    at\n  }\n": typeof types.MessageConsentFieldsFragmentDoc,
    "\n  query AdminBookingMessages($id: ID!) {\n    booking(id: $id) {\n      id\n      messages {\n        ...BookingMessageFields\n      }\n      phoneMessages {\n        ...PhoneMessageFields\n      }\n      whatsAppWindowOpenUntil\n      consents {\n        ...MessageConsentFields\n      }\n    }\n  }\n": typeof types.AdminBookingMessagesDocument,
    "\n  mutation RetryMessage($id: ID!) {\n    retryMessage(id: $id) {\n      ...BookingMessageFields\n    }\n  }\n": typeof types.RetryMessageDocument,
    "\n  subscription BookingMessageChanged($bookingId: ID!) {\n    bookingMessageChanged(bookingId: $bookingId) {\n      ...PhoneMessageFields\n    }\n  }\n": typeof types.BookingMessageChangedDocument,
    "\n  mutation SendWhatsAppText($bookingId: ID!, $text: String!) {\n    sendWhatsAppText(bookingId: $bookingId, text: $text) {\n      ...PhoneMessageFields\n    }\n  }\n": typeof types.SendWhatsAppTextDocument,
    "\n  fragment StaffQuoteFields on Quote {\n    ...QuoteFields\n    changeRequestedAt\n    share {\n      customerLink\n      whatsappLink\n    }\n  }\n": typeof types.StaffQuoteFieldsFragmentDoc,
    "\n  query StaffQuote($bookingId: ID!) {\n    quote(bookingId: $bookingId) {\n      ...StaffQuoteFields\n    }\n  }\n": typeof types.StaffQuoteDocument,
    "\n  mutation PrepareQuote($bookingId: ID!) {\n    prepareQuote(bookingId: $bookingId) {\n      ...StaffQuoteFields\n    }\n  }\n": typeof types.PrepareQuoteDocument,
    "\n  mutation UpdateQuoteLines($bookingId: ID!, $input: QuoteInput!) {\n    updateQuoteLines(bookingId: $bookingId, input: $input) {\n      ...StaffQuoteFields\n    }\n  }\n": typeof types.UpdateQuoteLinesDocument,
    "\n  mutation SendQuote($bookingId: ID!) {\n    sendQuote(bookingId: $bookingId) {\n      ...StaffQuoteFields\n    }\n  }\n": typeof types.SendQuoteDocument,
    "\n  query StaffBookingCustomers($search: String) {\n    customers(search: $search) {\n      id\n      name\n      email\n      mobileNo\n      bookingCount\n    }\n  }\n": typeof types.StaffBookingCustomersDocument,
    "\n  mutation CreateBookingForCustomer($input: StaffBookingInput!) {\n    createBookingForCustomer(input: $input) {\n      ...AdminBookingFields\n    }\n  }\n": typeof types.CreateBookingForCustomerDocument,
    "\n  query AdminBookingToView($id: ID!) {\n    booking(id: $id) {\n      ...AdminBookingFields\n    }\n  }\n": typeof types.AdminBookingToViewDocument,
    "\n  query TripSettlement($bookingId: ID!) {\n    tripSettlement(bookingId: $bookingId) {\n      tripState\n      completedAt\n      quotedKm\n      actualKm\n      charges {\n        description\n        amountPaise\n        approved\n      }\n      collectedPaise\n      billedPaise\n      receivedPaise\n      balancePaise\n      missing\n    }\n  }\n": typeof types.TripSettlementDocument,
    "\n  mutation CompleteTrip($bookingId: ID!) {\n    completeTrip(bookingId: $bookingId) {\n      tripState\n    }\n  }\n": typeof types.CompleteTripDocument,
    "\n  query InvoicePreview($bookingId: ID!) {\n    invoicePreview(bookingId: $bookingId) {\n      recipient\n      gstin\n      taxablePaise\n      nonTaxablePaise\n      cgstPaise\n      sgstPaise\n      igstPaise\n      taxPaise\n      totalPaise\n      reverseCharge\n    }\n  }\n": typeof types.InvoicePreviewDocument,
    "\n  fragment BookingVehicleFields on BookingVehicle {\n    id\n    position\n    seats\n    busId\n    busName\n    registrationNumber\n    vendorId\n    vendorName\n    vendorCost\n    vendorPaidAt\n    slipPathEn\n    slipPathHi\n    farmOutPathEn\n    farmOutPathHi\n  }\n": typeof types.BookingVehicleFieldsFragmentDoc,
    "\n  query BookingVehicles($id: ID!) {\n    booking(id: $id) {\n      id\n      vehicles {\n        ...BookingVehicleFields\n      }\n      margin {\n        price\n        vendorCosts\n        margin\n      }\n    }\n  }\n": typeof types.BookingVehiclesDocument,
    "\n  query VehicleBusChoices {\n    buses {\n      id\n      name\n      capacity\n      status\n      registrationNumber\n    }\n    vendors {\n      id\n      name\n      vehicles {\n        id\n        name\n        capacity\n        registrationNumber\n      }\n    }\n  }\n": typeof types.VehicleBusChoicesDocument,
    "\n  mutation AllocateVehicles($bookingId: ID!, $vehicles: [VehicleInput!]!, $overrideReason: String) {\n    allocateVehicles(bookingId: $bookingId, vehicles: $vehicles, overrideReason: $overrideReason) {\n      ...BookingVehicleFields\n    }\n  }\n": typeof types.AllocateVehiclesDocument,
    "\n  query BusBlackouts($id: ID!) {\n    bus(id: $id) {\n      id\n      blackouts {\n        id\n        startDate\n        endDate\n        reason\n      }\n    }\n  }\n": typeof types.BusBlackoutsDocument,
    "\n  mutation AddBusBlackout($busId: ID!, $input: BlackoutInput!) {\n    addBusBlackout(busId: $busId, input: $input) {\n      id\n    }\n  }\n": typeof types.AddBusBlackoutDocument,
    "\n  mutation RemoveBusBlackout($id: ID!) {\n    removeBusBlackout(id: $id)\n  }\n": typeof types.RemoveBusBlackoutDocument,
    "\n  query AdminBuses {\n    buses {\n      ...BusDetail\n    }\n  }\n": typeof types.AdminBusesDocument,
    "\n  mutation CreateBus($input: BusInput!) {\n    createBus(input: $input) {\n      ...BusDetail\n    }\n  }\n": typeof types.CreateBusDocument,
    "\n  mutation UpdateBus($id: ID!, $input: BusInput!) {\n    updateBus(id: $id, input: $input) {\n      ...BusDetail\n    }\n  }\n": typeof types.UpdateBusDocument,
    "\n  mutation DeleteBus($id: ID!) {\n    deleteBus(id: $id)\n  }\n": typeof types.DeleteBusDocument,
    "\n  query ImageRules {\n    clientConfig {\n      imageUrlPattern\n      maxUploadBytes\n    }\n  }\n": typeof types.ImageRulesDocument,
    "\n  query AdminCalendar($start: String!, $end: String!) {\n    bookingCalendar(start: $start, end: $end) {\n      ...BookingSummary\n      returnDate\n      name\n      vehicles {\n        id\n        busId\n      }\n      drivers {\n        id\n        driver {\n          id\n        }\n      }\n    }\n    blackoutCalendar(start: $start, end: $end) {\n      id\n      busId\n      startDate\n      endDate\n      reason\n    }\n    documentExpiries(from: $start, until: $end) {\n      id\n      busId\n      type\n      number\n      validUntil\n    }\n  }\n": typeof types.AdminCalendarDocument,
    "\n  query AdminCustomers($search: String) {\n    customers(search: $search) {\n      id\n      name\n      email\n      mobileNo\n      username\n      hasPassword\n      createdAt\n      bookingCount\n      lastBookingDate\n    }\n  }\n": typeof types.AdminCustomersDocument,
    "\n  query AdminCustomerBookings($id: ID!) {\n    customerBookings(id: $id) {\n      ...BookingSummary\n      destination\n    }\n  }\n": typeof types.AdminCustomerBookingsDocument,
    "\n  query AdminContactMessages {\n    contactMessages {\n      id\n      name\n      email\n      phone\n      subject\n      message\n      handled\n      createdAt\n    }\n  }\n": typeof types.AdminContactMessagesDocument,
    "\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handled\n    }\n  }\n": typeof types.SetContactMessageHandledDocument,
    "\n  query AdminCustomerConsents($search: String) {\n    customers(search: $search) {\n      id\n      consents {\n        ...MessageConsentFields\n      }\n    }\n  }\n": typeof types.AdminCustomerConsentsDocument,
    "\n  query AdminDestinations {\n    destinations {\n      id\n      name\n      shortDescription\n      description\n      images\n      order\n      nameHi\n      shortDescriptionHi\n      descriptionHi\n    }\n  }\n": typeof types.AdminDestinationsDocument,
    "\n  mutation CreateDestination($input: DestinationInput!) {\n    createDestination(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateDestinationDocument,
    "\n  mutation UpdateDestination($id: ID!, $input: DestinationInput!) {\n    updateDestination(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateDestinationDocument,
    "\n  mutation DeleteDestination($id: ID!) {\n    deleteDestination(id: $id)\n  }\n": typeof types.DeleteDestinationDocument,
    "\n  query DispatchBoard($from: String!, $days: Int!) {\n    dispatchBoard(from: $from, days: $days) {\n      from\n      until\n      days\n      trips {\n        bookingId\n        reference\n        customer\n        route\n        departureDate\n        returnDate\n        days\n        passengers\n        reportingTime\n        busId\n        busIds\n        driverIds\n      }\n      coaches {\n        id\n        name\n        registrationNumber\n        seats\n        maintenance\n        blackouts {\n          startDate\n          endDate\n          reason\n        }\n        marks {\n          date\n          label\n          lapsed\n        }\n      }\n      drivers {\n        id\n        name\n        phone\n        licenceValidUntil\n        marks {\n          date\n          label\n          lapsed\n        }\n      }\n    }\n  }\n": typeof types.DispatchBoardDocument,
    "\n  query DispatchOptions($bookingId: ID!) {\n    dispatchOptions(bookingId: $bookingId) {\n      bookingId\n      reference\n      departureDate\n      returnDate\n      coaches {\n        id\n        name\n        current\n        free\n        reasons\n      }\n      drivers {\n        id\n        name\n        current\n        free\n        reasons\n      }\n    }\n  }\n": typeof types.DispatchOptionsDocument,
    "\n  mutation DispatchChangeBus($id: ID!, $busId: ID!, $overrideReason: String) {\n    changeBookingBus(id: $id, busId: $busId, overrideReason: $overrideReason) {\n      id\n      bus {\n        id\n        name\n      }\n    }\n  }\n": typeof types.DispatchChangeBusDocument,
    "\n  mutation DispatchAssignDrivers($bookingId: ID!, $driverIds: [ID!]!, $overrideReason: String) {\n    assignDrivers(bookingId: $bookingId, driverIds: $driverIds, overrideReason: $overrideReason) {\n      id\n      driver {\n        id\n        name\n      }\n    }\n  }\n": typeof types.DispatchAssignDriversDocument,
    "\n  query DocumentSettings {\n    documentSettings {\n      requiredTypes\n      reminderDays\n      reminderEmail\n    }\n  }\n": typeof types.DocumentSettingsDocument,
    "\n  mutation UpdateDocumentSettings($input: DocumentSettingsInput!) {\n    updateDocumentSettings(input: $input) {\n      requiredTypes\n      reminderDays\n      reminderEmail\n    }\n  }\n": typeof types.UpdateDocumentSettingsDocument,
    "\n  fragment BusDocumentFields on BusDocument {\n    id\n    busId\n    busName\n    type\n    number\n    issuer\n    validFrom\n    validUntil\n    states\n    status\n    fileUrl\n    fileName\n  }\n": typeof types.BusDocumentFieldsFragmentDoc,
    "\n  query BusDocuments($busId: ID!) {\n    busDocuments(busId: $busId) {\n      ...BusDocumentFields\n    }\n  }\n": typeof types.BusDocumentsDocument,
    "\n  mutation AddBusDocument($busId: ID!, $input: BusDocumentInput!) {\n    addBusDocument(busId: $busId, input: $input) {\n      ...BusDocumentFields\n    }\n  }\n": typeof types.AddBusDocumentDocument,
    "\n  mutation UpdateBusDocument($id: ID!, $input: BusDocumentInput!) {\n    updateBusDocument(id: $id, input: $input) {\n      ...BusDocumentFields\n    }\n  }\n": typeof types.UpdateBusDocumentDocument,
    "\n  mutation DeleteBusDocument($id: ID!) {\n    deleteBusDocument(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteBusDocumentDocument,
    "\n  query DocumentOverview {\n    documentOverview {\n      valid\n      expiring\n      expired\n      next {\n        ...BusDocumentFields\n      }\n    }\n  }\n": typeof types.DocumentOverviewDocument,
    "\n  query UnassignedTrips {\n    unassignedTrips(days: 7) {\n      id\n      reference\n      name\n      departureDate\n      pickupLocation\n      destination\n      bus {\n        id\n        name\n      }\n    }\n  }\n": typeof types.UnassignedTripsDocument,
    "\n  fragment DriverFields on Driver {\n    id\n    name\n    phone\n    licenceNumber\n    licenceValidUntil\n    language\n    languages\n    active\n    notes\n    photoUrl\n  }\n": typeof types.DriverFieldsFragmentDoc,
    "\n  query AdminDrivers {\n    drivers {\n      ...DriverFields\n    }\n  }\n": typeof types.AdminDriversDocument,
    "\n  mutation CreateDriver($input: DriverInput!) {\n    createDriver(input: $input) {\n      ...DriverFields\n    }\n  }\n": typeof types.CreateDriverDocument,
    "\n  mutation UpdateDriver($id: ID!, $input: DriverInput!) {\n    updateDriver(id: $id, input: $input) {\n      ...DriverFields\n    }\n  }\n": typeof types.UpdateDriverDocument,
    "\n  mutation DeleteDriver($id: ID!) {\n    deleteDriver(id: $id)\n  }\n": typeof types.DeleteDriverDocument,
    "\n  query BookingDrivers($id: ID!, $withLinks: Boolean!) {\n    booking(id: $id) {\n      id\n      vehicles {\n        id\n        position\n        busName\n        registrationNumber\n      }\n      drivers {\n        id\n        seat\n        vehicleId\n        driver {\n          id\n          name\n          phone\n          language\n        }\n        link @include(if: $withLinks) {\n          path\n          validFrom\n          validUntil\n          revoked\n        }\n      }\n      trip {\n        startedAt\n        openingKm\n        closedAt\n        closingKm\n        actualKm\n        amountCollected\n        customerCode\n        codeAttemptsLeft\n        closedBy\n        steps {\n          kind\n          at\n          stop\n          expenseKind\n          amount\n          receiptUrl\n        }\n      }\n      duty {\n        bookingId\n        reportingTime\n        driverNotes\n        collectOnBoard\n        amountToCollectPaise\n        slipPathEn\n        slipPathHi\n      }\n      tripCharges {\n        source\n        description\n        quantity\n        unitPaise\n        amountPaise\n        receiptUrl\n        approved\n      }\n    }\n    drivers {\n      ...DriverFields\n    }\n  }\n": typeof types.BookingDriversDocument,
    "\n  mutation AssignDrivers($bookingId: ID!, $driverIds: [ID!]!, $overrideReason: String, $vehicleId: ID) {\n    assignDrivers(\n      bookingId: $bookingId\n      driverIds: $driverIds\n      overrideReason: $overrideReason\n      vehicleId: $vehicleId\n    ) {\n      id\n    }\n  }\n": typeof types.AssignDriversDocument,
    "\n  mutation SaveDutySlip($bookingId: ID!, $input: DutySlipInput!) {\n    saveDutySlip(bookingId: $bookingId, input: $input) {\n      bookingId\n      reportingTime\n      driverNotes\n      collectOnBoard\n      amountToCollectPaise\n    }\n  }\n": typeof types.SaveDutySlipDocument,
    "\n  mutation DecideTripCharge($bookingId: ID!, $source: String!, $approve: Boolean!) {\n    decideTripCharge(bookingId: $bookingId, source: $source, approve: $approve) {\n      source\n      approved\n    }\n  }\n": typeof types.DecideTripChargeDocument,
    "\n  mutation RevokeDriverLink($assignmentId: ID!) {\n    revokeDriverLink(assignmentId: $assignmentId) {\n      path\n      revoked\n    }\n  }\n": typeof types.RevokeDriverLinkDocument,
    "\n  mutation RenewDriverLink($assignmentId: ID!) {\n    renewDriverLink(assignmentId: $assignmentId) {\n      path\n      revoked\n    }\n  }\n": typeof types.RenewDriverLinkDocument,
    "\n  mutation CloseTripAsStaff($bookingId: ID!, $input: StaffCloseTripInput!) {\n    closeTripAsStaff(bookingId: $bookingId, input: $input) {\n      closedAt\n      actualKm\n    }\n  }\n": typeof types.CloseTripAsStaffDocument,
    "\n  query DriverRosterLinks {\n    driverRosterLinks {\n      driverId\n      language\n      path\n    }\n  }\n": typeof types.DriverRosterLinksDocument,
    "\n  mutation CreateDriverRosterLink($driverId: ID!) {\n    createDriverRosterLink(driverId: $driverId) {\n      driverId\n      language\n      path\n    }\n  }\n": typeof types.CreateDriverRosterLinkDocument,
    "\n  mutation RevokeDriverRosterLink($driverId: ID!) {\n    revokeDriverRosterLink(driverId: $driverId) {\n      driverId\n      language\n      path\n    }\n  }\n": typeof types.RevokeDriverRosterLinkDocument,
    "\n  fragment MessageTemplateFields on MessageTemplateView {\n    name\n    category\n    audience\n    when\n    parameters\n    texts {\n      language\n      whatsapp\n      sms\n      smsFlowId\n      dltTemplateId\n    }\n    enabled\n  }\n": typeof types.MessageTemplateFieldsFragmentDoc,
    "\n  query AdminMessageTemplates {\n    messagingStatus {\n      whatsapp\n      sms\n      whatsappWebhookUrl\n      smsWebhookUrl\n    }\n    messageTemplates {\n      ...MessageTemplateFields\n    }\n  }\n": typeof types.AdminMessageTemplatesDocument,
    "\n  mutation SetMessageTemplateEnabled($name: String!, $enabled: Boolean!) {\n    setMessageTemplateEnabled(name: $name, enabled: $enabled) {\n      ...MessageTemplateFields\n    }\n  }\n": typeof types.SetMessageTemplateEnabledDocument,
    "\n  query AdminMessageCosts($month: String) {\n    messageCosts(month: $month) {\n      month\n      rows {\n        template\n        channel\n        count\n        cost\n      }\n    }\n  }\n": typeof types.AdminMessageCostsDocument,
    "\n  query PaymentIssues($kind: String!) {\n    paymentIssues(kind: $kind) {\n      kind\n      id\n      bookingId\n      bookingReference\n      customerName\n      amount\n      detail\n      at\n    }\n  }\n": typeof types.PaymentIssuesDocument,
    "\n  mutation AcceptHeldPayment($id: String!) {\n    acceptHeldPayment(gatewayPaymentId: $id) {\n      id\n    }\n  }\n": typeof types.AcceptHeldPaymentDocument,
    "\n  query PaymentsPage($filter: PaymentFilter, $after: String) {\n    paymentsPage(filter: $filter, first: 50, after: $after) {\n      from\n      to\n      totalCount\n      total\n      byMethod {\n        method\n        count\n        amount\n      }\n      nextCursor\n      items {\n        id\n        bookingId\n        bookingReference\n        customerName\n        kind\n        method\n        amount\n        reference\n        receivedOn\n      }\n    }\n  }\n": typeof types.PaymentsPageDocument,
    "\n  mutation UpdateSettings($input: SiteSettingsInput!) {\n    updateSettings(input: $input) {\n      ...SiteSettingsFields\n    }\n  }\n": typeof types.UpdateSettingsDocument,
    "\n  fragment NotificationSettingsFields on NotificationSettings {\n    customerReceived\n    customerStatus\n    operatorNewBooking\n    reminders\n    operatorEmail\n  }\n": typeof types.NotificationSettingsFieldsFragmentDoc,
    "\n  fragment PaymentSettingsFields on PaymentSettings {\n    upiId\n    upiPayee\n  }\n": typeof types.PaymentSettingsFieldsFragmentDoc,
    "\n  query AdminSettings {\n    notificationSettings {\n      ...NotificationSettingsFields\n    }\n    paymentSettings {\n      ...PaymentSettingsFields\n    }\n  }\n": typeof types.AdminSettingsDocument,
    "\n  fragment TaxSettingsFields on TaxSettings {\n    legalName\n    address\n    gstin\n    state\n    scheme\n    constitution\n    afterInvoice\n    sac\n    invoicePrefix\n  }\n": typeof types.TaxSettingsFieldsFragmentDoc,
    "\n  query TaxSettings {\n    taxSettings {\n      ...TaxSettingsFields\n    }\n  }\n": typeof types.TaxSettingsDocument,
    "\n  mutation UpdateTaxSettings($input: TaxSettingsInput!) {\n    updateTaxSettings(input: $input) {\n      ...TaxSettingsFields\n    }\n  }\n": typeof types.UpdateTaxSettingsDocument,
    "\n  query StaffMembers {\n    staffMembers {\n      id\n      name\n      email\n      staffRole\n      invitePending\n      disabledAt\n      createdAt\n    }\n  }\n": typeof types.StaffMembersDocument,
    "\n  mutation InviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      id\n    }\n  }\n": typeof types.InviteStaffDocument,
    "\n  mutation ResendStaffInvite($userId: ID!) {\n    resendStaffInvite(userId: $userId) {\n      id\n      invitePending\n    }\n  }\n": typeof types.ResendStaffInviteDocument,
    "\n  mutation SetStaffRole($userId: ID!, $staffRole: StaffRole!) {\n    setStaffRole(userId: $userId, staffRole: $staffRole) {\n      id\n      staffRole\n    }\n  }\n": typeof types.SetStaffRoleDocument,
    "\n  mutation DisableStaff($userId: ID!) {\n    disableStaff(userId: $userId) {\n      id\n      disabledAt\n    }\n  }\n": typeof types.DisableStaffDocument,
    "\n  mutation EnableStaff($userId: ID!) {\n    enableStaff(userId: $userId) {\n      id\n      disabledAt\n    }\n  }\n": typeof types.EnableStaffDocument,
    "\n  query ActivityLog($filter: ActivityFilterInput) {\n    activity(filter: $filter) {\n      id\n      at\n      actorName\n      address\n      action\n      entity\n      entityId\n      subject\n      changes\n    }\n  }\n": typeof types.ActivityLogDocument,
    "\n  query BookingActivityLog($id: ID!) {\n    booking(id: $id) {\n      id\n      activity {\n        id\n        at\n        actorName\n        action\n        changes\n      }\n    }\n  }\n": typeof types.BookingActivityLogDocument,
    "\n  query StaffRoles {\n    staffRoles {\n      role\n      permissions\n    }\n  }\n": typeof types.StaffRolesDocument,
    "\n  query AdminStats {\n    adminStats {\n      totalBookings\n      confirmedBookings\n      pendingBookings\n      cancelledBookings\n      totalDistance\n      availableBuses\n      totalBuses\n    }\n  }\n": typeof types.AdminStatsDocument,
    "\n  query BookingsPerMonth {\n    bookingsPerMonth {\n      month\n      total\n      confirmed\n      pending\n      cancelled\n    }\n  }\n": typeof types.BookingsPerMonthDocument,
    "\n  fragment VendorBusFields on Bus {\n    id\n    name\n    registrationNumber\n    capacity\n    description\n    vendorId\n  }\n": typeof types.VendorBusFieldsFragmentDoc,
    "\n  fragment AdminVendorFields on Vendor {\n    id\n    name\n    gstin\n    pan\n    phone\n    contactName\n    vehicles {\n      ...VendorBusFields\n    }\n  }\n": typeof types.AdminVendorFieldsFragmentDoc,
    "\n  query AdminVendors {\n    vendors {\n      ...AdminVendorFields\n    }\n  }\n": typeof types.AdminVendorsDocument,
    "\n  mutation CreateVendor($input: VendorInput!) {\n    createVendor(input: $input) {\n      ...AdminVendorFields\n    }\n  }\n": typeof types.CreateVendorDocument,
    "\n  mutation UpdateVendor($id: ID!, $input: VendorInput!) {\n    updateVendor(id: $id, input: $input) {\n      ...AdminVendorFields\n    }\n  }\n": typeof types.UpdateVendorDocument,
    "\n  mutation DeleteVendor($id: ID!) {\n    deleteVendor(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteVendorDocument,
    "\n  mutation AddVendorBus($vendorId: ID!, $input: VendorVehicleInput!) {\n    addVendorVehicle(vendorId: $vendorId, input: $input) {\n      ...VendorBusFields\n    }\n  }\n": typeof types.AddVendorBusDocument,
    "\n  mutation UpdateVendorBus($id: ID!, $input: VendorVehicleInput!) {\n    updateVendorVehicle(id: $id, input: $input) {\n      ...VendorBusFields\n    }\n  }\n": typeof types.UpdateVendorBusDocument,
    "\n  mutation RemoveVendorBus($id: ID!) {\n    removeVendorVehicle(id: $id) {\n      id\n    }\n  }\n": typeof types.RemoveVendorBusDocument,
    "\n  query AdminVendorPayables($vendorId: ID, $unpaidOnly: Boolean) {\n    vendorPayables(vendorId: $vendorId, unpaidOnly: $unpaidOnly) {\n      rows {\n        vehicleId\n        bookingId\n        bookingRef\n        customerName\n        departureDate\n        returnDate\n        position\n        busName\n        registrationNumber\n        vendorId\n        vendorName\n        vendorCost\n        vendorPaidAt\n        vendorPaidReference\n      }\n      vendors {\n        vendorId\n        vendorName\n        owed\n        paid\n      }\n      owed\n      paid\n    }\n  }\n": typeof types.AdminVendorPayablesDocument,
    "\n  mutation VendorPayablesMarkPaid($vehicleId: ID!, $reference: String!) {\n    markVendorPaid(vehicleId: $vehicleId, reference: $reference) {\n      vehicleId\n      vendorPaidAt\n      vendorPaidReference\n    }\n  }\n": typeof types.VendorPayablesMarkPaidDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment SessionFields on AuthPayload {\n    token\n    refreshToken\n    role\n    username\n    name\n    userId\n  }\n": typeof types.SessionFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SessionFields\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query BusAvailability($departureDate: String!, $days: Int!) {\n    busAvailability(departureDate: $departureDate, days: $days) {\n      busId\n      available\n      reason\n      reasonKey\n      reasonParams\n    }\n  }\n": typeof types.BusAvailabilityDocument,
    "\n  fragment BookingFacts on Booking {\n    id\n    reference\n    name\n    email\n    phone\n    pickupLocation\n    destination\n    departureDate\n    days\n    distance\n    status\n    notes\n    passengers\n    agreedFare\n    advance\n    advanceReceivedOn\n    balance\n    cancelRequestedAt\n    cancelReason\n    cancelDeclinedMessage\n    bus {\n      id\n      name\n      capacity\n    }\n  }\n": typeof types.BookingFactsFragmentDoc,
    "\n  query BookingPrefill {\n    me {\n      id\n      name\n      email\n      mobileNo\n    }\n  }\n": typeof types.BookingPrefillDocument,
    "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      booking {\n        id\n        status\n        distance\n      }\n      auth {\n        ...SessionFields\n      }\n    }\n  }\n": typeof types.CreateBookingDocument,
    "\n  query PlaceSuggestions($search: String!) {\n    places(search: $search, limit: 8) {\n      id\n      name\n      region\n    }\n  }\n": typeof types.PlaceSuggestionsDocument,
    "\n  query ClientConfig {\n    clientConfig {\n      mapsApiKey\n    }\n  }\n": typeof types.ClientConfigDocument,
    "\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) {\n      id\n    }\n  }\n": typeof types.SubmitContactMessageDocument,
    "\n  query BookingBusPosition($id: ID!) {\n    booking(id: $id) {\n      id\n      busPosition {\n        lat\n        lon\n        accuracyM\n        recordedAt\n        near {\n          name\n          region\n        }\n      }\n    }\n  }\n": typeof types.BookingBusPositionDocument,
    "\n  mutation RequestCancellation($id: ID!, $reason: String) {\n    requestCancellation(id: $id, reason: $reason) {\n      id\n      status\n      cancelRequestedAt\n      cancelReason\n      cancelDeclinedMessage\n    }\n  }\n": typeof types.RequestCancellationDocument,
    "\n  fragment ConsentFields on MessageConsent {\n    purpose\n    channel\n    granted\n    source\n    wordingVersion\n    at\n  }\n": typeof types.ConsentFieldsFragmentDoc,
    "\n  query MyConsents {\n    myConsents {\n      ...ConsentFields\n    }\n  }\n": typeof types.MyConsentsDocument,
    "\n  mutation SetMyConsent($input: ConsentInput!) {\n    setMyConsent(input: $input) {\n      ...ConsentFields\n    }\n  }\n": typeof types.SetMyConsentDocument,
    "\n  fragment BookingSummary on Booking {\n    id\n    reference\n    departureDate\n    days\n    status\n    bus {\n      id\n      name\n    }\n  }\n": typeof types.BookingSummaryFragmentDoc,
    "\n  query MyBookings {\n    myBookings {\n      ...BookingSummary\n      destination\n      pickupLocation\n      distance\n      passengers\n      quoteState\n    }\n  }\n": typeof types.MyBookingsDocument,
    "\n  subscription MyBookingChanged {\n    myBookingChanged {\n      kind\n      bookingId\n      booking {\n        id\n        status\n      }\n    }\n  }\n": typeof types.MyBookingChangedDocument,
    "\n  query BookingDetail($id: ID!) {\n    booking(id: $id) {\n      ...BookingFacts\n      returnDate\n      vehicles {\n        id\n        position\n        seats\n        busName\n      }\n      tripPlan {\n        tripType\n        stops {\n          place\n          day\n          time\n          nightHalt\n        }\n      }\n      upiPayment {\n        link\n        amount\n        purpose\n        qrPng\n      }\n      payments {\n        id\n        method\n        amount\n        reference\n        receivedOn\n      }\n      refunds {\n        id\n        amount\n        status\n      }\n      onlinePayment {\n        amount\n        kind\n      }\n      history {\n        fromStatus\n        toStatus\n        changedAt\n      }\n    }\n  }\n": typeof types.BookingDetailDocument,
    "\n  query AccountLanguage {\n    me {\n      id\n      language\n    }\n  }\n": typeof types.AccountLanguageDocument,
    "\n  mutation SaveAccountLanguage($language: String!) {\n    setMyLanguage(language: $language)\n  }\n": typeof types.SaveAccountLanguageDocument,
    "\n  mutation DriverSharePosition($token: String!, $input: DriverPositionInput!) {\n    driverSharePosition(token: $token, input: $input) {\n      stored\n      recordedAt\n    }\n  }\n": typeof types.DriverSharePositionDocument,
    "\n  fragment DriverTripFields on DriverTrip {\n    bookingId\n    reference\n    driverName\n    language\n    departureDate\n    returnDate\n    days\n    pickupLocation\n    destination\n    plan\n    stops {\n      place\n      day\n      time\n      nightHalt\n    }\n    returnTo\n    customerName\n    customerPhone\n    passengers\n    busName\n    registrationNumber\n    notes\n    reportingTime\n    amountToCollectPaise\n    validUntil\n    startedAt\n    openingKm\n    closedAt\n    closingKm\n    actualKm\n    amountCollected\n    codeAttemptsLeft\n    steps {\n      kind\n      at\n      km\n      stop\n      expenseKind\n      amount\n    }\n  }\n": typeof types.DriverTripFieldsFragmentDoc,
    "\n  query DriverTripPage($token: String!) {\n    driverTrip(token: $token) {\n      ...DriverTripFields\n    }\n  }\n": typeof types.DriverTripPageDocument,
    "\n  mutation DriverStart($token: String!, $input: DriverStartInput!) {\n    driverStartTrip(token: $token, input: $input) {\n      ...DriverTripFields\n    }\n  }\n": typeof types.DriverStartDocument,
    "\n  mutation DriverStop($token: String!, $input: DriverStopInput!) {\n    driverReachStop(token: $token, input: $input) {\n      ...DriverTripFields\n    }\n  }\n": typeof types.DriverStopDocument,
    "\n  mutation DriverClose($token: String!, $input: DriverCloseInput!) {\n    driverCloseTrip(token: $token, input: $input) {\n      ...DriverTripFields\n    }\n  }\n": typeof types.DriverCloseDocument,
    "\n  fragment BusSummary on Bus {\n    id\n    name\n    capacity\n    status\n    description\n    features\n    images\n  }\n": typeof types.BusSummaryFragmentDoc,
    "\n  fragment BusDetail on Bus {\n    ...BusSummary\n    lastMaintenance\n    registrationNumber\n    popularRoutes {\n      id\n      from\n      to\n      duration\n      distance\n    }\n  }\n": typeof types.BusDetailFragmentDoc,
    "\n  query Buses {\n    buses {\n      ...BusSummary\n    }\n  }\n": typeof types.BusesDocument,
    "\n  query Bus($id: ID!) {\n    bus(id: $id) {\n      ...BusDetail\n    }\n  }\n": typeof types.BusDocument,
    "\n  query Destinations($hi: Boolean!) {\n    destinations {\n      id\n      name\n      shortDescription\n      description\n      images\n      nameHi @include(if: $hi)\n      shortDescriptionHi @include(if: $hi)\n      descriptionHi @include(if: $hi)\n    }\n  }\n": typeof types.DestinationsDocument,
    "\n  fragment InvoiceFields on Invoice {\n    id\n    kind\n    number\n    issueDate\n    taxable\n    tax\n    total\n    reverseCharge\n    reason\n    invoiceId\n  }\n": typeof types.InvoiceFieldsFragmentDoc,
    "\n  fragment BillingFields on BookingBilling {\n    bookingId\n    name\n    address\n    gstin\n    business\n    bodyCorporate\n    stateCode\n  }\n": typeof types.BillingFieldsFragmentDoc,
    "\n  query BookingInvoices($id: ID!) {\n    booking(id: $id) {\n      id\n      status\n      billing {\n        ...BillingFields\n      }\n      invoices {\n        ...InvoiceFields\n      }\n    }\n  }\n": typeof types.BookingInvoicesDocument,
    "\n  mutation SaveBillingDetails($bookingId: ID!, $input: BillingInput!) {\n    saveBillingDetails(bookingId: $bookingId, input: $input) {\n      ...BillingFields\n    }\n  }\n": typeof types.SaveBillingDetailsDocument,
    "\n  mutation CreatePaymentOrder($bookingId: ID!, $token: String) {\n    createPaymentOrder(bookingId: $bookingId, token: $token) {\n      orderId\n      keyId\n      amountPaise\n      currency\n      kind\n      name\n      email\n      contact\n      description\n    }\n  }\n": typeof types.CreatePaymentOrderDocument,
    "\n  mutation SetQuoteConsent($bookingId: ID!, $granted: Boolean!, $token: String) {\n    setQuoteConsent(bookingId: $bookingId, granted: $granted, token: $token) {\n      channel\n      granted\n    }\n  }\n": typeof types.SetQuoteConsentDocument,
    "\n  fragment QuoteFields on Quote {\n    id\n    bookingId\n    version\n    state\n    gstRate\n    intraState\n    reverseCharge\n    placeOfSupply\n    taxable\n    cgst\n    sgst\n    igst\n    passThrough\n    total\n    advance\n    advancePercent\n    validUntil\n    inclusions\n    exclusions\n    notes\n    acceptedAt\n    acceptedByName\n    changeRequest\n    lines {\n      position\n      kind\n      label\n      quantity\n      unit\n      amount\n      atActuals\n    }\n  }\n": typeof types.QuoteFieldsFragmentDoc,
    "\n  query CustomerQuote($bookingId: ID!, $token: String) {\n    quote(bookingId: $bookingId, token: $token) {\n      ...QuoteFields\n      cancellationTerms\n      cancellationTermsHi\n      pdfPath\n      pdfPathHi\n      trip {\n        reference\n        pickupLocation\n        destination\n        departureDate\n        days\n        passengers\n        busName\n        plan {\n          tripType\n          stops {\n            place\n            day\n            nightHalt\n          }\n        }\n      }\n      upiPayment {\n        link\n        amount\n        purpose\n        qrPng\n      }\n      onlinePayment {\n        amount\n        kind\n      }\n    }\n  }\n": typeof types.CustomerQuoteDocument,
    "\n  mutation AcceptQuote($bookingId: ID!, $input: AcceptQuoteInput!) {\n    acceptQuote(bookingId: $bookingId, input: $input) {\n      ...QuoteFields\n      upiPayment {\n        link\n        amount\n        purpose\n        qrPng\n      }\n      onlinePayment {\n        amount\n        kind\n      }\n    }\n  }\n": typeof types.AcceptQuoteDocument,
    "\n  mutation RequestQuoteChange($bookingId: ID!, $input: QuoteChangeInput!) {\n    requestQuoteChange(bookingId: $bookingId, input: $input) {\n      ...QuoteFields\n    }\n  }\n": typeof types.RequestQuoteChangeDocument,
    "\n  query DriverRoster($token: String!) {\n    driverRoster(token: $token) {\n      driverName\n      language\n      duties {\n        reference\n        departureDate\n        returnDate\n        reportingTime\n        reportingPlace\n        destination\n        busName\n        registrationNumber\n        seat\n        tripPath\n        opensOn\n      }\n    }\n  }\n": typeof types.DriverRosterDocument,
    "\n  fragment SiteSettingsFields on SiteSettings {\n    bookingPhones\n    whatsappContacts {\n      label\n      number\n    }\n    email\n    supportHours\n    businessHours\n    address\n    mapLat\n    mapLng\n  }\n": typeof types.SiteSettingsFieldsFragmentDoc,
    "\n  query SiteSettings {\n    settings {\n      ...SiteSettingsFields\n    }\n  }\n": typeof types.SiteSettingsDocument,
};
const documents: Documents = {
    "\n  query CheckToken {\n    me {\n      id\n      name\n      role\n      staffRole\n      permissions\n    }\n  }\n": types.CheckTokenDocument,
    "\n  query AdminUserSessions($userId: ID!) {\n    userSessions(userId: $userId) {\n      id\n      createdAt\n      lastUsedAt\n      expiresAt\n      remember\n    }\n  }\n": types.AdminUserSessionsDocument,
    "\n  mutation AdminRevokeUserSessions($userId: ID!, $sessionId: ID) {\n    revokeUserSessions(userId: $userId, sessionId: $sessionId)\n  }\n": types.AdminRevokeUserSessionsDocument,
    "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      ...NotificationSettingsFields\n    }\n  }\n": types.UpdateNotificationSettingsDocument,
    "\n  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n    updatePaymentSettings(input: $input) {\n      ...PaymentSettingsFields\n    }\n  }\n": types.UpdatePaymentSettingsDocument,
    "\n  query AdminQuoteSettings {\n    quoteSettings {\n      depot\n      cancellationTerms\n      cancellationTermsHi\n    }\n  }\n": types.AdminQuoteSettingsDocument,
    "\n  mutation SaveQuoteSettings($input: QuoteSettingsInput!) {\n    saveQuoteSettings(input: $input) {\n      depot\n      cancellationTerms\n      cancellationTermsHi\n    }\n  }\n": types.SaveQuoteSettingsDocument,
    "\n  query RateCards {\n    rateCards {\n      card {\n        id\n        name\n        busId\n        seatsFrom\n        seatsTo\n      }\n      current {\n        effectiveFrom\n        perKm\n        minKmPerDay\n        driverAllowance\n        nightHalt\n        gstRate\n      }\n      versions {\n        id\n        effectiveFrom\n      }\n    }\n  }\n": types.RateCardsDocument,
    "\n  mutation SaveRateCard($input: RateCardInput!) {\n    saveRateCard(input: $input) {\n      card {\n        id\n      }\n    }\n  }\n": types.SaveRateCardDocument,
    "\n  query AdminRefundPolicy {\n    refundPolicy {\n      tiers {\n        daysBefore\n        percent\n      }\n    }\n  }\n": types.AdminRefundPolicyDocument,
    "\n  mutation SaveRefundPolicy($input: RefundPolicyInput!) {\n    updateRefundPolicy(input: $input) {\n      tiers {\n        daysBefore\n        percent\n      }\n    }\n  }\n": types.SaveRefundPolicyDocument,
    "\n  query BusChoices {\n    buses {\n      id\n      name\n      capacity\n      status\n    }\n  }\n": types.BusChoicesDocument,
    "\n  mutation ChangeBookingBus($id: ID!, $busId: ID!, $overrideReason: String) {\n    changeBookingBus(id: $id, busId: $busId, overrideReason: $overrideReason) {\n      ...AdminBookingFields\n    }\n  }\n": types.ChangeBookingBusDocument,
    "\n  mutation RecordFare($id: ID!, $input: FareInput!) {\n    recordFare(id: $id, input: $input) {\n      ...AdminBookingFields\n    }\n  }\n": types.RecordFareDocument,
    "\n  mutation IssueInvoice($bookingId: ID!) {\n    issueInvoice(bookingId: $bookingId) {\n      ...InvoiceFields\n    }\n  }\n": types.IssueInvoiceDocument,
    "\n  mutation IssueCreditNote($invoiceId: ID!, $amount: String!, $reason: String!) {\n    issueCreditNote(invoiceId: $invoiceId, amount: $amount, reason: $reason) {\n      ...InvoiceFields\n    }\n  }\n": types.IssueCreditNoteDocument,
    "\n  query BookingPayments($id: ID!) {\n    payments(bookingId: $id) {\n      id\n      kind\n      method\n      amount\n      reference\n      receivedOn\n      recordedBy\n    }\n  }\n": types.BookingPaymentsDocument,
    "\n  subscription BookingPaymentsTouched {\n    bookingChanged {\n      kind\n      bookingId\n    }\n  }\n": types.BookingPaymentsTouchedDocument,
    "\n  query BookingRefunds($id: ID!) {\n    refunds(bookingId: $id) {\n      id\n      paymentId\n      amount\n      method\n      status\n      reason\n      createdAt\n    }\n  }\n": types.BookingRefundsDocument,
    "\n  mutation RefundPayment($paymentId: ID!, $input: RefundInput!) {\n    refundPayment(paymentId: $paymentId, input: $input) {\n      id\n    }\n  }\n": types.RefundPaymentDocument,
    "\n  mutation AnswerCancellation($id: ID!, $accept: Boolean!, $message: String) {\n    answerCancellation(id: $id, accept: $accept, message: $message) {\n      ...AdminBookingFields\n    }\n  }\n": types.AnswerCancellationDocument,
    "\n  query BookingPaymentOrders($id: ID!) {\n    paymentOrders(bookingId: $id) {\n      id\n      kind\n      amount\n      receipt\n      status\n      note\n      linkUrl\n      createdAt\n    }\n    clientConfig {\n      onlinePayments\n    }\n  }\n": types.BookingPaymentOrdersDocument,
    "\n  mutation SendPaymentLink($id: ID!) {\n    sendPaymentLink(bookingId: $id) {\n      order {\n        id\n        linkUrl\n      }\n      whatsappLink\n    }\n  }\n": types.SendPaymentLinkDocument,
    "\n  query CancellationRefund($id: ID!) {\n    cancellationRefund(bookingId: $id) {\n      daysBefore\n      tierDays\n      percent\n      refundable\n      suggested\n    }\n  }\n": types.CancellationRefundDocument,
    "\n  mutation RefundBooking($id: ID!, $input: RefundBookingInput!) {\n    refundBooking(bookingId: $id, input: $input) {\n      id\n    }\n  }\n": types.RefundBookingDocument,
    "\n  mutation RecordPayment($id: ID!, $input: RecordPaymentInput!) {\n    recordPayment(bookingId: $id, input: $input) {\n      id\n    }\n  }\n": types.RecordPaymentDocument,
    "\n  fragment StaffNoteFields on StaffNote {\n    id\n    body\n    author\n    createdAt\n  }\n": types.StaffNoteFieldsFragmentDoc,
    "\n  query StaffNotes($id: ID!, $onBooking: Boolean!) {\n    booking(id: $id) @include(if: $onBooking) {\n      id\n      staffNotes {\n        ...StaffNoteFields\n      }\n    }\n    customerNotes(customerId: $id) @skip(if: $onBooking) {\n      ...StaffNoteFields\n    }\n  }\n": types.StaffNotesDocument,
    "\n  mutation AddCustomerNote($id: ID!, $body: String!) {\n    addCustomerNote(customerId: $id, body: $body) {\n      id\n    }\n  }\n": types.AddCustomerNoteDocument,
    "\n  mutation AddBookingNote($id: ID!, $body: String!) {\n    addBookingNote(bookingId: $id, body: $body) {\n      id\n    }\n  }\n": types.AddBookingNoteDocument,
    "\n  fragment AdminBookingFields on Booking {\n    ...BookingFacts\n    nextStatuses\n    createdAt\n    quoteState\n    completedAt\n  }\n": types.AdminBookingFieldsFragmentDoc,
    "\n  query AdminBookingsPage($filter: BookingFilter, $first: Int!, $after: String) {\n    bookingsPage(filter: $filter, first: $first, after: $after) {\n      totalCount\n      totalIsEstimate\n      nextCursor\n      items {\n        ...AdminBookingFields\n        drivers {\n          id\n          driver {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.AdminBookingsPageDocument,
    "\n  mutation SetBookingStatus($id: ID!, $status: BookingStatus!, $overrideReason: String) {\n    setBookingStatus(id: $id, status: $status, overrideReason: $overrideReason) {\n      ...AdminBookingFields\n    }\n  }\n": types.SetBookingStatusDocument,
    "\n  mutation DeleteBooking($id: ID!) {\n    deleteBooking(id: $id)\n  }\n": types.DeleteBookingDocument,
    "\n  subscription AdminBookingChanged {\n    bookingChanged {\n      kind\n      bookingId\n      booking {\n        ...AdminBookingFields\n      }\n    }\n  }\n": types.AdminBookingChangedDocument,
    "\n  query AdminBookingHistory($id: ID!) {\n    booking(id: $id) {\n      id\n      balance\n      completedAt\n      history {\n        fromStatus\n        toStatus\n        changedBy\n        changedAt\n        note\n      }\n    }\n  }\n": types.AdminBookingHistoryDocument,
    "\n  fragment BookingMessageFields on NotificationMessage {\n    id\n    kind\n    recipient\n    state\n    attempts\n    error\n    createdAt\n    sentAt\n  }\n": types.BookingMessageFieldsFragmentDoc,
    "\n  fragment PhoneMessageFields on PhoneMessage {\n    id\n    channel\n    template\n    text\n    language\n    recipient\n    state\n    errorCode\n    error\n    cost\n    attempts\n    createdAt\n    sentAt\n    deliveredAt\n    readAt\n  }\n": types.PhoneMessageFieldsFragmentDoc,
    "\n  fragment MessageConsentFields on MessageConsent {\n    purpose\n    channel\n    granted\n    source\n    wordingVersion\n    at\n  }\n": types.MessageConsentFieldsFragmentDoc,
    "\n  query AdminBookingMessages($id: ID!) {\n    booking(id: $id) {\n      id\n      messages {\n        ...BookingMessageFields\n      }\n      phoneMessages {\n        ...PhoneMessageFields\n      }\n      whatsAppWindowOpenUntil\n      consents {\n        ...MessageConsentFields\n      }\n    }\n  }\n": types.AdminBookingMessagesDocument,
    "\n  mutation RetryMessage($id: ID!) {\n    retryMessage(id: $id) {\n      ...BookingMessageFields\n    }\n  }\n": types.RetryMessageDocument,
    "\n  subscription BookingMessageChanged($bookingId: ID!) {\n    bookingMessageChanged(bookingId: $bookingId) {\n      ...PhoneMessageFields\n    }\n  }\n": types.BookingMessageChangedDocument,
    "\n  mutation SendWhatsAppText($bookingId: ID!, $text: String!) {\n    sendWhatsAppText(bookingId: $bookingId, text: $text) {\n      ...PhoneMessageFields\n    }\n  }\n": types.SendWhatsAppTextDocument,
    "\n  fragment StaffQuoteFields on Quote {\n    ...QuoteFields\n    changeRequestedAt\n    share {\n      customerLink\n      whatsappLink\n    }\n  }\n": types.StaffQuoteFieldsFragmentDoc,
    "\n  query StaffQuote($bookingId: ID!) {\n    quote(bookingId: $bookingId) {\n      ...StaffQuoteFields\n    }\n  }\n": types.StaffQuoteDocument,
    "\n  mutation PrepareQuote($bookingId: ID!) {\n    prepareQuote(bookingId: $bookingId) {\n      ...StaffQuoteFields\n    }\n  }\n": types.PrepareQuoteDocument,
    "\n  mutation UpdateQuoteLines($bookingId: ID!, $input: QuoteInput!) {\n    updateQuoteLines(bookingId: $bookingId, input: $input) {\n      ...StaffQuoteFields\n    }\n  }\n": types.UpdateQuoteLinesDocument,
    "\n  mutation SendQuote($bookingId: ID!) {\n    sendQuote(bookingId: $bookingId) {\n      ...StaffQuoteFields\n    }\n  }\n": types.SendQuoteDocument,
    "\n  query StaffBookingCustomers($search: String) {\n    customers(search: $search) {\n      id\n      name\n      email\n      mobileNo\n      bookingCount\n    }\n  }\n": types.StaffBookingCustomersDocument,
    "\n  mutation CreateBookingForCustomer($input: StaffBookingInput!) {\n    createBookingForCustomer(input: $input) {\n      ...AdminBookingFields\n    }\n  }\n": types.CreateBookingForCustomerDocument,
    "\n  query AdminBookingToView($id: ID!) {\n    booking(id: $id) {\n      ...AdminBookingFields\n    }\n  }\n": types.AdminBookingToViewDocument,
    "\n  query TripSettlement($bookingId: ID!) {\n    tripSettlement(bookingId: $bookingId) {\n      tripState\n      completedAt\n      quotedKm\n      actualKm\n      charges {\n        description\n        amountPaise\n        approved\n      }\n      collectedPaise\n      billedPaise\n      receivedPaise\n      balancePaise\n      missing\n    }\n  }\n": types.TripSettlementDocument,
    "\n  mutation CompleteTrip($bookingId: ID!) {\n    completeTrip(bookingId: $bookingId) {\n      tripState\n    }\n  }\n": types.CompleteTripDocument,
    "\n  query InvoicePreview($bookingId: ID!) {\n    invoicePreview(bookingId: $bookingId) {\n      recipient\n      gstin\n      taxablePaise\n      nonTaxablePaise\n      cgstPaise\n      sgstPaise\n      igstPaise\n      taxPaise\n      totalPaise\n      reverseCharge\n    }\n  }\n": types.InvoicePreviewDocument,
    "\n  fragment BookingVehicleFields on BookingVehicle {\n    id\n    position\n    seats\n    busId\n    busName\n    registrationNumber\n    vendorId\n    vendorName\n    vendorCost\n    vendorPaidAt\n    slipPathEn\n    slipPathHi\n    farmOutPathEn\n    farmOutPathHi\n  }\n": types.BookingVehicleFieldsFragmentDoc,
    "\n  query BookingVehicles($id: ID!) {\n    booking(id: $id) {\n      id\n      vehicles {\n        ...BookingVehicleFields\n      }\n      margin {\n        price\n        vendorCosts\n        margin\n      }\n    }\n  }\n": types.BookingVehiclesDocument,
    "\n  query VehicleBusChoices {\n    buses {\n      id\n      name\n      capacity\n      status\n      registrationNumber\n    }\n    vendors {\n      id\n      name\n      vehicles {\n        id\n        name\n        capacity\n        registrationNumber\n      }\n    }\n  }\n": types.VehicleBusChoicesDocument,
    "\n  mutation AllocateVehicles($bookingId: ID!, $vehicles: [VehicleInput!]!, $overrideReason: String) {\n    allocateVehicles(bookingId: $bookingId, vehicles: $vehicles, overrideReason: $overrideReason) {\n      ...BookingVehicleFields\n    }\n  }\n": types.AllocateVehiclesDocument,
    "\n  query BusBlackouts($id: ID!) {\n    bus(id: $id) {\n      id\n      blackouts {\n        id\n        startDate\n        endDate\n        reason\n      }\n    }\n  }\n": types.BusBlackoutsDocument,
    "\n  mutation AddBusBlackout($busId: ID!, $input: BlackoutInput!) {\n    addBusBlackout(busId: $busId, input: $input) {\n      id\n    }\n  }\n": types.AddBusBlackoutDocument,
    "\n  mutation RemoveBusBlackout($id: ID!) {\n    removeBusBlackout(id: $id)\n  }\n": types.RemoveBusBlackoutDocument,
    "\n  query AdminBuses {\n    buses {\n      ...BusDetail\n    }\n  }\n": types.AdminBusesDocument,
    "\n  mutation CreateBus($input: BusInput!) {\n    createBus(input: $input) {\n      ...BusDetail\n    }\n  }\n": types.CreateBusDocument,
    "\n  mutation UpdateBus($id: ID!, $input: BusInput!) {\n    updateBus(id: $id, input: $input) {\n      ...BusDetail\n    }\n  }\n": types.UpdateBusDocument,
    "\n  mutation DeleteBus($id: ID!) {\n    deleteBus(id: $id)\n  }\n": types.DeleteBusDocument,
    "\n  query ImageRules {\n    clientConfig {\n      imageUrlPattern\n      maxUploadBytes\n    }\n  }\n": types.ImageRulesDocument,
    "\n  query AdminCalendar($start: String!, $end: String!) {\n    bookingCalendar(start: $start, end: $end) {\n      ...BookingSummary\n      returnDate\n      name\n      vehicles {\n        id\n        busId\n      }\n      drivers {\n        id\n        driver {\n          id\n        }\n      }\n    }\n    blackoutCalendar(start: $start, end: $end) {\n      id\n      busId\n      startDate\n      endDate\n      reason\n    }\n    documentExpiries(from: $start, until: $end) {\n      id\n      busId\n      type\n      number\n      validUntil\n    }\n  }\n": types.AdminCalendarDocument,
    "\n  query AdminCustomers($search: String) {\n    customers(search: $search) {\n      id\n      name\n      email\n      mobileNo\n      username\n      hasPassword\n      createdAt\n      bookingCount\n      lastBookingDate\n    }\n  }\n": types.AdminCustomersDocument,
    "\n  query AdminCustomerBookings($id: ID!) {\n    customerBookings(id: $id) {\n      ...BookingSummary\n      destination\n    }\n  }\n": types.AdminCustomerBookingsDocument,
    "\n  query AdminContactMessages {\n    contactMessages {\n      id\n      name\n      email\n      phone\n      subject\n      message\n      handled\n      createdAt\n    }\n  }\n": types.AdminContactMessagesDocument,
    "\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handled\n    }\n  }\n": types.SetContactMessageHandledDocument,
    "\n  query AdminCustomerConsents($search: String) {\n    customers(search: $search) {\n      id\n      consents {\n        ...MessageConsentFields\n      }\n    }\n  }\n": types.AdminCustomerConsentsDocument,
    "\n  query AdminDestinations {\n    destinations {\n      id\n      name\n      shortDescription\n      description\n      images\n      order\n      nameHi\n      shortDescriptionHi\n      descriptionHi\n    }\n  }\n": types.AdminDestinationsDocument,
    "\n  mutation CreateDestination($input: DestinationInput!) {\n    createDestination(input: $input) {\n      id\n    }\n  }\n": types.CreateDestinationDocument,
    "\n  mutation UpdateDestination($id: ID!, $input: DestinationInput!) {\n    updateDestination(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateDestinationDocument,
    "\n  mutation DeleteDestination($id: ID!) {\n    deleteDestination(id: $id)\n  }\n": types.DeleteDestinationDocument,
    "\n  query DispatchBoard($from: String!, $days: Int!) {\n    dispatchBoard(from: $from, days: $days) {\n      from\n      until\n      days\n      trips {\n        bookingId\n        reference\n        customer\n        route\n        departureDate\n        returnDate\n        days\n        passengers\n        reportingTime\n        busId\n        busIds\n        driverIds\n      }\n      coaches {\n        id\n        name\n        registrationNumber\n        seats\n        maintenance\n        blackouts {\n          startDate\n          endDate\n          reason\n        }\n        marks {\n          date\n          label\n          lapsed\n        }\n      }\n      drivers {\n        id\n        name\n        phone\n        licenceValidUntil\n        marks {\n          date\n          label\n          lapsed\n        }\n      }\n    }\n  }\n": types.DispatchBoardDocument,
    "\n  query DispatchOptions($bookingId: ID!) {\n    dispatchOptions(bookingId: $bookingId) {\n      bookingId\n      reference\n      departureDate\n      returnDate\n      coaches {\n        id\n        name\n        current\n        free\n        reasons\n      }\n      drivers {\n        id\n        name\n        current\n        free\n        reasons\n      }\n    }\n  }\n": types.DispatchOptionsDocument,
    "\n  mutation DispatchChangeBus($id: ID!, $busId: ID!, $overrideReason: String) {\n    changeBookingBus(id: $id, busId: $busId, overrideReason: $overrideReason) {\n      id\n      bus {\n        id\n        name\n      }\n    }\n  }\n": types.DispatchChangeBusDocument,
    "\n  mutation DispatchAssignDrivers($bookingId: ID!, $driverIds: [ID!]!, $overrideReason: String) {\n    assignDrivers(bookingId: $bookingId, driverIds: $driverIds, overrideReason: $overrideReason) {\n      id\n      driver {\n        id\n        name\n      }\n    }\n  }\n": types.DispatchAssignDriversDocument,
    "\n  query DocumentSettings {\n    documentSettings {\n      requiredTypes\n      reminderDays\n      reminderEmail\n    }\n  }\n": types.DocumentSettingsDocument,
    "\n  mutation UpdateDocumentSettings($input: DocumentSettingsInput!) {\n    updateDocumentSettings(input: $input) {\n      requiredTypes\n      reminderDays\n      reminderEmail\n    }\n  }\n": types.UpdateDocumentSettingsDocument,
    "\n  fragment BusDocumentFields on BusDocument {\n    id\n    busId\n    busName\n    type\n    number\n    issuer\n    validFrom\n    validUntil\n    states\n    status\n    fileUrl\n    fileName\n  }\n": types.BusDocumentFieldsFragmentDoc,
    "\n  query BusDocuments($busId: ID!) {\n    busDocuments(busId: $busId) {\n      ...BusDocumentFields\n    }\n  }\n": types.BusDocumentsDocument,
    "\n  mutation AddBusDocument($busId: ID!, $input: BusDocumentInput!) {\n    addBusDocument(busId: $busId, input: $input) {\n      ...BusDocumentFields\n    }\n  }\n": types.AddBusDocumentDocument,
    "\n  mutation UpdateBusDocument($id: ID!, $input: BusDocumentInput!) {\n    updateBusDocument(id: $id, input: $input) {\n      ...BusDocumentFields\n    }\n  }\n": types.UpdateBusDocumentDocument,
    "\n  mutation DeleteBusDocument($id: ID!) {\n    deleteBusDocument(id: $id) {\n      id\n    }\n  }\n": types.DeleteBusDocumentDocument,
    "\n  query DocumentOverview {\n    documentOverview {\n      valid\n      expiring\n      expired\n      next {\n        ...BusDocumentFields\n      }\n    }\n  }\n": types.DocumentOverviewDocument,
    "\n  query UnassignedTrips {\n    unassignedTrips(days: 7) {\n      id\n      reference\n      name\n      departureDate\n      pickupLocation\n      destination\n      bus {\n        id\n        name\n      }\n    }\n  }\n": types.UnassignedTripsDocument,
    "\n  fragment DriverFields on Driver {\n    id\n    name\n    phone\n    licenceNumber\n    licenceValidUntil\n    language\n    languages\n    active\n    notes\n    photoUrl\n  }\n": types.DriverFieldsFragmentDoc,
    "\n  query AdminDrivers {\n    drivers {\n      ...DriverFields\n    }\n  }\n": types.AdminDriversDocument,
    "\n  mutation CreateDriver($input: DriverInput!) {\n    createDriver(input: $input) {\n      ...DriverFields\n    }\n  }\n": types.CreateDriverDocument,
    "\n  mutation UpdateDriver($id: ID!, $input: DriverInput!) {\n    updateDriver(id: $id, input: $input) {\n      ...DriverFields\n    }\n  }\n": types.UpdateDriverDocument,
    "\n  mutation DeleteDriver($id: ID!) {\n    deleteDriver(id: $id)\n  }\n": types.DeleteDriverDocument,
    "\n  query BookingDrivers($id: ID!, $withLinks: Boolean!) {\n    booking(id: $id) {\n      id\n      vehicles {\n        id\n        position\n        busName\n        registrationNumber\n      }\n      drivers {\n        id\n        seat\n        vehicleId\n        driver {\n          id\n          name\n          phone\n          language\n        }\n        link @include(if: $withLinks) {\n          path\n          validFrom\n          validUntil\n          revoked\n        }\n      }\n      trip {\n        startedAt\n        openingKm\n        closedAt\n        closingKm\n        actualKm\n        amountCollected\n        customerCode\n        codeAttemptsLeft\n        closedBy\n        steps {\n          kind\n          at\n          stop\n          expenseKind\n          amount\n          receiptUrl\n        }\n      }\n      duty {\n        bookingId\n        reportingTime\n        driverNotes\n        collectOnBoard\n        amountToCollectPaise\n        slipPathEn\n        slipPathHi\n      }\n      tripCharges {\n        source\n        description\n        quantity\n        unitPaise\n        amountPaise\n        receiptUrl\n        approved\n      }\n    }\n    drivers {\n      ...DriverFields\n    }\n  }\n": types.BookingDriversDocument,
    "\n  mutation AssignDrivers($bookingId: ID!, $driverIds: [ID!]!, $overrideReason: String, $vehicleId: ID) {\n    assignDrivers(\n      bookingId: $bookingId\n      driverIds: $driverIds\n      overrideReason: $overrideReason\n      vehicleId: $vehicleId\n    ) {\n      id\n    }\n  }\n": types.AssignDriversDocument,
    "\n  mutation SaveDutySlip($bookingId: ID!, $input: DutySlipInput!) {\n    saveDutySlip(bookingId: $bookingId, input: $input) {\n      bookingId\n      reportingTime\n      driverNotes\n      collectOnBoard\n      amountToCollectPaise\n    }\n  }\n": types.SaveDutySlipDocument,
    "\n  mutation DecideTripCharge($bookingId: ID!, $source: String!, $approve: Boolean!) {\n    decideTripCharge(bookingId: $bookingId, source: $source, approve: $approve) {\n      source\n      approved\n    }\n  }\n": types.DecideTripChargeDocument,
    "\n  mutation RevokeDriverLink($assignmentId: ID!) {\n    revokeDriverLink(assignmentId: $assignmentId) {\n      path\n      revoked\n    }\n  }\n": types.RevokeDriverLinkDocument,
    "\n  mutation RenewDriverLink($assignmentId: ID!) {\n    renewDriverLink(assignmentId: $assignmentId) {\n      path\n      revoked\n    }\n  }\n": types.RenewDriverLinkDocument,
    "\n  mutation CloseTripAsStaff($bookingId: ID!, $input: StaffCloseTripInput!) {\n    closeTripAsStaff(bookingId: $bookingId, input: $input) {\n      closedAt\n      actualKm\n    }\n  }\n": types.CloseTripAsStaffDocument,
    "\n  query DriverRosterLinks {\n    driverRosterLinks {\n      driverId\n      language\n      path\n    }\n  }\n": types.DriverRosterLinksDocument,
    "\n  mutation CreateDriverRosterLink($driverId: ID!) {\n    createDriverRosterLink(driverId: $driverId) {\n      driverId\n      language\n      path\n    }\n  }\n": types.CreateDriverRosterLinkDocument,
    "\n  mutation RevokeDriverRosterLink($driverId: ID!) {\n    revokeDriverRosterLink(driverId: $driverId) {\n      driverId\n      language\n      path\n    }\n  }\n": types.RevokeDriverRosterLinkDocument,
    "\n  fragment MessageTemplateFields on MessageTemplateView {\n    name\n    category\n    audience\n    when\n    parameters\n    texts {\n      language\n      whatsapp\n      sms\n      smsFlowId\n      dltTemplateId\n    }\n    enabled\n  }\n": types.MessageTemplateFieldsFragmentDoc,
    "\n  query AdminMessageTemplates {\n    messagingStatus {\n      whatsapp\n      sms\n      whatsappWebhookUrl\n      smsWebhookUrl\n    }\n    messageTemplates {\n      ...MessageTemplateFields\n    }\n  }\n": types.AdminMessageTemplatesDocument,
    "\n  mutation SetMessageTemplateEnabled($name: String!, $enabled: Boolean!) {\n    setMessageTemplateEnabled(name: $name, enabled: $enabled) {\n      ...MessageTemplateFields\n    }\n  }\n": types.SetMessageTemplateEnabledDocument,
    "\n  query AdminMessageCosts($month: String) {\n    messageCosts(month: $month) {\n      month\n      rows {\n        template\n        channel\n        count\n        cost\n      }\n    }\n  }\n": types.AdminMessageCostsDocument,
    "\n  query PaymentIssues($kind: String!) {\n    paymentIssues(kind: $kind) {\n      kind\n      id\n      bookingId\n      bookingReference\n      customerName\n      amount\n      detail\n      at\n    }\n  }\n": types.PaymentIssuesDocument,
    "\n  mutation AcceptHeldPayment($id: String!) {\n    acceptHeldPayment(gatewayPaymentId: $id) {\n      id\n    }\n  }\n": types.AcceptHeldPaymentDocument,
    "\n  query PaymentsPage($filter: PaymentFilter, $after: String) {\n    paymentsPage(filter: $filter, first: 50, after: $after) {\n      from\n      to\n      totalCount\n      total\n      byMethod {\n        method\n        count\n        amount\n      }\n      nextCursor\n      items {\n        id\n        bookingId\n        bookingReference\n        customerName\n        kind\n        method\n        amount\n        reference\n        receivedOn\n      }\n    }\n  }\n": types.PaymentsPageDocument,
    "\n  mutation UpdateSettings($input: SiteSettingsInput!) {\n    updateSettings(input: $input) {\n      ...SiteSettingsFields\n    }\n  }\n": types.UpdateSettingsDocument,
    "\n  fragment NotificationSettingsFields on NotificationSettings {\n    customerReceived\n    customerStatus\n    operatorNewBooking\n    reminders\n    operatorEmail\n  }\n": types.NotificationSettingsFieldsFragmentDoc,
    "\n  fragment PaymentSettingsFields on PaymentSettings {\n    upiId\n    upiPayee\n  }\n": types.PaymentSettingsFieldsFragmentDoc,
    "\n  query AdminSettings {\n    notificationSettings {\n      ...NotificationSettingsFields\n    }\n    paymentSettings {\n      ...PaymentSettingsFields\n    }\n  }\n": types.AdminSettingsDocument,
    "\n  fragment TaxSettingsFields on TaxSettings {\n    legalName\n    address\n    gstin\n    state\n    scheme\n    constitution\n    afterInvoice\n    sac\n    invoicePrefix\n  }\n": types.TaxSettingsFieldsFragmentDoc,
    "\n  query TaxSettings {\n    taxSettings {\n      ...TaxSettingsFields\n    }\n  }\n": types.TaxSettingsDocument,
    "\n  mutation UpdateTaxSettings($input: TaxSettingsInput!) {\n    updateTaxSettings(input: $input) {\n      ...TaxSettingsFields\n    }\n  }\n": types.UpdateTaxSettingsDocument,
    "\n  query StaffMembers {\n    staffMembers {\n      id\n      name\n      email\n      staffRole\n      invitePending\n      disabledAt\n      createdAt\n    }\n  }\n": types.StaffMembersDocument,
    "\n  mutation InviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      id\n    }\n  }\n": types.InviteStaffDocument,
    "\n  mutation ResendStaffInvite($userId: ID!) {\n    resendStaffInvite(userId: $userId) {\n      id\n      invitePending\n    }\n  }\n": types.ResendStaffInviteDocument,
    "\n  mutation SetStaffRole($userId: ID!, $staffRole: StaffRole!) {\n    setStaffRole(userId: $userId, staffRole: $staffRole) {\n      id\n      staffRole\n    }\n  }\n": types.SetStaffRoleDocument,
    "\n  mutation DisableStaff($userId: ID!) {\n    disableStaff(userId: $userId) {\n      id\n      disabledAt\n    }\n  }\n": types.DisableStaffDocument,
    "\n  mutation EnableStaff($userId: ID!) {\n    enableStaff(userId: $userId) {\n      id\n      disabledAt\n    }\n  }\n": types.EnableStaffDocument,
    "\n  query ActivityLog($filter: ActivityFilterInput) {\n    activity(filter: $filter) {\n      id\n      at\n      actorName\n      address\n      action\n      entity\n      entityId\n      subject\n      changes\n    }\n  }\n": types.ActivityLogDocument,
    "\n  query BookingActivityLog($id: ID!) {\n    booking(id: $id) {\n      id\n      activity {\n        id\n        at\n        actorName\n        action\n        changes\n      }\n    }\n  }\n": types.BookingActivityLogDocument,
    "\n  query StaffRoles {\n    staffRoles {\n      role\n      permissions\n    }\n  }\n": types.StaffRolesDocument,
    "\n  query AdminStats {\n    adminStats {\n      totalBookings\n      confirmedBookings\n      pendingBookings\n      cancelledBookings\n      totalDistance\n      availableBuses\n      totalBuses\n    }\n  }\n": types.AdminStatsDocument,
    "\n  query BookingsPerMonth {\n    bookingsPerMonth {\n      month\n      total\n      confirmed\n      pending\n      cancelled\n    }\n  }\n": types.BookingsPerMonthDocument,
    "\n  fragment VendorBusFields on Bus {\n    id\n    name\n    registrationNumber\n    capacity\n    description\n    vendorId\n  }\n": types.VendorBusFieldsFragmentDoc,
    "\n  fragment AdminVendorFields on Vendor {\n    id\n    name\n    gstin\n    pan\n    phone\n    contactName\n    vehicles {\n      ...VendorBusFields\n    }\n  }\n": types.AdminVendorFieldsFragmentDoc,
    "\n  query AdminVendors {\n    vendors {\n      ...AdminVendorFields\n    }\n  }\n": types.AdminVendorsDocument,
    "\n  mutation CreateVendor($input: VendorInput!) {\n    createVendor(input: $input) {\n      ...AdminVendorFields\n    }\n  }\n": types.CreateVendorDocument,
    "\n  mutation UpdateVendor($id: ID!, $input: VendorInput!) {\n    updateVendor(id: $id, input: $input) {\n      ...AdminVendorFields\n    }\n  }\n": types.UpdateVendorDocument,
    "\n  mutation DeleteVendor($id: ID!) {\n    deleteVendor(id: $id) {\n      id\n    }\n  }\n": types.DeleteVendorDocument,
    "\n  mutation AddVendorBus($vendorId: ID!, $input: VendorVehicleInput!) {\n    addVendorVehicle(vendorId: $vendorId, input: $input) {\n      ...VendorBusFields\n    }\n  }\n": types.AddVendorBusDocument,
    "\n  mutation UpdateVendorBus($id: ID!, $input: VendorVehicleInput!) {\n    updateVendorVehicle(id: $id, input: $input) {\n      ...VendorBusFields\n    }\n  }\n": types.UpdateVendorBusDocument,
    "\n  mutation RemoveVendorBus($id: ID!) {\n    removeVendorVehicle(id: $id) {\n      id\n    }\n  }\n": types.RemoveVendorBusDocument,
    "\n  query AdminVendorPayables($vendorId: ID, $unpaidOnly: Boolean) {\n    vendorPayables(vendorId: $vendorId, unpaidOnly: $unpaidOnly) {\n      rows {\n        vehicleId\n        bookingId\n        bookingRef\n        customerName\n        departureDate\n        returnDate\n        position\n        busName\n        registrationNumber\n        vendorId\n        vendorName\n        vendorCost\n        vendorPaidAt\n        vendorPaidReference\n      }\n      vendors {\n        vendorId\n        vendorName\n        owed\n        paid\n      }\n      owed\n      paid\n    }\n  }\n": types.AdminVendorPayablesDocument,
    "\n  mutation VendorPayablesMarkPaid($vehicleId: ID!, $reference: String!) {\n    markVendorPaid(vehicleId: $vehicleId, reference: $reference) {\n      vehicleId\n      vendorPaidAt\n      vendorPaidReference\n    }\n  }\n": types.VendorPayablesMarkPaidDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  fragment SessionFields on AuthPayload {\n    token\n    refreshToken\n    role\n    username\n    name\n    userId\n  }\n": types.SessionFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SessionFields\n    }\n  }\n": types.RegisterDocument,
    "\n  query BusAvailability($departureDate: String!, $days: Int!) {\n    busAvailability(departureDate: $departureDate, days: $days) {\n      busId\n      available\n      reason\n      reasonKey\n      reasonParams\n    }\n  }\n": types.BusAvailabilityDocument,
    "\n  fragment BookingFacts on Booking {\n    id\n    reference\n    name\n    email\n    phone\n    pickupLocation\n    destination\n    departureDate\n    days\n    distance\n    status\n    notes\n    passengers\n    agreedFare\n    advance\n    advanceReceivedOn\n    balance\n    cancelRequestedAt\n    cancelReason\n    cancelDeclinedMessage\n    bus {\n      id\n      name\n      capacity\n    }\n  }\n": types.BookingFactsFragmentDoc,
    "\n  query BookingPrefill {\n    me {\n      id\n      name\n      email\n      mobileNo\n    }\n  }\n": types.BookingPrefillDocument,
    "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      booking {\n        id\n        status\n        distance\n      }\n      auth {\n        ...SessionFields\n      }\n    }\n  }\n": types.CreateBookingDocument,
    "\n  query PlaceSuggestions($search: String!) {\n    places(search: $search, limit: 8) {\n      id\n      name\n      region\n    }\n  }\n": types.PlaceSuggestionsDocument,
    "\n  query ClientConfig {\n    clientConfig {\n      mapsApiKey\n    }\n  }\n": types.ClientConfigDocument,
    "\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) {\n      id\n    }\n  }\n": types.SubmitContactMessageDocument,
    "\n  query BookingBusPosition($id: ID!) {\n    booking(id: $id) {\n      id\n      busPosition {\n        lat\n        lon\n        accuracyM\n        recordedAt\n        near {\n          name\n          region\n        }\n      }\n    }\n  }\n": types.BookingBusPositionDocument,
    "\n  mutation RequestCancellation($id: ID!, $reason: String) {\n    requestCancellation(id: $id, reason: $reason) {\n      id\n      status\n      cancelRequestedAt\n      cancelReason\n      cancelDeclinedMessage\n    }\n  }\n": types.RequestCancellationDocument,
    "\n  fragment ConsentFields on MessageConsent {\n    purpose\n    channel\n    granted\n    source\n    wordingVersion\n    at\n  }\n": types.ConsentFieldsFragmentDoc,
    "\n  query MyConsents {\n    myConsents {\n      ...ConsentFields\n    }\n  }\n": types.MyConsentsDocument,
    "\n  mutation SetMyConsent($input: ConsentInput!) {\n    setMyConsent(input: $input) {\n      ...ConsentFields\n    }\n  }\n": types.SetMyConsentDocument,
    "\n  fragment BookingSummary on Booking {\n    id\n    reference\n    departureDate\n    days\n    status\n    bus {\n      id\n      name\n    }\n  }\n": types.BookingSummaryFragmentDoc,
    "\n  query MyBookings {\n    myBookings {\n      ...BookingSummary\n      destination\n      pickupLocation\n      distance\n      passengers\n      quoteState\n    }\n  }\n": types.MyBookingsDocument,
    "\n  subscription MyBookingChanged {\n    myBookingChanged {\n      kind\n      bookingId\n      booking {\n        id\n        status\n      }\n    }\n  }\n": types.MyBookingChangedDocument,
    "\n  query BookingDetail($id: ID!) {\n    booking(id: $id) {\n      ...BookingFacts\n      returnDate\n      vehicles {\n        id\n        position\n        seats\n        busName\n      }\n      tripPlan {\n        tripType\n        stops {\n          place\n          day\n          time\n          nightHalt\n        }\n      }\n      upiPayment {\n        link\n        amount\n        purpose\n        qrPng\n      }\n      payments {\n        id\n        method\n        amount\n        reference\n        receivedOn\n      }\n      refunds {\n        id\n        amount\n        status\n      }\n      onlinePayment {\n        amount\n        kind\n      }\n      history {\n        fromStatus\n        toStatus\n        changedAt\n      }\n    }\n  }\n": types.BookingDetailDocument,
    "\n  query AccountLanguage {\n    me {\n      id\n      language\n    }\n  }\n": types.AccountLanguageDocument,
    "\n  mutation SaveAccountLanguage($language: String!) {\n    setMyLanguage(language: $language)\n  }\n": types.SaveAccountLanguageDocument,
    "\n  mutation DriverSharePosition($token: String!, $input: DriverPositionInput!) {\n    driverSharePosition(token: $token, input: $input) {\n      stored\n      recordedAt\n    }\n  }\n": types.DriverSharePositionDocument,
    "\n  fragment DriverTripFields on DriverTrip {\n    bookingId\n    reference\n    driverName\n    language\n    departureDate\n    returnDate\n    days\n    pickupLocation\n    destination\n    plan\n    stops {\n      place\n      day\n      time\n      nightHalt\n    }\n    returnTo\n    customerName\n    customerPhone\n    passengers\n    busName\n    registrationNumber\n    notes\n    reportingTime\n    amountToCollectPaise\n    validUntil\n    startedAt\n    openingKm\n    closedAt\n    closingKm\n    actualKm\n    amountCollected\n    codeAttemptsLeft\n    steps {\n      kind\n      at\n      km\n      stop\n      expenseKind\n      amount\n    }\n  }\n": types.DriverTripFieldsFragmentDoc,
    "\n  query DriverTripPage($token: String!) {\n    driverTrip(token: $token) {\n      ...DriverTripFields\n    }\n  }\n": types.DriverTripPageDocument,
    "\n  mutation DriverStart($token: String!, $input: DriverStartInput!) {\n    driverStartTrip(token: $token, input: $input) {\n      ...DriverTripFields\n    }\n  }\n": types.DriverStartDocument,
    "\n  mutation DriverStop($token: String!, $input: DriverStopInput!) {\n    driverReachStop(token: $token, input: $input) {\n      ...DriverTripFields\n    }\n  }\n": types.DriverStopDocument,
    "\n  mutation DriverClose($token: String!, $input: DriverCloseInput!) {\n    driverCloseTrip(token: $token, input: $input) {\n      ...DriverTripFields\n    }\n  }\n": types.DriverCloseDocument,
    "\n  fragment BusSummary on Bus {\n    id\n    name\n    capacity\n    status\n    description\n    features\n    images\n  }\n": types.BusSummaryFragmentDoc,
    "\n  fragment BusDetail on Bus {\n    ...BusSummary\n    lastMaintenance\n    registrationNumber\n    popularRoutes {\n      id\n      from\n      to\n      duration\n      distance\n    }\n  }\n": types.BusDetailFragmentDoc,
    "\n  query Buses {\n    buses {\n      ...BusSummary\n    }\n  }\n": types.BusesDocument,
    "\n  query Bus($id: ID!) {\n    bus(id: $id) {\n      ...BusDetail\n    }\n  }\n": types.BusDocument,
    "\n  query Destinations($hi: Boolean!) {\n    destinations {\n      id\n      name\n      shortDescription\n      description\n      images\n      nameHi @include(if: $hi)\n      shortDescriptionHi @include(if: $hi)\n      descriptionHi @include(if: $hi)\n    }\n  }\n": types.DestinationsDocument,
    "\n  fragment InvoiceFields on Invoice {\n    id\n    kind\n    number\n    issueDate\n    taxable\n    tax\n    total\n    reverseCharge\n    reason\n    invoiceId\n  }\n": types.InvoiceFieldsFragmentDoc,
    "\n  fragment BillingFields on BookingBilling {\n    bookingId\n    name\n    address\n    gstin\n    business\n    bodyCorporate\n    stateCode\n  }\n": types.BillingFieldsFragmentDoc,
    "\n  query BookingInvoices($id: ID!) {\n    booking(id: $id) {\n      id\n      status\n      billing {\n        ...BillingFields\n      }\n      invoices {\n        ...InvoiceFields\n      }\n    }\n  }\n": types.BookingInvoicesDocument,
    "\n  mutation SaveBillingDetails($bookingId: ID!, $input: BillingInput!) {\n    saveBillingDetails(bookingId: $bookingId, input: $input) {\n      ...BillingFields\n    }\n  }\n": types.SaveBillingDetailsDocument,
    "\n  mutation CreatePaymentOrder($bookingId: ID!, $token: String) {\n    createPaymentOrder(bookingId: $bookingId, token: $token) {\n      orderId\n      keyId\n      amountPaise\n      currency\n      kind\n      name\n      email\n      contact\n      description\n    }\n  }\n": types.CreatePaymentOrderDocument,
    "\n  mutation SetQuoteConsent($bookingId: ID!, $granted: Boolean!, $token: String) {\n    setQuoteConsent(bookingId: $bookingId, granted: $granted, token: $token) {\n      channel\n      granted\n    }\n  }\n": types.SetQuoteConsentDocument,
    "\n  fragment QuoteFields on Quote {\n    id\n    bookingId\n    version\n    state\n    gstRate\n    intraState\n    reverseCharge\n    placeOfSupply\n    taxable\n    cgst\n    sgst\n    igst\n    passThrough\n    total\n    advance\n    advancePercent\n    validUntil\n    inclusions\n    exclusions\n    notes\n    acceptedAt\n    acceptedByName\n    changeRequest\n    lines {\n      position\n      kind\n      label\n      quantity\n      unit\n      amount\n      atActuals\n    }\n  }\n": types.QuoteFieldsFragmentDoc,
    "\n  query CustomerQuote($bookingId: ID!, $token: String) {\n    quote(bookingId: $bookingId, token: $token) {\n      ...QuoteFields\n      cancellationTerms\n      cancellationTermsHi\n      pdfPath\n      pdfPathHi\n      trip {\n        reference\n        pickupLocation\n        destination\n        departureDate\n        days\n        passengers\n        busName\n        plan {\n          tripType\n          stops {\n            place\n            day\n            nightHalt\n          }\n        }\n      }\n      upiPayment {\n        link\n        amount\n        purpose\n        qrPng\n      }\n      onlinePayment {\n        amount\n        kind\n      }\n    }\n  }\n": types.CustomerQuoteDocument,
    "\n  mutation AcceptQuote($bookingId: ID!, $input: AcceptQuoteInput!) {\n    acceptQuote(bookingId: $bookingId, input: $input) {\n      ...QuoteFields\n      upiPayment {\n        link\n        amount\n        purpose\n        qrPng\n      }\n      onlinePayment {\n        amount\n        kind\n      }\n    }\n  }\n": types.AcceptQuoteDocument,
    "\n  mutation RequestQuoteChange($bookingId: ID!, $input: QuoteChangeInput!) {\n    requestQuoteChange(bookingId: $bookingId, input: $input) {\n      ...QuoteFields\n    }\n  }\n": types.RequestQuoteChangeDocument,
    "\n  query DriverRoster($token: String!) {\n    driverRoster(token: $token) {\n      driverName\n      language\n      duties {\n        reference\n        departureDate\n        returnDate\n        reportingTime\n        reportingPlace\n        destination\n        busName\n        registrationNumber\n        seat\n        tripPath\n        opensOn\n      }\n    }\n  }\n": types.DriverRosterDocument,
    "\n  fragment SiteSettingsFields on SiteSettings {\n    bookingPhones\n    whatsappContacts {\n      label\n      number\n    }\n    email\n    supportHours\n    businessHours\n    address\n    mapLat\n    mapLng\n  }\n": types.SiteSettingsFieldsFragmentDoc,
    "\n  query SiteSettings {\n    settings {\n      ...SiteSettingsFields\n    }\n  }\n": types.SiteSettingsDocument,
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
export function graphql(source: "\n  query CheckToken {\n    me {\n      id\n      name\n      role\n      staffRole\n      permissions\n    }\n  }\n"): (typeof documents)["\n  query CheckToken {\n    me {\n      id\n      name\n      role\n      staffRole\n      permissions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserSessions($userId: ID!) {\n    userSessions(userId: $userId) {\n      id\n      createdAt\n      lastUsedAt\n      expiresAt\n      remember\n    }\n  }\n"): (typeof documents)["\n  query AdminUserSessions($userId: ID!) {\n    userSessions(userId: $userId) {\n      id\n      createdAt\n      lastUsedAt\n      expiresAt\n      remember\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRevokeUserSessions($userId: ID!, $sessionId: ID) {\n    revokeUserSessions(userId: $userId, sessionId: $sessionId)\n  }\n"): (typeof documents)["\n  mutation AdminRevokeUserSessions($userId: ID!, $sessionId: ID) {\n    revokeUserSessions(userId: $userId, sessionId: $sessionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      ...NotificationSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      ...NotificationSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n    updatePaymentSettings(input: $input) {\n      ...PaymentSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n    updatePaymentSettings(input: $input) {\n      ...PaymentSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminQuoteSettings {\n    quoteSettings {\n      depot\n      cancellationTerms\n      cancellationTermsHi\n    }\n  }\n"): (typeof documents)["\n  query AdminQuoteSettings {\n    quoteSettings {\n      depot\n      cancellationTerms\n      cancellationTermsHi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveQuoteSettings($input: QuoteSettingsInput!) {\n    saveQuoteSettings(input: $input) {\n      depot\n      cancellationTerms\n      cancellationTermsHi\n    }\n  }\n"): (typeof documents)["\n  mutation SaveQuoteSettings($input: QuoteSettingsInput!) {\n    saveQuoteSettings(input: $input) {\n      depot\n      cancellationTerms\n      cancellationTermsHi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RateCards {\n    rateCards {\n      card {\n        id\n        name\n        busId\n        seatsFrom\n        seatsTo\n      }\n      current {\n        effectiveFrom\n        perKm\n        minKmPerDay\n        driverAllowance\n        nightHalt\n        gstRate\n      }\n      versions {\n        id\n        effectiveFrom\n      }\n    }\n  }\n"): (typeof documents)["\n  query RateCards {\n    rateCards {\n      card {\n        id\n        name\n        busId\n        seatsFrom\n        seatsTo\n      }\n      current {\n        effectiveFrom\n        perKm\n        minKmPerDay\n        driverAllowance\n        nightHalt\n        gstRate\n      }\n      versions {\n        id\n        effectiveFrom\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRateCard($input: RateCardInput!) {\n    saveRateCard(input: $input) {\n      card {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveRateCard($input: RateCardInput!) {\n    saveRateCard(input: $input) {\n      card {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRefundPolicy {\n    refundPolicy {\n      tiers {\n        daysBefore\n        percent\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRefundPolicy {\n    refundPolicy {\n      tiers {\n        daysBefore\n        percent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRefundPolicy($input: RefundPolicyInput!) {\n    updateRefundPolicy(input: $input) {\n      tiers {\n        daysBefore\n        percent\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveRefundPolicy($input: RefundPolicyInput!) {\n    updateRefundPolicy(input: $input) {\n      tiers {\n        daysBefore\n        percent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusChoices {\n    buses {\n      id\n      name\n      capacity\n      status\n    }\n  }\n"): (typeof documents)["\n  query BusChoices {\n    buses {\n      id\n      name\n      capacity\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeBookingBus($id: ID!, $busId: ID!, $overrideReason: String) {\n    changeBookingBus(id: $id, busId: $busId, overrideReason: $overrideReason) {\n      ...AdminBookingFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeBookingBus($id: ID!, $busId: ID!, $overrideReason: String) {\n    changeBookingBus(id: $id, busId: $busId, overrideReason: $overrideReason) {\n      ...AdminBookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordFare($id: ID!, $input: FareInput!) {\n    recordFare(id: $id, input: $input) {\n      ...AdminBookingFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordFare($id: ID!, $input: FareInput!) {\n    recordFare(id: $id, input: $input) {\n      ...AdminBookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueInvoice($bookingId: ID!) {\n    issueInvoice(bookingId: $bookingId) {\n      ...InvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation IssueInvoice($bookingId: ID!) {\n    issueInvoice(bookingId: $bookingId) {\n      ...InvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueCreditNote($invoiceId: ID!, $amount: String!, $reason: String!) {\n    issueCreditNote(invoiceId: $invoiceId, amount: $amount, reason: $reason) {\n      ...InvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation IssueCreditNote($invoiceId: ID!, $amount: String!, $reason: String!) {\n    issueCreditNote(invoiceId: $invoiceId, amount: $amount, reason: $reason) {\n      ...InvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingPayments($id: ID!) {\n    payments(bookingId: $id) {\n      id\n      kind\n      method\n      amount\n      reference\n      receivedOn\n      recordedBy\n    }\n  }\n"): (typeof documents)["\n  query BookingPayments($id: ID!) {\n    payments(bookingId: $id) {\n      id\n      kind\n      method\n      amount\n      reference\n      receivedOn\n      recordedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BookingPaymentsTouched {\n    bookingChanged {\n      kind\n      bookingId\n    }\n  }\n"): (typeof documents)["\n  subscription BookingPaymentsTouched {\n    bookingChanged {\n      kind\n      bookingId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingRefunds($id: ID!) {\n    refunds(bookingId: $id) {\n      id\n      paymentId\n      amount\n      method\n      status\n      reason\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query BookingRefunds($id: ID!) {\n    refunds(bookingId: $id) {\n      id\n      paymentId\n      amount\n      method\n      status\n      reason\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundPayment($paymentId: ID!, $input: RefundInput!) {\n    refundPayment(paymentId: $paymentId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RefundPayment($paymentId: ID!, $input: RefundInput!) {\n    refundPayment(paymentId: $paymentId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerCancellation($id: ID!, $accept: Boolean!, $message: String) {\n    answerCancellation(id: $id, accept: $accept, message: $message) {\n      ...AdminBookingFields\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerCancellation($id: ID!, $accept: Boolean!, $message: String) {\n    answerCancellation(id: $id, accept: $accept, message: $message) {\n      ...AdminBookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingPaymentOrders($id: ID!) {\n    paymentOrders(bookingId: $id) {\n      id\n      kind\n      amount\n      receipt\n      status\n      note\n      linkUrl\n      createdAt\n    }\n    clientConfig {\n      onlinePayments\n    }\n  }\n"): (typeof documents)["\n  query BookingPaymentOrders($id: ID!) {\n    paymentOrders(bookingId: $id) {\n      id\n      kind\n      amount\n      receipt\n      status\n      note\n      linkUrl\n      createdAt\n    }\n    clientConfig {\n      onlinePayments\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPaymentLink($id: ID!) {\n    sendPaymentLink(bookingId: $id) {\n      order {\n        id\n        linkUrl\n      }\n      whatsappLink\n    }\n  }\n"): (typeof documents)["\n  mutation SendPaymentLink($id: ID!) {\n    sendPaymentLink(bookingId: $id) {\n      order {\n        id\n        linkUrl\n      }\n      whatsappLink\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CancellationRefund($id: ID!) {\n    cancellationRefund(bookingId: $id) {\n      daysBefore\n      tierDays\n      percent\n      refundable\n      suggested\n    }\n  }\n"): (typeof documents)["\n  query CancellationRefund($id: ID!) {\n    cancellationRefund(bookingId: $id) {\n      daysBefore\n      tierDays\n      percent\n      refundable\n      suggested\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundBooking($id: ID!, $input: RefundBookingInput!) {\n    refundBooking(bookingId: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RefundBooking($id: ID!, $input: RefundBookingInput!) {\n    refundBooking(bookingId: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPayment($id: ID!, $input: RecordPaymentInput!) {\n    recordPayment(bookingId: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RecordPayment($id: ID!, $input: RecordPaymentInput!) {\n    recordPayment(bookingId: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffNoteFields on StaffNote {\n    id\n    body\n    author\n    createdAt\n  }\n"): (typeof documents)["\n  fragment StaffNoteFields on StaffNote {\n    id\n    body\n    author\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffNotes($id: ID!, $onBooking: Boolean!) {\n    booking(id: $id) @include(if: $onBooking) {\n      id\n      staffNotes {\n        ...StaffNoteFields\n      }\n    }\n    customerNotes(customerId: $id) @skip(if: $onBooking) {\n      ...StaffNoteFields\n    }\n  }\n"): (typeof documents)["\n  query StaffNotes($id: ID!, $onBooking: Boolean!) {\n    booking(id: $id) @include(if: $onBooking) {\n      id\n      staffNotes {\n        ...StaffNoteFields\n      }\n    }\n    customerNotes(customerId: $id) @skip(if: $onBooking) {\n      ...StaffNoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCustomerNote($id: ID!, $body: String!) {\n    addCustomerNote(customerId: $id, body: $body) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddCustomerNote($id: ID!, $body: String!) {\n    addCustomerNote(customerId: $id, body: $body) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBookingNote($id: ID!, $body: String!) {\n    addBookingNote(bookingId: $id, body: $body) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddBookingNote($id: ID!, $body: String!) {\n    addBookingNote(bookingId: $id, body: $body) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminBookingFields on Booking {\n    ...BookingFacts\n    nextStatuses\n    createdAt\n    quoteState\n    completedAt\n  }\n"): (typeof documents)["\n  fragment AdminBookingFields on Booking {\n    ...BookingFacts\n    nextStatuses\n    createdAt\n    quoteState\n    completedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookingsPage($filter: BookingFilter, $first: Int!, $after: String) {\n    bookingsPage(filter: $filter, first: $first, after: $after) {\n      totalCount\n      totalIsEstimate\n      nextCursor\n      items {\n        ...AdminBookingFields\n        drivers {\n          id\n          driver {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminBookingsPage($filter: BookingFilter, $first: Int!, $after: String) {\n    bookingsPage(filter: $filter, first: $first, after: $after) {\n      totalCount\n      totalIsEstimate\n      nextCursor\n      items {\n        ...AdminBookingFields\n        drivers {\n          id\n          driver {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBookingStatus($id: ID!, $status: BookingStatus!, $overrideReason: String) {\n    setBookingStatus(id: $id, status: $status, overrideReason: $overrideReason) {\n      ...AdminBookingFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetBookingStatus($id: ID!, $status: BookingStatus!, $overrideReason: String) {\n    setBookingStatus(id: $id, status: $status, overrideReason: $overrideReason) {\n      ...AdminBookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBooking($id: ID!) {\n    deleteBooking(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBooking($id: ID!) {\n    deleteBooking(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminBookingChanged {\n    bookingChanged {\n      kind\n      bookingId\n      booking {\n        ...AdminBookingFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AdminBookingChanged {\n    bookingChanged {\n      kind\n      bookingId\n      booking {\n        ...AdminBookingFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookingHistory($id: ID!) {\n    booking(id: $id) {\n      id\n      balance\n      completedAt\n      history {\n        fromStatus\n        toStatus\n        changedBy\n        changedAt\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminBookingHistory($id: ID!) {\n    booking(id: $id) {\n      id\n      balance\n      completedAt\n      history {\n        fromStatus\n        toStatus\n        changedBy\n        changedAt\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingMessageFields on NotificationMessage {\n    id\n    kind\n    recipient\n    state\n    attempts\n    error\n    createdAt\n    sentAt\n  }\n"): (typeof documents)["\n  fragment BookingMessageFields on NotificationMessage {\n    id\n    kind\n    recipient\n    state\n    attempts\n    error\n    createdAt\n    sentAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PhoneMessageFields on PhoneMessage {\n    id\n    channel\n    template\n    text\n    language\n    recipient\n    state\n    errorCode\n    error\n    cost\n    attempts\n    createdAt\n    sentAt\n    deliveredAt\n    readAt\n  }\n"): (typeof documents)["\n  fragment PhoneMessageFields on PhoneMessage {\n    id\n    channel\n    template\n    text\n    language\n    recipient\n    state\n    errorCode\n    error\n    cost\n    attempts\n    createdAt\n    sentAt\n    deliveredAt\n    readAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageConsentFields on MessageConsent {\n    purpose\n    channel\n    granted\n    source\n    wordingVersion\n    at\n  }\n"): (typeof documents)["\n  fragment MessageConsentFields on MessageConsent {\n    purpose\n    channel\n    granted\n    source\n    wordingVersion\n    at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookingMessages($id: ID!) {\n    booking(id: $id) {\n      id\n      messages {\n        ...BookingMessageFields\n      }\n      phoneMessages {\n        ...PhoneMessageFields\n      }\n      whatsAppWindowOpenUntil\n      consents {\n        ...MessageConsentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminBookingMessages($id: ID!) {\n    booking(id: $id) {\n      id\n      messages {\n        ...BookingMessageFields\n      }\n      phoneMessages {\n        ...PhoneMessageFields\n      }\n      whatsAppWindowOpenUntil\n      consents {\n        ...MessageConsentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryMessage($id: ID!) {\n    retryMessage(id: $id) {\n      ...BookingMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation RetryMessage($id: ID!) {\n    retryMessage(id: $id) {\n      ...BookingMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BookingMessageChanged($bookingId: ID!) {\n    bookingMessageChanged(bookingId: $bookingId) {\n      ...PhoneMessageFields\n    }\n  }\n"): (typeof documents)["\n  subscription BookingMessageChanged($bookingId: ID!) {\n    bookingMessageChanged(bookingId: $bookingId) {\n      ...PhoneMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendWhatsAppText($bookingId: ID!, $text: String!) {\n    sendWhatsAppText(bookingId: $bookingId, text: $text) {\n      ...PhoneMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendWhatsAppText($bookingId: ID!, $text: String!) {\n    sendWhatsAppText(bookingId: $bookingId, text: $text) {\n      ...PhoneMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffQuoteFields on Quote {\n    ...QuoteFields\n    changeRequestedAt\n    share {\n      customerLink\n      whatsappLink\n    }\n  }\n"): (typeof documents)["\n  fragment StaffQuoteFields on Quote {\n    ...QuoteFields\n    changeRequestedAt\n    share {\n      customerLink\n      whatsappLink\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffQuote($bookingId: ID!) {\n    quote(bookingId: $bookingId) {\n      ...StaffQuoteFields\n    }\n  }\n"): (typeof documents)["\n  query StaffQuote($bookingId: ID!) {\n    quote(bookingId: $bookingId) {\n      ...StaffQuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrepareQuote($bookingId: ID!) {\n    prepareQuote(bookingId: $bookingId) {\n      ...StaffQuoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation PrepareQuote($bookingId: ID!) {\n    prepareQuote(bookingId: $bookingId) {\n      ...StaffQuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateQuoteLines($bookingId: ID!, $input: QuoteInput!) {\n    updateQuoteLines(bookingId: $bookingId, input: $input) {\n      ...StaffQuoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateQuoteLines($bookingId: ID!, $input: QuoteInput!) {\n    updateQuoteLines(bookingId: $bookingId, input: $input) {\n      ...StaffQuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendQuote($bookingId: ID!) {\n    sendQuote(bookingId: $bookingId) {\n      ...StaffQuoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendQuote($bookingId: ID!) {\n    sendQuote(bookingId: $bookingId) {\n      ...StaffQuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffBookingCustomers($search: String) {\n    customers(search: $search) {\n      id\n      name\n      email\n      mobileNo\n      bookingCount\n    }\n  }\n"): (typeof documents)["\n  query StaffBookingCustomers($search: String) {\n    customers(search: $search) {\n      id\n      name\n      email\n      mobileNo\n      bookingCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBookingForCustomer($input: StaffBookingInput!) {\n    createBookingForCustomer(input: $input) {\n      ...AdminBookingFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBookingForCustomer($input: StaffBookingInput!) {\n    createBookingForCustomer(input: $input) {\n      ...AdminBookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookingToView($id: ID!) {\n    booking(id: $id) {\n      ...AdminBookingFields\n    }\n  }\n"): (typeof documents)["\n  query AdminBookingToView($id: ID!) {\n    booking(id: $id) {\n      ...AdminBookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripSettlement($bookingId: ID!) {\n    tripSettlement(bookingId: $bookingId) {\n      tripState\n      completedAt\n      quotedKm\n      actualKm\n      charges {\n        description\n        amountPaise\n        approved\n      }\n      collectedPaise\n      billedPaise\n      receivedPaise\n      balancePaise\n      missing\n    }\n  }\n"): (typeof documents)["\n  query TripSettlement($bookingId: ID!) {\n    tripSettlement(bookingId: $bookingId) {\n      tripState\n      completedAt\n      quotedKm\n      actualKm\n      charges {\n        description\n        amountPaise\n        approved\n      }\n      collectedPaise\n      billedPaise\n      receivedPaise\n      balancePaise\n      missing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteTrip($bookingId: ID!) {\n    completeTrip(bookingId: $bookingId) {\n      tripState\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteTrip($bookingId: ID!) {\n    completeTrip(bookingId: $bookingId) {\n      tripState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoicePreview($bookingId: ID!) {\n    invoicePreview(bookingId: $bookingId) {\n      recipient\n      gstin\n      taxablePaise\n      nonTaxablePaise\n      cgstPaise\n      sgstPaise\n      igstPaise\n      taxPaise\n      totalPaise\n      reverseCharge\n    }\n  }\n"): (typeof documents)["\n  query InvoicePreview($bookingId: ID!) {\n    invoicePreview(bookingId: $bookingId) {\n      recipient\n      gstin\n      taxablePaise\n      nonTaxablePaise\n      cgstPaise\n      sgstPaise\n      igstPaise\n      taxPaise\n      totalPaise\n      reverseCharge\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingVehicleFields on BookingVehicle {\n    id\n    position\n    seats\n    busId\n    busName\n    registrationNumber\n    vendorId\n    vendorName\n    vendorCost\n    vendorPaidAt\n    slipPathEn\n    slipPathHi\n    farmOutPathEn\n    farmOutPathHi\n  }\n"): (typeof documents)["\n  fragment BookingVehicleFields on BookingVehicle {\n    id\n    position\n    seats\n    busId\n    busName\n    registrationNumber\n    vendorId\n    vendorName\n    vendorCost\n    vendorPaidAt\n    slipPathEn\n    slipPathHi\n    farmOutPathEn\n    farmOutPathHi\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingVehicles($id: ID!) {\n    booking(id: $id) {\n      id\n      vehicles {\n        ...BookingVehicleFields\n      }\n      margin {\n        price\n        vendorCosts\n        margin\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingVehicles($id: ID!) {\n    booking(id: $id) {\n      id\n      vehicles {\n        ...BookingVehicleFields\n      }\n      margin {\n        price\n        vendorCosts\n        margin\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VehicleBusChoices {\n    buses {\n      id\n      name\n      capacity\n      status\n      registrationNumber\n    }\n    vendors {\n      id\n      name\n      vehicles {\n        id\n        name\n        capacity\n        registrationNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query VehicleBusChoices {\n    buses {\n      id\n      name\n      capacity\n      status\n      registrationNumber\n    }\n    vendors {\n      id\n      name\n      vehicles {\n        id\n        name\n        capacity\n        registrationNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AllocateVehicles($bookingId: ID!, $vehicles: [VehicleInput!]!, $overrideReason: String) {\n    allocateVehicles(bookingId: $bookingId, vehicles: $vehicles, overrideReason: $overrideReason) {\n      ...BookingVehicleFields\n    }\n  }\n"): (typeof documents)["\n  mutation AllocateVehicles($bookingId: ID!, $vehicles: [VehicleInput!]!, $overrideReason: String) {\n    allocateVehicles(bookingId: $bookingId, vehicles: $vehicles, overrideReason: $overrideReason) {\n      ...BookingVehicleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusBlackouts($id: ID!) {\n    bus(id: $id) {\n      id\n      blackouts {\n        id\n        startDate\n        endDate\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query BusBlackouts($id: ID!) {\n    bus(id: $id) {\n      id\n      blackouts {\n        id\n        startDate\n        endDate\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBusBlackout($busId: ID!, $input: BlackoutInput!) {\n    addBusBlackout(busId: $busId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddBusBlackout($busId: ID!, $input: BlackoutInput!) {\n    addBusBlackout(busId: $busId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBusBlackout($id: ID!) {\n    removeBusBlackout(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveBusBlackout($id: ID!) {\n    removeBusBlackout(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBuses {\n    buses {\n      ...BusDetail\n    }\n  }\n"): (typeof documents)["\n  query AdminBuses {\n    buses {\n      ...BusDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBus($input: BusInput!) {\n    createBus(input: $input) {\n      ...BusDetail\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBus($input: BusInput!) {\n    createBus(input: $input) {\n      ...BusDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBus($id: ID!, $input: BusInput!) {\n    updateBus(id: $id, input: $input) {\n      ...BusDetail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBus($id: ID!, $input: BusInput!) {\n    updateBus(id: $id, input: $input) {\n      ...BusDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBus($id: ID!) {\n    deleteBus(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBus($id: ID!) {\n    deleteBus(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImageRules {\n    clientConfig {\n      imageUrlPattern\n      maxUploadBytes\n    }\n  }\n"): (typeof documents)["\n  query ImageRules {\n    clientConfig {\n      imageUrlPattern\n      maxUploadBytes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCalendar($start: String!, $end: String!) {\n    bookingCalendar(start: $start, end: $end) {\n      ...BookingSummary\n      returnDate\n      name\n      vehicles {\n        id\n        busId\n      }\n      drivers {\n        id\n        driver {\n          id\n        }\n      }\n    }\n    blackoutCalendar(start: $start, end: $end) {\n      id\n      busId\n      startDate\n      endDate\n      reason\n    }\n    documentExpiries(from: $start, until: $end) {\n      id\n      busId\n      type\n      number\n      validUntil\n    }\n  }\n"): (typeof documents)["\n  query AdminCalendar($start: String!, $end: String!) {\n    bookingCalendar(start: $start, end: $end) {\n      ...BookingSummary\n      returnDate\n      name\n      vehicles {\n        id\n        busId\n      }\n      drivers {\n        id\n        driver {\n          id\n        }\n      }\n    }\n    blackoutCalendar(start: $start, end: $end) {\n      id\n      busId\n      startDate\n      endDate\n      reason\n    }\n    documentExpiries(from: $start, until: $end) {\n      id\n      busId\n      type\n      number\n      validUntil\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomers($search: String) {\n    customers(search: $search) {\n      id\n      name\n      email\n      mobileNo\n      username\n      hasPassword\n      createdAt\n      bookingCount\n      lastBookingDate\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomers($search: String) {\n    customers(search: $search) {\n      id\n      name\n      email\n      mobileNo\n      username\n      hasPassword\n      createdAt\n      bookingCount\n      lastBookingDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerBookings($id: ID!) {\n    customerBookings(id: $id) {\n      ...BookingSummary\n      destination\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomerBookings($id: ID!) {\n    customerBookings(id: $id) {\n      ...BookingSummary\n      destination\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContactMessages {\n    contactMessages {\n      id\n      name\n      email\n      phone\n      subject\n      message\n      handled\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminContactMessages {\n    contactMessages {\n      id\n      name\n      email\n      phone\n      subject\n      message\n      handled\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handled\n    }\n  }\n"): (typeof documents)["\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerConsents($search: String) {\n    customers(search: $search) {\n      id\n      consents {\n        ...MessageConsentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomerConsents($search: String) {\n    customers(search: $search) {\n      id\n      consents {\n        ...MessageConsentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDestinations {\n    destinations {\n      id\n      name\n      shortDescription\n      description\n      images\n      order\n      nameHi\n      shortDescriptionHi\n      descriptionHi\n    }\n  }\n"): (typeof documents)["\n  query AdminDestinations {\n    destinations {\n      id\n      name\n      shortDescription\n      description\n      images\n      order\n      nameHi\n      shortDescriptionHi\n      descriptionHi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDestination($input: DestinationInput!) {\n    createDestination(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDestination($input: DestinationInput!) {\n    createDestination(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDestination($id: ID!, $input: DestinationInput!) {\n    updateDestination(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDestination($id: ID!, $input: DestinationInput!) {\n    updateDestination(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDestination($id: ID!) {\n    deleteDestination(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteDestination($id: ID!) {\n    deleteDestination(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DispatchBoard($from: String!, $days: Int!) {\n    dispatchBoard(from: $from, days: $days) {\n      from\n      until\n      days\n      trips {\n        bookingId\n        reference\n        customer\n        route\n        departureDate\n        returnDate\n        days\n        passengers\n        reportingTime\n        busId\n        busIds\n        driverIds\n      }\n      coaches {\n        id\n        name\n        registrationNumber\n        seats\n        maintenance\n        blackouts {\n          startDate\n          endDate\n          reason\n        }\n        marks {\n          date\n          label\n          lapsed\n        }\n      }\n      drivers {\n        id\n        name\n        phone\n        licenceValidUntil\n        marks {\n          date\n          label\n          lapsed\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DispatchBoard($from: String!, $days: Int!) {\n    dispatchBoard(from: $from, days: $days) {\n      from\n      until\n      days\n      trips {\n        bookingId\n        reference\n        customer\n        route\n        departureDate\n        returnDate\n        days\n        passengers\n        reportingTime\n        busId\n        busIds\n        driverIds\n      }\n      coaches {\n        id\n        name\n        registrationNumber\n        seats\n        maintenance\n        blackouts {\n          startDate\n          endDate\n          reason\n        }\n        marks {\n          date\n          label\n          lapsed\n        }\n      }\n      drivers {\n        id\n        name\n        phone\n        licenceValidUntil\n        marks {\n          date\n          label\n          lapsed\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DispatchOptions($bookingId: ID!) {\n    dispatchOptions(bookingId: $bookingId) {\n      bookingId\n      reference\n      departureDate\n      returnDate\n      coaches {\n        id\n        name\n        current\n        free\n        reasons\n      }\n      drivers {\n        id\n        name\n        current\n        free\n        reasons\n      }\n    }\n  }\n"): (typeof documents)["\n  query DispatchOptions($bookingId: ID!) {\n    dispatchOptions(bookingId: $bookingId) {\n      bookingId\n      reference\n      departureDate\n      returnDate\n      coaches {\n        id\n        name\n        current\n        free\n        reasons\n      }\n      drivers {\n        id\n        name\n        current\n        free\n        reasons\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DispatchChangeBus($id: ID!, $busId: ID!, $overrideReason: String) {\n    changeBookingBus(id: $id, busId: $busId, overrideReason: $overrideReason) {\n      id\n      bus {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DispatchChangeBus($id: ID!, $busId: ID!, $overrideReason: String) {\n    changeBookingBus(id: $id, busId: $busId, overrideReason: $overrideReason) {\n      id\n      bus {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DispatchAssignDrivers($bookingId: ID!, $driverIds: [ID!]!, $overrideReason: String) {\n    assignDrivers(bookingId: $bookingId, driverIds: $driverIds, overrideReason: $overrideReason) {\n      id\n      driver {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DispatchAssignDrivers($bookingId: ID!, $driverIds: [ID!]!, $overrideReason: String) {\n    assignDrivers(bookingId: $bookingId, driverIds: $driverIds, overrideReason: $overrideReason) {\n      id\n      driver {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentSettings {\n    documentSettings {\n      requiredTypes\n      reminderDays\n      reminderEmail\n    }\n  }\n"): (typeof documents)["\n  query DocumentSettings {\n    documentSettings {\n      requiredTypes\n      reminderDays\n      reminderEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDocumentSettings($input: DocumentSettingsInput!) {\n    updateDocumentSettings(input: $input) {\n      requiredTypes\n      reminderDays\n      reminderEmail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDocumentSettings($input: DocumentSettingsInput!) {\n    updateDocumentSettings(input: $input) {\n      requiredTypes\n      reminderDays\n      reminderEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BusDocumentFields on BusDocument {\n    id\n    busId\n    busName\n    type\n    number\n    issuer\n    validFrom\n    validUntil\n    states\n    status\n    fileUrl\n    fileName\n  }\n"): (typeof documents)["\n  fragment BusDocumentFields on BusDocument {\n    id\n    busId\n    busName\n    type\n    number\n    issuer\n    validFrom\n    validUntil\n    states\n    status\n    fileUrl\n    fileName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusDocuments($busId: ID!) {\n    busDocuments(busId: $busId) {\n      ...BusDocumentFields\n    }\n  }\n"): (typeof documents)["\n  query BusDocuments($busId: ID!) {\n    busDocuments(busId: $busId) {\n      ...BusDocumentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBusDocument($busId: ID!, $input: BusDocumentInput!) {\n    addBusDocument(busId: $busId, input: $input) {\n      ...BusDocumentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddBusDocument($busId: ID!, $input: BusDocumentInput!) {\n    addBusDocument(busId: $busId, input: $input) {\n      ...BusDocumentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBusDocument($id: ID!, $input: BusDocumentInput!) {\n    updateBusDocument(id: $id, input: $input) {\n      ...BusDocumentFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBusDocument($id: ID!, $input: BusDocumentInput!) {\n    updateBusDocument(id: $id, input: $input) {\n      ...BusDocumentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBusDocument($id: ID!) {\n    deleteBusDocument(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteBusDocument($id: ID!) {\n    deleteBusDocument(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentOverview {\n    documentOverview {\n      valid\n      expiring\n      expired\n      next {\n        ...BusDocumentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DocumentOverview {\n    documentOverview {\n      valid\n      expiring\n      expired\n      next {\n        ...BusDocumentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnassignedTrips {\n    unassignedTrips(days: 7) {\n      id\n      reference\n      name\n      departureDate\n      pickupLocation\n      destination\n      bus {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query UnassignedTrips {\n    unassignedTrips(days: 7) {\n      id\n      reference\n      name\n      departureDate\n      pickupLocation\n      destination\n      bus {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DriverFields on Driver {\n    id\n    name\n    phone\n    licenceNumber\n    licenceValidUntil\n    language\n    languages\n    active\n    notes\n    photoUrl\n  }\n"): (typeof documents)["\n  fragment DriverFields on Driver {\n    id\n    name\n    phone\n    licenceNumber\n    licenceValidUntil\n    language\n    languages\n    active\n    notes\n    photoUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDrivers {\n    drivers {\n      ...DriverFields\n    }\n  }\n"): (typeof documents)["\n  query AdminDrivers {\n    drivers {\n      ...DriverFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDriver($input: DriverInput!) {\n    createDriver(input: $input) {\n      ...DriverFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDriver($input: DriverInput!) {\n    createDriver(input: $input) {\n      ...DriverFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDriver($id: ID!, $input: DriverInput!) {\n    updateDriver(id: $id, input: $input) {\n      ...DriverFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDriver($id: ID!, $input: DriverInput!) {\n    updateDriver(id: $id, input: $input) {\n      ...DriverFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDriver($id: ID!) {\n    deleteDriver(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteDriver($id: ID!) {\n    deleteDriver(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingDrivers($id: ID!, $withLinks: Boolean!) {\n    booking(id: $id) {\n      id\n      vehicles {\n        id\n        position\n        busName\n        registrationNumber\n      }\n      drivers {\n        id\n        seat\n        vehicleId\n        driver {\n          id\n          name\n          phone\n          language\n        }\n        link @include(if: $withLinks) {\n          path\n          validFrom\n          validUntil\n          revoked\n        }\n      }\n      trip {\n        startedAt\n        openingKm\n        closedAt\n        closingKm\n        actualKm\n        amountCollected\n        customerCode\n        codeAttemptsLeft\n        closedBy\n        steps {\n          kind\n          at\n          stop\n          expenseKind\n          amount\n          receiptUrl\n        }\n      }\n      duty {\n        bookingId\n        reportingTime\n        driverNotes\n        collectOnBoard\n        amountToCollectPaise\n        slipPathEn\n        slipPathHi\n      }\n      tripCharges {\n        source\n        description\n        quantity\n        unitPaise\n        amountPaise\n        receiptUrl\n        approved\n      }\n    }\n    drivers {\n      ...DriverFields\n    }\n  }\n"): (typeof documents)["\n  query BookingDrivers($id: ID!, $withLinks: Boolean!) {\n    booking(id: $id) {\n      id\n      vehicles {\n        id\n        position\n        busName\n        registrationNumber\n      }\n      drivers {\n        id\n        seat\n        vehicleId\n        driver {\n          id\n          name\n          phone\n          language\n        }\n        link @include(if: $withLinks) {\n          path\n          validFrom\n          validUntil\n          revoked\n        }\n      }\n      trip {\n        startedAt\n        openingKm\n        closedAt\n        closingKm\n        actualKm\n        amountCollected\n        customerCode\n        codeAttemptsLeft\n        closedBy\n        steps {\n          kind\n          at\n          stop\n          expenseKind\n          amount\n          receiptUrl\n        }\n      }\n      duty {\n        bookingId\n        reportingTime\n        driverNotes\n        collectOnBoard\n        amountToCollectPaise\n        slipPathEn\n        slipPathHi\n      }\n      tripCharges {\n        source\n        description\n        quantity\n        unitPaise\n        amountPaise\n        receiptUrl\n        approved\n      }\n    }\n    drivers {\n      ...DriverFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignDrivers($bookingId: ID!, $driverIds: [ID!]!, $overrideReason: String, $vehicleId: ID) {\n    assignDrivers(\n      bookingId: $bookingId\n      driverIds: $driverIds\n      overrideReason: $overrideReason\n      vehicleId: $vehicleId\n    ) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AssignDrivers($bookingId: ID!, $driverIds: [ID!]!, $overrideReason: String, $vehicleId: ID) {\n    assignDrivers(\n      bookingId: $bookingId\n      driverIds: $driverIds\n      overrideReason: $overrideReason\n      vehicleId: $vehicleId\n    ) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDutySlip($bookingId: ID!, $input: DutySlipInput!) {\n    saveDutySlip(bookingId: $bookingId, input: $input) {\n      bookingId\n      reportingTime\n      driverNotes\n      collectOnBoard\n      amountToCollectPaise\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDutySlip($bookingId: ID!, $input: DutySlipInput!) {\n    saveDutySlip(bookingId: $bookingId, input: $input) {\n      bookingId\n      reportingTime\n      driverNotes\n      collectOnBoard\n      amountToCollectPaise\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideTripCharge($bookingId: ID!, $source: String!, $approve: Boolean!) {\n    decideTripCharge(bookingId: $bookingId, source: $source, approve: $approve) {\n      source\n      approved\n    }\n  }\n"): (typeof documents)["\n  mutation DecideTripCharge($bookingId: ID!, $source: String!, $approve: Boolean!) {\n    decideTripCharge(bookingId: $bookingId, source: $source, approve: $approve) {\n      source\n      approved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeDriverLink($assignmentId: ID!) {\n    revokeDriverLink(assignmentId: $assignmentId) {\n      path\n      revoked\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeDriverLink($assignmentId: ID!) {\n    revokeDriverLink(assignmentId: $assignmentId) {\n      path\n      revoked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewDriverLink($assignmentId: ID!) {\n    renewDriverLink(assignmentId: $assignmentId) {\n      path\n      revoked\n    }\n  }\n"): (typeof documents)["\n  mutation RenewDriverLink($assignmentId: ID!) {\n    renewDriverLink(assignmentId: $assignmentId) {\n      path\n      revoked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseTripAsStaff($bookingId: ID!, $input: StaffCloseTripInput!) {\n    closeTripAsStaff(bookingId: $bookingId, input: $input) {\n      closedAt\n      actualKm\n    }\n  }\n"): (typeof documents)["\n  mutation CloseTripAsStaff($bookingId: ID!, $input: StaffCloseTripInput!) {\n    closeTripAsStaff(bookingId: $bookingId, input: $input) {\n      closedAt\n      actualKm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DriverRosterLinks {\n    driverRosterLinks {\n      driverId\n      language\n      path\n    }\n  }\n"): (typeof documents)["\n  query DriverRosterLinks {\n    driverRosterLinks {\n      driverId\n      language\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDriverRosterLink($driverId: ID!) {\n    createDriverRosterLink(driverId: $driverId) {\n      driverId\n      language\n      path\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDriverRosterLink($driverId: ID!) {\n    createDriverRosterLink(driverId: $driverId) {\n      driverId\n      language\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeDriverRosterLink($driverId: ID!) {\n    revokeDriverRosterLink(driverId: $driverId) {\n      driverId\n      language\n      path\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeDriverRosterLink($driverId: ID!) {\n    revokeDriverRosterLink(driverId: $driverId) {\n      driverId\n      language\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageTemplateFields on MessageTemplateView {\n    name\n    category\n    audience\n    when\n    parameters\n    texts {\n      language\n      whatsapp\n      sms\n      smsFlowId\n      dltTemplateId\n    }\n    enabled\n  }\n"): (typeof documents)["\n  fragment MessageTemplateFields on MessageTemplateView {\n    name\n    category\n    audience\n    when\n    parameters\n    texts {\n      language\n      whatsapp\n      sms\n      smsFlowId\n      dltTemplateId\n    }\n    enabled\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMessageTemplates {\n    messagingStatus {\n      whatsapp\n      sms\n      whatsappWebhookUrl\n      smsWebhookUrl\n    }\n    messageTemplates {\n      ...MessageTemplateFields\n    }\n  }\n"): (typeof documents)["\n  query AdminMessageTemplates {\n    messagingStatus {\n      whatsapp\n      sms\n      whatsappWebhookUrl\n      smsWebhookUrl\n    }\n    messageTemplates {\n      ...MessageTemplateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMessageTemplateEnabled($name: String!, $enabled: Boolean!) {\n    setMessageTemplateEnabled(name: $name, enabled: $enabled) {\n      ...MessageTemplateFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetMessageTemplateEnabled($name: String!, $enabled: Boolean!) {\n    setMessageTemplateEnabled(name: $name, enabled: $enabled) {\n      ...MessageTemplateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMessageCosts($month: String) {\n    messageCosts(month: $month) {\n      month\n      rows {\n        template\n        channel\n        count\n        cost\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMessageCosts($month: String) {\n    messageCosts(month: $month) {\n      month\n      rows {\n        template\n        channel\n        count\n        cost\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentIssues($kind: String!) {\n    paymentIssues(kind: $kind) {\n      kind\n      id\n      bookingId\n      bookingReference\n      customerName\n      amount\n      detail\n      at\n    }\n  }\n"): (typeof documents)["\n  query PaymentIssues($kind: String!) {\n    paymentIssues(kind: $kind) {\n      kind\n      id\n      bookingId\n      bookingReference\n      customerName\n      amount\n      detail\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptHeldPayment($id: String!) {\n    acceptHeldPayment(gatewayPaymentId: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptHeldPayment($id: String!) {\n    acceptHeldPayment(gatewayPaymentId: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsPage($filter: PaymentFilter, $after: String) {\n    paymentsPage(filter: $filter, first: 50, after: $after) {\n      from\n      to\n      totalCount\n      total\n      byMethod {\n        method\n        count\n        amount\n      }\n      nextCursor\n      items {\n        id\n        bookingId\n        bookingReference\n        customerName\n        kind\n        method\n        amount\n        reference\n        receivedOn\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentsPage($filter: PaymentFilter, $after: String) {\n    paymentsPage(filter: $filter, first: 50, after: $after) {\n      from\n      to\n      totalCount\n      total\n      byMethod {\n        method\n        count\n        amount\n      }\n      nextCursor\n      items {\n        id\n        bookingId\n        bookingReference\n        customerName\n        kind\n        method\n        amount\n        reference\n        receivedOn\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSettings($input: SiteSettingsInput!) {\n    updateSettings(input: $input) {\n      ...SiteSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSettings($input: SiteSettingsInput!) {\n    updateSettings(input: $input) {\n      ...SiteSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationSettingsFields on NotificationSettings {\n    customerReceived\n    customerStatus\n    operatorNewBooking\n    reminders\n    operatorEmail\n  }\n"): (typeof documents)["\n  fragment NotificationSettingsFields on NotificationSettings {\n    customerReceived\n    customerStatus\n    operatorNewBooking\n    reminders\n    operatorEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentSettingsFields on PaymentSettings {\n    upiId\n    upiPayee\n  }\n"): (typeof documents)["\n  fragment PaymentSettingsFields on PaymentSettings {\n    upiId\n    upiPayee\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSettings {\n    notificationSettings {\n      ...NotificationSettingsFields\n    }\n    paymentSettings {\n      ...PaymentSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query AdminSettings {\n    notificationSettings {\n      ...NotificationSettingsFields\n    }\n    paymentSettings {\n      ...PaymentSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaxSettingsFields on TaxSettings {\n    legalName\n    address\n    gstin\n    state\n    scheme\n    constitution\n    afterInvoice\n    sac\n    invoicePrefix\n  }\n"): (typeof documents)["\n  fragment TaxSettingsFields on TaxSettings {\n    legalName\n    address\n    gstin\n    state\n    scheme\n    constitution\n    afterInvoice\n    sac\n    invoicePrefix\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaxSettings {\n    taxSettings {\n      ...TaxSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query TaxSettings {\n    taxSettings {\n      ...TaxSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTaxSettings($input: TaxSettingsInput!) {\n    updateTaxSettings(input: $input) {\n      ...TaxSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTaxSettings($input: TaxSettingsInput!) {\n    updateTaxSettings(input: $input) {\n      ...TaxSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMembers {\n    staffMembers {\n      id\n      name\n      email\n      staffRole\n      invitePending\n      disabledAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query StaffMembers {\n    staffMembers {\n      id\n      name\n      email\n      staffRole\n      invitePending\n      disabledAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation InviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendStaffInvite($userId: ID!) {\n    resendStaffInvite(userId: $userId) {\n      id\n      invitePending\n    }\n  }\n"): (typeof documents)["\n  mutation ResendStaffInvite($userId: ID!) {\n    resendStaffInvite(userId: $userId) {\n      id\n      invitePending\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStaffRole($userId: ID!, $staffRole: StaffRole!) {\n    setStaffRole(userId: $userId, staffRole: $staffRole) {\n      id\n      staffRole\n    }\n  }\n"): (typeof documents)["\n  mutation SetStaffRole($userId: ID!, $staffRole: StaffRole!) {\n    setStaffRole(userId: $userId, staffRole: $staffRole) {\n      id\n      staffRole\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableStaff($userId: ID!) {\n    disableStaff(userId: $userId) {\n      id\n      disabledAt\n    }\n  }\n"): (typeof documents)["\n  mutation DisableStaff($userId: ID!) {\n    disableStaff(userId: $userId) {\n      id\n      disabledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableStaff($userId: ID!) {\n    enableStaff(userId: $userId) {\n      id\n      disabledAt\n    }\n  }\n"): (typeof documents)["\n  mutation EnableStaff($userId: ID!) {\n    enableStaff(userId: $userId) {\n      id\n      disabledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityLog($filter: ActivityFilterInput) {\n    activity(filter: $filter) {\n      id\n      at\n      actorName\n      address\n      action\n      entity\n      entityId\n      subject\n      changes\n    }\n  }\n"): (typeof documents)["\n  query ActivityLog($filter: ActivityFilterInput) {\n    activity(filter: $filter) {\n      id\n      at\n      actorName\n      address\n      action\n      entity\n      entityId\n      subject\n      changes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingActivityLog($id: ID!) {\n    booking(id: $id) {\n      id\n      activity {\n        id\n        at\n        actorName\n        action\n        changes\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingActivityLog($id: ID!) {\n    booking(id: $id) {\n      id\n      activity {\n        id\n        at\n        actorName\n        action\n        changes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffRoles {\n    staffRoles {\n      role\n      permissions\n    }\n  }\n"): (typeof documents)["\n  query StaffRoles {\n    staffRoles {\n      role\n      permissions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStats {\n    adminStats {\n      totalBookings\n      confirmedBookings\n      pendingBookings\n      cancelledBookings\n      totalDistance\n      availableBuses\n      totalBuses\n    }\n  }\n"): (typeof documents)["\n  query AdminStats {\n    adminStats {\n      totalBookings\n      confirmedBookings\n      pendingBookings\n      cancelledBookings\n      totalDistance\n      availableBuses\n      totalBuses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingsPerMonth {\n    bookingsPerMonth {\n      month\n      total\n      confirmed\n      pending\n      cancelled\n    }\n  }\n"): (typeof documents)["\n  query BookingsPerMonth {\n    bookingsPerMonth {\n      month\n      total\n      confirmed\n      pending\n      cancelled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VendorBusFields on Bus {\n    id\n    name\n    registrationNumber\n    capacity\n    description\n    vendorId\n  }\n"): (typeof documents)["\n  fragment VendorBusFields on Bus {\n    id\n    name\n    registrationNumber\n    capacity\n    description\n    vendorId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminVendorFields on Vendor {\n    id\n    name\n    gstin\n    pan\n    phone\n    contactName\n    vehicles {\n      ...VendorBusFields\n    }\n  }\n"): (typeof documents)["\n  fragment AdminVendorFields on Vendor {\n    id\n    name\n    gstin\n    pan\n    phone\n    contactName\n    vehicles {\n      ...VendorBusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminVendors {\n    vendors {\n      ...AdminVendorFields\n    }\n  }\n"): (typeof documents)["\n  query AdminVendors {\n    vendors {\n      ...AdminVendorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVendor($input: VendorInput!) {\n    createVendor(input: $input) {\n      ...AdminVendorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateVendor($input: VendorInput!) {\n    createVendor(input: $input) {\n      ...AdminVendorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVendor($id: ID!, $input: VendorInput!) {\n    updateVendor(id: $id, input: $input) {\n      ...AdminVendorFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateVendor($id: ID!, $input: VendorInput!) {\n    updateVendor(id: $id, input: $input) {\n      ...AdminVendorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteVendor($id: ID!) {\n    deleteVendor(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteVendor($id: ID!) {\n    deleteVendor(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddVendorBus($vendorId: ID!, $input: VendorVehicleInput!) {\n    addVendorVehicle(vendorId: $vendorId, input: $input) {\n      ...VendorBusFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddVendorBus($vendorId: ID!, $input: VendorVehicleInput!) {\n    addVendorVehicle(vendorId: $vendorId, input: $input) {\n      ...VendorBusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVendorBus($id: ID!, $input: VendorVehicleInput!) {\n    updateVendorVehicle(id: $id, input: $input) {\n      ...VendorBusFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateVendorBus($id: ID!, $input: VendorVehicleInput!) {\n    updateVendorVehicle(id: $id, input: $input) {\n      ...VendorBusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveVendorBus($id: ID!) {\n    removeVendorVehicle(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveVendorBus($id: ID!) {\n    removeVendorVehicle(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminVendorPayables($vendorId: ID, $unpaidOnly: Boolean) {\n    vendorPayables(vendorId: $vendorId, unpaidOnly: $unpaidOnly) {\n      rows {\n        vehicleId\n        bookingId\n        bookingRef\n        customerName\n        departureDate\n        returnDate\n        position\n        busName\n        registrationNumber\n        vendorId\n        vendorName\n        vendorCost\n        vendorPaidAt\n        vendorPaidReference\n      }\n      vendors {\n        vendorId\n        vendorName\n        owed\n        paid\n      }\n      owed\n      paid\n    }\n  }\n"): (typeof documents)["\n  query AdminVendorPayables($vendorId: ID, $unpaidOnly: Boolean) {\n    vendorPayables(vendorId: $vendorId, unpaidOnly: $unpaidOnly) {\n      rows {\n        vehicleId\n        bookingId\n        bookingRef\n        customerName\n        departureDate\n        returnDate\n        position\n        busName\n        registrationNumber\n        vendorId\n        vendorName\n        vendorCost\n        vendorPaidAt\n        vendorPaidReference\n      }\n      vendors {\n        vendorId\n        vendorName\n        owed\n        paid\n      }\n      owed\n      paid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VendorPayablesMarkPaid($vehicleId: ID!, $reference: String!) {\n    markVendorPaid(vehicleId: $vehicleId, reference: $reference) {\n      vehicleId\n      vendorPaidAt\n      vendorPaidReference\n    }\n  }\n"): (typeof documents)["\n  mutation VendorPayablesMarkPaid($vehicleId: ID!, $reference: String!) {\n    markVendorPaid(vehicleId: $vehicleId, reference: $reference) {\n      vehicleId\n      vendorPaidAt\n      vendorPaidReference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionFields on AuthPayload {\n    token\n    refreshToken\n    role\n    username\n    name\n    userId\n  }\n"): (typeof documents)["\n  fragment SessionFields on AuthPayload {\n    token\n    refreshToken\n    role\n    username\n    name\n    userId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusAvailability($departureDate: String!, $days: Int!) {\n    busAvailability(departureDate: $departureDate, days: $days) {\n      busId\n      available\n      reason\n      reasonKey\n      reasonParams\n    }\n  }\n"): (typeof documents)["\n  query BusAvailability($departureDate: String!, $days: Int!) {\n    busAvailability(departureDate: $departureDate, days: $days) {\n      busId\n      available\n      reason\n      reasonKey\n      reasonParams\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingFacts on Booking {\n    id\n    reference\n    name\n    email\n    phone\n    pickupLocation\n    destination\n    departureDate\n    days\n    distance\n    status\n    notes\n    passengers\n    agreedFare\n    advance\n    advanceReceivedOn\n    balance\n    cancelRequestedAt\n    cancelReason\n    cancelDeclinedMessage\n    bus {\n      id\n      name\n      capacity\n    }\n  }\n"): (typeof documents)["\n  fragment BookingFacts on Booking {\n    id\n    reference\n    name\n    email\n    phone\n    pickupLocation\n    destination\n    departureDate\n    days\n    distance\n    status\n    notes\n    passengers\n    agreedFare\n    advance\n    advanceReceivedOn\n    balance\n    cancelRequestedAt\n    cancelReason\n    cancelDeclinedMessage\n    bus {\n      id\n      name\n      capacity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingPrefill {\n    me {\n      id\n      name\n      email\n      mobileNo\n    }\n  }\n"): (typeof documents)["\n  query BookingPrefill {\n    me {\n      id\n      name\n      email\n      mobileNo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      booking {\n        id\n        status\n        distance\n      }\n      auth {\n        ...SessionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      booking {\n        id\n        status\n        distance\n      }\n      auth {\n        ...SessionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceSuggestions($search: String!) {\n    places(search: $search, limit: 8) {\n      id\n      name\n      region\n    }\n  }\n"): (typeof documents)["\n  query PlaceSuggestions($search: String!) {\n    places(search: $search, limit: 8) {\n      id\n      name\n      region\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientConfig {\n    clientConfig {\n      mapsApiKey\n    }\n  }\n"): (typeof documents)["\n  query ClientConfig {\n    clientConfig {\n      mapsApiKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingBusPosition($id: ID!) {\n    booking(id: $id) {\n      id\n      busPosition {\n        lat\n        lon\n        accuracyM\n        recordedAt\n        near {\n          name\n          region\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingBusPosition($id: ID!) {\n    booking(id: $id) {\n      id\n      busPosition {\n        lat\n        lon\n        accuracyM\n        recordedAt\n        near {\n          name\n          region\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCancellation($id: ID!, $reason: String) {\n    requestCancellation(id: $id, reason: $reason) {\n      id\n      status\n      cancelRequestedAt\n      cancelReason\n      cancelDeclinedMessage\n    }\n  }\n"): (typeof documents)["\n  mutation RequestCancellation($id: ID!, $reason: String) {\n    requestCancellation(id: $id, reason: $reason) {\n      id\n      status\n      cancelRequestedAt\n      cancelReason\n      cancelDeclinedMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsentFields on MessageConsent {\n    purpose\n    channel\n    granted\n    source\n    wordingVersion\n    at\n  }\n"): (typeof documents)["\n  fragment ConsentFields on MessageConsent {\n    purpose\n    channel\n    granted\n    source\n    wordingVersion\n    at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyConsents {\n    myConsents {\n      ...ConsentFields\n    }\n  }\n"): (typeof documents)["\n  query MyConsents {\n    myConsents {\n      ...ConsentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyConsent($input: ConsentInput!) {\n    setMyConsent(input: $input) {\n      ...ConsentFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyConsent($input: ConsentInput!) {\n    setMyConsent(input: $input) {\n      ...ConsentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingSummary on Booking {\n    id\n    reference\n    departureDate\n    days\n    status\n    bus {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment BookingSummary on Booking {\n    id\n    reference\n    departureDate\n    days\n    status\n    bus {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookings {\n    myBookings {\n      ...BookingSummary\n      destination\n      pickupLocation\n      distance\n      passengers\n      quoteState\n    }\n  }\n"): (typeof documents)["\n  query MyBookings {\n    myBookings {\n      ...BookingSummary\n      destination\n      pickupLocation\n      distance\n      passengers\n      quoteState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyBookingChanged {\n    myBookingChanged {\n      kind\n      bookingId\n      booking {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription MyBookingChanged {\n    myBookingChanged {\n      kind\n      bookingId\n      booking {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingDetail($id: ID!) {\n    booking(id: $id) {\n      ...BookingFacts\n      returnDate\n      vehicles {\n        id\n        position\n        seats\n        busName\n      }\n      tripPlan {\n        tripType\n        stops {\n          place\n          day\n          time\n          nightHalt\n        }\n      }\n      upiPayment {\n        link\n        amount\n        purpose\n        qrPng\n      }\n      payments {\n        id\n        method\n        amount\n        reference\n        receivedOn\n      }\n      refunds {\n        id\n        amount\n        status\n      }\n      onlinePayment {\n        amount\n        kind\n      }\n      history {\n        fromStatus\n        toStatus\n        changedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingDetail($id: ID!) {\n    booking(id: $id) {\n      ...BookingFacts\n      returnDate\n      vehicles {\n        id\n        position\n        seats\n        busName\n      }\n      tripPlan {\n        tripType\n        stops {\n          place\n          day\n          time\n          nightHalt\n        }\n      }\n      upiPayment {\n        link\n        amount\n        purpose\n        qrPng\n      }\n      payments {\n        id\n        method\n        amount\n        reference\n        receivedOn\n      }\n      refunds {\n        id\n        amount\n        status\n      }\n      onlinePayment {\n        amount\n        kind\n      }\n      history {\n        fromStatus\n        toStatus\n        changedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountLanguage {\n    me {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  query AccountLanguage {\n    me {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAccountLanguage($language: String!) {\n    setMyLanguage(language: $language)\n  }\n"): (typeof documents)["\n  mutation SaveAccountLanguage($language: String!) {\n    setMyLanguage(language: $language)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DriverSharePosition($token: String!, $input: DriverPositionInput!) {\n    driverSharePosition(token: $token, input: $input) {\n      stored\n      recordedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DriverSharePosition($token: String!, $input: DriverPositionInput!) {\n    driverSharePosition(token: $token, input: $input) {\n      stored\n      recordedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DriverTripFields on DriverTrip {\n    bookingId\n    reference\n    driverName\n    language\n    departureDate\n    returnDate\n    days\n    pickupLocation\n    destination\n    plan\n    stops {\n      place\n      day\n      time\n      nightHalt\n    }\n    returnTo\n    customerName\n    customerPhone\n    passengers\n    busName\n    registrationNumber\n    notes\n    reportingTime\n    amountToCollectPaise\n    validUntil\n    startedAt\n    openingKm\n    closedAt\n    closingKm\n    actualKm\n    amountCollected\n    codeAttemptsLeft\n    steps {\n      kind\n      at\n      km\n      stop\n      expenseKind\n      amount\n    }\n  }\n"): (typeof documents)["\n  fragment DriverTripFields on DriverTrip {\n    bookingId\n    reference\n    driverName\n    language\n    departureDate\n    returnDate\n    days\n    pickupLocation\n    destination\n    plan\n    stops {\n      place\n      day\n      time\n      nightHalt\n    }\n    returnTo\n    customerName\n    customerPhone\n    passengers\n    busName\n    registrationNumber\n    notes\n    reportingTime\n    amountToCollectPaise\n    validUntil\n    startedAt\n    openingKm\n    closedAt\n    closingKm\n    actualKm\n    amountCollected\n    codeAttemptsLeft\n    steps {\n      kind\n      at\n      km\n      stop\n      expenseKind\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DriverTripPage($token: String!) {\n    driverTrip(token: $token) {\n      ...DriverTripFields\n    }\n  }\n"): (typeof documents)["\n  query DriverTripPage($token: String!) {\n    driverTrip(token: $token) {\n      ...DriverTripFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DriverStart($token: String!, $input: DriverStartInput!) {\n    driverStartTrip(token: $token, input: $input) {\n      ...DriverTripFields\n    }\n  }\n"): (typeof documents)["\n  mutation DriverStart($token: String!, $input: DriverStartInput!) {\n    driverStartTrip(token: $token, input: $input) {\n      ...DriverTripFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DriverStop($token: String!, $input: DriverStopInput!) {\n    driverReachStop(token: $token, input: $input) {\n      ...DriverTripFields\n    }\n  }\n"): (typeof documents)["\n  mutation DriverStop($token: String!, $input: DriverStopInput!) {\n    driverReachStop(token: $token, input: $input) {\n      ...DriverTripFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DriverClose($token: String!, $input: DriverCloseInput!) {\n    driverCloseTrip(token: $token, input: $input) {\n      ...DriverTripFields\n    }\n  }\n"): (typeof documents)["\n  mutation DriverClose($token: String!, $input: DriverCloseInput!) {\n    driverCloseTrip(token: $token, input: $input) {\n      ...DriverTripFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BusSummary on Bus {\n    id\n    name\n    capacity\n    status\n    description\n    features\n    images\n  }\n"): (typeof documents)["\n  fragment BusSummary on Bus {\n    id\n    name\n    capacity\n    status\n    description\n    features\n    images\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BusDetail on Bus {\n    ...BusSummary\n    lastMaintenance\n    registrationNumber\n    popularRoutes {\n      id\n      from\n      to\n      duration\n      distance\n    }\n  }\n"): (typeof documents)["\n  fragment BusDetail on Bus {\n    ...BusSummary\n    lastMaintenance\n    registrationNumber\n    popularRoutes {\n      id\n      from\n      to\n      duration\n      distance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Buses {\n    buses {\n      ...BusSummary\n    }\n  }\n"): (typeof documents)["\n  query Buses {\n    buses {\n      ...BusSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bus($id: ID!) {\n    bus(id: $id) {\n      ...BusDetail\n    }\n  }\n"): (typeof documents)["\n  query Bus($id: ID!) {\n    bus(id: $id) {\n      ...BusDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Destinations($hi: Boolean!) {\n    destinations {\n      id\n      name\n      shortDescription\n      description\n      images\n      nameHi @include(if: $hi)\n      shortDescriptionHi @include(if: $hi)\n      descriptionHi @include(if: $hi)\n    }\n  }\n"): (typeof documents)["\n  query Destinations($hi: Boolean!) {\n    destinations {\n      id\n      name\n      shortDescription\n      description\n      images\n      nameHi @include(if: $hi)\n      shortDescriptionHi @include(if: $hi)\n      descriptionHi @include(if: $hi)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceFields on Invoice {\n    id\n    kind\n    number\n    issueDate\n    taxable\n    tax\n    total\n    reverseCharge\n    reason\n    invoiceId\n  }\n"): (typeof documents)["\n  fragment InvoiceFields on Invoice {\n    id\n    kind\n    number\n    issueDate\n    taxable\n    tax\n    total\n    reverseCharge\n    reason\n    invoiceId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillingFields on BookingBilling {\n    bookingId\n    name\n    address\n    gstin\n    business\n    bodyCorporate\n    stateCode\n  }\n"): (typeof documents)["\n  fragment BillingFields on BookingBilling {\n    bookingId\n    name\n    address\n    gstin\n    business\n    bodyCorporate\n    stateCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingInvoices($id: ID!) {\n    booking(id: $id) {\n      id\n      status\n      billing {\n        ...BillingFields\n      }\n      invoices {\n        ...InvoiceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingInvoices($id: ID!) {\n    booking(id: $id) {\n      id\n      status\n      billing {\n        ...BillingFields\n      }\n      invoices {\n        ...InvoiceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBillingDetails($bookingId: ID!, $input: BillingInput!) {\n    saveBillingDetails(bookingId: $bookingId, input: $input) {\n      ...BillingFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBillingDetails($bookingId: ID!, $input: BillingInput!) {\n    saveBillingDetails(bookingId: $bookingId, input: $input) {\n      ...BillingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaymentOrder($bookingId: ID!, $token: String) {\n    createPaymentOrder(bookingId: $bookingId, token: $token) {\n      orderId\n      keyId\n      amountPaise\n      currency\n      kind\n      name\n      email\n      contact\n      description\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePaymentOrder($bookingId: ID!, $token: String) {\n    createPaymentOrder(bookingId: $bookingId, token: $token) {\n      orderId\n      keyId\n      amountPaise\n      currency\n      kind\n      name\n      email\n      contact\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetQuoteConsent($bookingId: ID!, $granted: Boolean!, $token: String) {\n    setQuoteConsent(bookingId: $bookingId, granted: $granted, token: $token) {\n      channel\n      granted\n    }\n  }\n"): (typeof documents)["\n  mutation SetQuoteConsent($bookingId: ID!, $granted: Boolean!, $token: String) {\n    setQuoteConsent(bookingId: $bookingId, granted: $granted, token: $token) {\n      channel\n      granted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteFields on Quote {\n    id\n    bookingId\n    version\n    state\n    gstRate\n    intraState\n    reverseCharge\n    placeOfSupply\n    taxable\n    cgst\n    sgst\n    igst\n    passThrough\n    total\n    advance\n    advancePercent\n    validUntil\n    inclusions\n    exclusions\n    notes\n    acceptedAt\n    acceptedByName\n    changeRequest\n    lines {\n      position\n      kind\n      label\n      quantity\n      unit\n      amount\n      atActuals\n    }\n  }\n"): (typeof documents)["\n  fragment QuoteFields on Quote {\n    id\n    bookingId\n    version\n    state\n    gstRate\n    intraState\n    reverseCharge\n    placeOfSupply\n    taxable\n    cgst\n    sgst\n    igst\n    passThrough\n    total\n    advance\n    advancePercent\n    validUntil\n    inclusions\n    exclusions\n    notes\n    acceptedAt\n    acceptedByName\n    changeRequest\n    lines {\n      position\n      kind\n      label\n      quantity\n      unit\n      amount\n      atActuals\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerQuote($bookingId: ID!, $token: String) {\n    quote(bookingId: $bookingId, token: $token) {\n      ...QuoteFields\n      cancellationTerms\n      cancellationTermsHi\n      pdfPath\n      pdfPathHi\n      trip {\n        reference\n        pickupLocation\n        destination\n        departureDate\n        days\n        passengers\n        busName\n        plan {\n          tripType\n          stops {\n            place\n            day\n            nightHalt\n          }\n        }\n      }\n      upiPayment {\n        link\n        amount\n        purpose\n        qrPng\n      }\n      onlinePayment {\n        amount\n        kind\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerQuote($bookingId: ID!, $token: String) {\n    quote(bookingId: $bookingId, token: $token) {\n      ...QuoteFields\n      cancellationTerms\n      cancellationTermsHi\n      pdfPath\n      pdfPathHi\n      trip {\n        reference\n        pickupLocation\n        destination\n        departureDate\n        days\n        passengers\n        busName\n        plan {\n          tripType\n          stops {\n            place\n            day\n            nightHalt\n          }\n        }\n      }\n      upiPayment {\n        link\n        amount\n        purpose\n        qrPng\n      }\n      onlinePayment {\n        amount\n        kind\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptQuote($bookingId: ID!, $input: AcceptQuoteInput!) {\n    acceptQuote(bookingId: $bookingId, input: $input) {\n      ...QuoteFields\n      upiPayment {\n        link\n        amount\n        purpose\n        qrPng\n      }\n      onlinePayment {\n        amount\n        kind\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptQuote($bookingId: ID!, $input: AcceptQuoteInput!) {\n    acceptQuote(bookingId: $bookingId, input: $input) {\n      ...QuoteFields\n      upiPayment {\n        link\n        amount\n        purpose\n        qrPng\n      }\n      onlinePayment {\n        amount\n        kind\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestQuoteChange($bookingId: ID!, $input: QuoteChangeInput!) {\n    requestQuoteChange(bookingId: $bookingId, input: $input) {\n      ...QuoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestQuoteChange($bookingId: ID!, $input: QuoteChangeInput!) {\n    requestQuoteChange(bookingId: $bookingId, input: $input) {\n      ...QuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DriverRoster($token: String!) {\n    driverRoster(token: $token) {\n      driverName\n      language\n      duties {\n        reference\n        departureDate\n        returnDate\n        reportingTime\n        reportingPlace\n        destination\n        busName\n        registrationNumber\n        seat\n        tripPath\n        opensOn\n      }\n    }\n  }\n"): (typeof documents)["\n  query DriverRoster($token: String!) {\n    driverRoster(token: $token) {\n      driverName\n      language\n      duties {\n        reference\n        departureDate\n        returnDate\n        reportingTime\n        reportingPlace\n        destination\n        busName\n        registrationNumber\n        seat\n        tripPath\n        opensOn\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteSettingsFields on SiteSettings {\n    bookingPhones\n    whatsappContacts {\n      label\n      number\n    }\n    email\n    supportHours\n    businessHours\n    address\n    mapLat\n    mapLng\n  }\n"): (typeof documents)["\n  fragment SiteSettingsFields on SiteSettings {\n    bookingPhones\n    whatsappContacts {\n      label\n      number\n    }\n    email\n    supportHours\n    businessHours\n    address\n    mapLat\n    mapLng\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings {\n    settings {\n      ...SiteSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings {\n    settings {\n      ...SiteSettingsFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;