/**
 * The message catalogue: every message a domain error can carry, under a stable dotted key, with ONE
 * English template in the specification's words (i18next's `{{name}}` placeholders). Errors are built
 * from a key and named params (`msg("validation.between", { field: "Days", min: 1, max: 365 })`); the
 * English message is rendered from the template, so it reads exactly as the specification says, and
 * GraphQL answers the key and the params as `extensions.messageKey` / `extensions.messageParams`, from
 * which the client shows the message in the page's language (`client/src/locales/<lang>.errors.json`:
 * `serverErrors.<key>` with the same placeholders, and `serverFields.<label>` for the field labels).
 *
 * Params hold only what is safe to show a customer: numbers, field labels (always the param `field`,
 * one of FIELD_LABELS), bus names, booking references, dates and lists. A date is `{ date: "YYYY-MM-DD" }`
 * (English shows "Mar 5, 2026"; each language formats it its own way); a list is `{ list: <key>, items }`,
 * each item rendered with that key's template and the items joined with ", ".
 *
 * Adding a key: add it here and to both client catalogues (en.errors.json with this very template,
 * hi.errors.json in Hindi with the same placeholders); `test/unit/messages.test.ts` fails until both have it.
 */
import { displayDate } from "./calendar";

export const MESSAGES = {
  // Input rules shared by every form (domain/shared/validate.ts); {{field}} is a label of FIELD_LABELS.
  "validation.required": "{{field}} is required.",
  "validation.tooLong": "{{field}} must be at most {{max}} characters.",
  "validation.tooShort": "{{field}} must be at least {{min}} characters.",
  "validation.notText": "{{field}} must be text.",
  "validation.nullCharacter": "Text may not contain a null character.",
  "validation.email": "Please enter a valid email address.",
  "validation.phone": "Please enter a valid phone number.",
  "validation.wholeNumber": "{{field}} must be a whole number.",
  "validation.between": "{{field}} must be between {{min}} and {{max}}.",
  "validation.numberUpTo": "{{field}} must be a number between 0 and {{max}}.",
  "validation.dateFormat": "{{field}} must be a date (YYYY-MM-DD).",
  "validation.invalidDate": "{{field}} must be a valid date.",
  "validation.oneOf": "{{field}} must be one of: {{allowed}}.",
  "validation.onOrOff": "{{field}} must be on or off.",
  "validation.imageUrl": "Please enter a valid image URL (e.g., ending with .png, .jpg, etc.).",
  "validation.endBeforeStart": "End must not be before start.",
  "validation.pageCursor": "Invalid page cursor.",

  // Accounts and sessions.
  "auth.required": "Authentication required. Please log in.",
  "auth.notLoggedIn": "Not authenticated. Please log in.",
  "auth.tokenExpired": "Token has expired",
  "auth.invalidToken": "Invalid token. Please log in again.",
  "auth.forbidden": "You do not have permission to do this.",
  "auth.adminsOnly": "Admins only.",
  "auth.invalidLogin": "Invalid email/username or password.",
  "auth.invalidRefresh": "Invalid or expired refresh token. Please log in again.",
  "auth.refreshTokenRequired": "Refresh token is required.",
  "auth.commonPassword": "This password is too common. Please choose a less common password.",
  "auth.usernameFormat": "Username must be 3-30 letters, digits, dots, dashes or underscores.",
  "auth.emailTaken": "An account with this email already exists.",
  "auth.usernameTaken": "This username is already taken.",
  "auth.accountExists": "An account with this email or username already exists.",
  "auth.resetRequested": "If an account exists for that email, we have sent a link to reset the password.",
  "auth.resetInvalid": "This reset link is invalid or has expired. Please request a new one.",
  "auth.userNotFound": "User not found.",
  "auth.sessionNotFound": "Session not found.",
  "auth.accountDisabled": "This account has been disabled. Please ask the owner.",
  // Staff accounts (the owner's Staff screen).
  "staff.unknownRole": "Staff role must be one of: Owner, Manager, Booking desk, Dispatcher, Accounts.",
  "staff.notFound": "Staff member not found.",
  "staff.lastOwner": "The last owner cannot be demoted or disabled.",
  "staff.ownRole": "You cannot change your own role.",
  "staff.ownAccount": "You cannot disable your own account.",
  "staff.passwordSet": "This member has already set their password.",
  "staff.disabledInvite": "A disabled member cannot be invited. Enable the account first.",

  // Booking requests (the wizard) and bookings.
  "booking.pastDate": "Departure date cannot be in the past.",
  "booking.selectBus": "Please select a bus.",
  "booking.busNotFound": "The selected bus does not exist.",
  // Why a bus cannot take a trip (the wizard's bus list; not errors).
  "availability.maintenance": "Under maintenance",
  "availability.until": "Unavailable until {{date}}",
  "availability.booked": "Already booked on these dates",
  "booking.busInMaintenance": "This bus is under maintenance and cannot be booked. Please choose another bus.",
  "booking.busUnavailable": "{{bus}} is not available from {{from}} to {{to}}. Please choose another bus.",
  "booking.tooManyPassengers":
    "{{bus}} seats {{capacity}} passengers, fewer than your {{passengers}}. Please choose a larger bus: {{largerBuses}}.",
  "booking.tooManyPassengersNoLargerBus":
    "{{bus}} seats {{capacity}} passengers, fewer than your {{passengers}}. No larger bus is free on these dates; please call us and we will arrange more than one bus.",
  /** One item of `largerBuses` above. */
  "booking.largerBus": "{{bus}} ({{capacity}} seats)",
  "booking.notFound": "Booking not found",
  "booking.ownOnly": "You can only view your own bookings.",
  "booking.idempotencyKeyInvalid": "Idempotency-Key must be 1 to 200 visible characters (for example a UUID).",
  "booking.idempotencyKeyReused": "This Idempotency-Key was already used for a different booking request.",
  "booking.statusMove": "A {{from}} booking cannot be set to {{to}}.",
  "booking.clash":
    "Cannot confirm: {{bus}} is already booked by confirmed booking {{ref}} ({{name}}) from {{from}} to {{to}}.",
  "booking.clashThisBus":
    "Cannot confirm: this bus is already booked by confirmed booking {{ref}} ({{name}}) from {{from}} to {{to}}.",
  "booking.clashUnknown": "This bus already has a confirmed booking on these dates.",
  // Changing a booking's bus (staff).
  "booking.changeBusOnlyOpen": "Only a Pending or Confirmed booking can change its bus; this one is {{status}}.",
  "booking.changeBusSame": "This booking already has {{bus}}.",
  "booking.changeBusMaintenance": "Cannot change the bus: {{bus}} is under maintenance.",
  "booking.changeBusTooSmall":
    "Cannot change the bus: {{bus}} seats {{capacity}} passengers, fewer than this booking's {{passengers}}.",
  "booking.changeBusClash":
    "Cannot change the bus: {{bus}} is already booked by confirmed booking {{ref}} ({{name}}) from {{from}} to {{to}}.",
  "booking.tooManyForOneAnswer":
    "There are more than {{limit}} bookings, too many for one answer. Read them page by page with bookingsPage(first, after), or download them all from GET /exports/bookings.csv.",
  "booking.blackoutClash": "Cannot confirm: {{bus}} is unavailable from {{from}} to {{to}} ({{reason}}).",
  "booking.blackoutClashThisBus": "Cannot confirm: this bus is unavailable from {{from}} to {{to}} ({{reason}}).",
  "booking.unknownBusFilter": "Unknown bus.",
  "booking.cancelOnlyOpen": "Only a Pending or Confirmed booking can be cancelled.",
  "booking.cancelTripStarted": "This trip has already started and cannot be cancelled online. Please call us.",
  "booking.cancelAlreadyAsked": "You have already asked to cancel this booking. Our team will get back to you.",
  "booking.noCancelRequest": "There is no cancellation request on this booking.",
  "booking.declineNeedsMessage": "Please write a message for the customer.",
  "booking.fareBeforeAdvance": "Please enter the agreed fare before the advance.",
  "booking.advanceOverFare": "The advance cannot be more than the agreed fare.",
  "booking.advanceMissing": "Please enter the advance received.",
  "booking.advanceInFuture": "The advance cannot be received in the future.",
  "booking.advanceInLedger": "The advance is recorded as a payment: it stays received.",

  // The payment ledger (staff recording what they received).
  "payment.noFare": "Record the agreed fare before a payment.",
  "payment.overBalance": "A payment cannot be more than the booking still owes.",
  "payment.inFuture": "A payment cannot be received in the future.",
  "payment.duplicateReference": "A payment with this reference is already recorded.",
  "payment.notHeld": "This payment is not held: it was accepted already, or it is not the gateway's captured payment.",
  "payment.policyTiers": "Give between 1 and 10 tiers, each for a different number of days before departure.",
  "payment.nothingToRefund": "Nothing received on this booking is left to refund.",
  "payment.badSignature": "The webhook's signature is not valid.",
  "payment.gatewayOff": "Online payment is not set up; please pay by UPI.",
  "payment.bookingCancelled": "This booking is cancelled; nothing can be paid on it.",
  "payment.nothingDue": "Nothing is due on this booking now.",
  "payment.gatewayRefused": "The payment service refused the request: {{reason}}",
  "payment.refundTooMuch": "A refund cannot be more than what was received on the payment and not yet refunded.",
  "payment.refundNeedsReason": "Give the reason for the refund.",
  "payment.paymentNotFound": "Payment not found.",

  // The fleet and its unavailable periods (staff).
  "bus.notFound": "Bus not found.",
  "bus.registrationTaken": "Registration number {{number}} belongs to another bus.",

  // Vehicle documents; {{document}} is a document's name, e.g. "fitness certificate".
  "document.notFound": "Document not found.",
  "document.fileNotFound": "Document file not found.",
  "document.invalidFile": "Please select a PDF or an image file (PNG, JPEG, GIF or WebP).",
  "document.untilBeforeFrom": "Valid until must not be before valid from.",
  "document.unknownState": "Unknown state: {{state}}.",
  "document.statesOnlyPermit": "Only a state permit lists the states it covers.",
  "document.duplicate": "This {{document}} number ({{number}}) is already recorded.",
  "document.settingsList": "{{field}} must be a list.",
  "document.lapseExpires":
    "Cannot confirm: the {{document}} of {{bus}} expires on {{date}}, before the trip ends on {{end}}.",
  "document.lapseMissing": "Cannot confirm: {{bus}} has no {{document}} on record.",
  "document.lapseNotYetValid": "Cannot confirm: the {{document}} of {{bus}} is valid only from {{date}}.",
  "document.lapseState": "Cannot confirm: no permit of {{bus}} covers {{state}}, which the trip crosses.",
  "document.lapseChangeExpires":
    "Cannot change the bus: the {{document}} of {{bus}} expires on {{date}}, before the trip ends on {{end}}.",
  "document.lapseChangeMissing": "Cannot change the bus: {{bus}} has no {{document}} on record.",
  "document.lapseChangeNotYetValid": "Cannot change the bus: the {{document}} of {{bus}} is valid only from {{date}}.",
  "document.lapseChangeState": "Cannot change the bus: no permit of {{bus}} covers {{state}}, which the trip crosses.",
  "document.lapseAssignExpires":
    "Cannot assign the driver: the {{document}} of {{bus}} expires on {{date}}, before the trip ends on {{end}}.",
  "document.lapseAssignMissing": "Cannot assign the driver: {{bus}} has no {{document}} on record.",
  "document.lapseAssignNotYetValid":
    "Cannot assign the driver: the {{document}} of {{bus}} is valid only from {{date}}.",
  "document.lapseAssignState":
    "Cannot assign the driver: no permit of {{bus}} covers {{state}}, which the trip crosses.",
  "bus.blackoutNotFound": "Unavailable period not found.",
  "bus.blackoutEndsBeforeStart": "The period must end on or after the day it starts.",
  "bus.featuresFormat": "Features must be a list of text or comma-separated text.",
  "bus.imagesNotList": "Images must be a list of URLs.",
  "bus.tooManyImages": "A bus can have at most {{max}} images.",
  "bus.routesNotList": "Popular routes must be a list.",
  "bus.routeIncomplete": "Each popular route needs from, to, duration and distance.",

  // Drivers and who drives each trip (staff).
  "driver.notFound": "Driver not found.",
  "driver.hasTrips": "{{driver}} has trips and cannot be deleted. Deactivate the driver instead.",
  "driver.licenceTaken": "Another driver has this licence number.",
  "driver.onlyConfirmed": "Drivers can be assigned only to a Confirmed booking.",
  "driver.oneOrTwo": "Choose one or two drivers (or none to unassign).",
  "driver.twice": "The same driver cannot be both drivers of a trip.",
  "driver.inactive": "{{driver}} is inactive and cannot be assigned.",
  "driver.licenceExpires":
    "{{driver}}'s driving licence is valid until {{until}}, before the trip's last day ({{returns}}).",
  "driver.clash":
    "Cannot assign: {{driver}} already drives confirmed booking {{ref}} ({{name}}) from {{from}} to {{to}}.",
  "driver.clashUnknown": "This driver already has a confirmed trip on these dates.",

  // The driver's link and steps (the driver reads these, in Hindi or English).
  "driverLink.invalid": "This link is not valid. Please ask the office for a new one.",
  "driverLink.revoked": "The office has withdrawn this link. Please ask them for a new one.",
  "driverLink.notYet": "This link opens on {{from}}.",
  "driverLink.expired": "This link expired on {{until}}.",
  "roster.invalid": "This link is no longer valid. Please ask the office for a new one.",
  "trip.stepId": "Each step needs its own id (a UUID).",
  "trip.notStarted": "Please start the trip first.",
  "trip.alreadyStarted": "This trip has already started.",
  "trip.closed": "This trip is already closed.",
  "trip.closingBelowOpening": "Closing km cannot be less than the opening km ({{opening}}).",
  "trip.wrongCode": "Wrong code. Attempts left: {{left}}.",
  "trip.codeLocked": "Too many wrong codes. Please ask the office to close this trip.",
  "trip.amountFormat": "{{field}} must be an amount in rupees (at most 2 decimals).",
  "trip.receiptRequired": "Please add a photo of the receipt.",
  "trip.unknownStop": "{{stop}} is not a stop of this trip.",
  "duty.reportingTime": "Reporting time must be HH:MM (24-hour).",
  "charge.notOffered": "This line is not offered for this trip.",
  "closeOut.notClosed":
    "The trip cannot be completed yet: the driver has not closed it (staff may close it for the driver).",
  "closeOut.undecided": "The trip cannot be completed yet: {{count}} trip charge(s) still need approving or rejecting.",
  "closeOut.cancelled": "A cancelled booking cannot be completed.",
  "closeOut.already": "This trip is already completed.",

  // Destinations, settings, messages, customers, images (staff).
  "destination.notFound": "Destination not found.",
  "destination.threeImages": "Exactly three image URLs are required.",
  "destination.imageRequired": "Image URL {{number}} is required.",
  "destination.imageInvalid": "Image URL {{number}} must be a valid URL.",
  "settings.bookingPhones": "Exactly 4 booking phone numbers are required.",
  "settings.whatsappContacts": "Exactly 2 WhatsApp contacts are required.",
  "settings.whatsappNumber":
    "WhatsApp number {{number}} must be a 10-digit mobile number, or a number with its country code.",
  "settings.upiId": "Please enter a valid UPI ID (for example kashicoach@okaxis).",
  "settings.upiPayee": "Please enter the payee name for the UPI ID.",
  "messaging.badVerifyToken": "The webhook's verify token is not ours.",
  "messaging.badChallenge": "The webhook's challenge is missing or malformed.",
  "messaging.badSignature": "The webhook's signature is not valid.",
  "messaging.badWebhookBody": "The webhook's body is not JSON.",
  "messaging.badSmsToken": "The delivery report's token is not ours.",
  "messaging.unknownTemplate": "There is no such message template.",
  "messaging.consentAnswer": "Consent must be given (true) or withdrawn (false).",
  "messaging.emptyText": "Write the message first.",
  "messaging.longText": "A WhatsApp message can have at most 4,096 characters.",
  "messaging.noNumber": "The customer's phone number is not a valid Indian or international mobile number.",
  "messaging.windowClosed":
    "WhatsApp allows a free-text reply only within 24 hours of the customer's own message. Send a template instead, or wait until the customer writes.",
  "messaging.badMonth": "Month must be YYYY-MM.",
  "notification.notFound": "Message not found",
  "notification.onlyFailedRetry": "Only a failed message can be retried.",
  "notification.unsubscribeInvalid": "This unsubscribe link is not valid.",
  "contact.notFound": "Message not found.",
  "customer.notFound": "Customer not found.",
  "customer.staffEmail": "This e-mail belongs to a staff account. Please enter the customer's own e-mail.",
  "upload.invalidImage": "Please select a valid image file.",
  "upload.tooLarge": "Image size must be less than 5MB.",
  "upload.notFound": "Image not found.",
  "upload.noFile": "Please select an image file or provide a valid image URL.",
  "upload.notMultipart": 'Send the image as multipart/form-data in the field "file".',

  // Tax invoices and credit notes (domain/invoice).
  "gstin.length": "A GSTIN has 15 letters and digits.",
  "gstin.state": "A GSTIN starts with a state code from 01 to 38 (or 97).",
  "gstin.pan": "Characters 3 to 12 of a GSTIN are a PAN: five letters, four digits and a letter.",
  "gstin.entity": "The 13th character of a GSTIN is a digit from 1 to 9 or a letter.",
  "gstin.z": "The 14th character of a GSTIN is Z.",
  "gstin.check": "This GSTIN's last character does not match the others. Please check it for a typing mistake.",
  "tax.state": "State must be a GST state code (01 to 38, or 97).",
  "tax.stateMismatch": "The GSTIN belongs to state {{code}}, not the state chosen.",
  "tax.scheme": "GST scheme must be 5 (no input tax credit) or 12 (with input tax credit).",
  "tax.sac": "SAC must be 4 to 8 digits.",
  "tax.prefix": "Invoice prefix must be 1 to 10 capital letters or digits.",
  "tax.constitution": "Constitution must be proprietorship, partnership, llp, company or other.",
  "tax.afterInvoice":
    "After the invoice must be notes (a credit or debit note for the difference) or refuse (the fare cannot change).",
  "invoice.noGstin": "Enter the operator's GSTIN in Settings → Tax before issuing a tax invoice.",
  "invoice.notConfirmed": "Only a Confirmed booking can be invoiced.",
  "invoice.alreadyIssued": "An invoice has already been issued for this booking ({{number}}).",
  "invoice.nothingToInvoice": "This booking has no agreed fare or accepted quote to invoice.",
  "invoice.notFound": "Invoice not found.",
  "invoice.billingLocked": "The invoice has been issued, so the billing details can no longer be changed.",
  "invoice.immutable": "An issued invoice cannot be changed. Issue a credit note instead.",
  "invoice.creditTooLarge":
    "A credit note can take off at most {{amount}} of taxable value, what remains un-credited on this invoice.",
  "invoice.creditAmount": "The amount must be more than ₹0 with at most two decimals.",
  "invoice.noInvoice": "This booking has no issued invoice.",
  "invoice.fareAfterInvoice":
    "Invoice {{number}} has been issued, and Settings → Tax keep the fare as invoiced: it cannot change now.",
  "invoice.fareCleared":
    "Invoice {{number}} has been issued, so the agreed fare cannot be cleared: record the new fare (a note is issued for the difference) or cancel the booking.",
  "booking.fareFromQuote":
    "This booking's fare comes from its accepted quote (version {{version}}): send a new version to change it.",
  "invoice.bookingHasInvoice":
    "This booking has a tax invoice and cannot be deleted. Cancel it instead: a credit note is issued.",
  "invoice.month": "Month must be written YYYY-MM.",

  // Rate cards and quotes.
  "quote.notFound": "There is no quote for this booking yet.",
  "quote.linkInvalid":
    "This quote link is not valid or has expired. Please use the link in your latest e-mail, or log in.",
  "quote.noLines": "A quote needs at least one line.",
  "quote.tooManyLines": "A quote can have at most {{max}} lines.",
  "quote.lineKind": "Line {{number}}: the kind must be one of: {{allowed}}.",
  "quote.lineLabel": "Line {{number}} needs a description (at most 200 characters).",
  "quote.lineQuantity": "Line {{number}}: the quantity must be a whole number from 0 to {{max}}.",
  "quote.lineAmount":
    "Line {{number}}: the amount must be in rupees with at most two decimals, and the line at most ₹{{max}}.",
  "quote.atActualsOnlyExtras": "Line {{number}}: only tolls, parking and permits can be charged at actuals.",
  "quote.discountTooLarge": "The discount cannot be more than the charges.",
  "quote.advance": "The advance must be a percentage from 0 to 100, or an amount up to the total (not both).",
  "quote.validUntilPast": "The quote must be valid until today or later.",
  "quote.validUntilTooLate": "A quote can be valid for at most a year.",
  "quote.notDraft": "This quote has been sent and can no longer be changed. Prepare a new version to change it.",
  "quote.noDraft": "There is no draft quote on this booking. Prepare one first.",
  "quote.bookingCancelled": "This booking is cancelled; it cannot be quoted.",
  "quote.noBus": "This booking has no bus. Choose one before preparing a quote.",
  "quote.noRateCard": "No rate card fits {{bus}}. Add one in Settings → Rates.",
  "quote.expired": "This quote expired on {{date}}. Please ask us for a new one.",
  "quote.superseded": "This quote has been replaced by a newer version. Please open the latest one.",
  "quote.declined": "You asked for a change to this quote. We will send you a new version.",
  "quote.notSent": "This quote has not been sent yet.",
  "quote.alreadyAccepted": "This quote has already been accepted.",
  "quote.termsRequired": "Please tick the box to accept the terms.",
  "quote.busTaken":
    "This quote cannot be accepted: {{bus}} is no longer free from {{from}} to {{to}}. Please ask us for a change.",
  "quote.tripStarted": "This trip has already started; the quote can no longer be accepted. Please call us.",
  "trip.tooManyStops": "A trip can have at most {{max}} stops.",
  "trip.stopOrder": "Stop {{number}} cannot be on an earlier day than the stop before it.",
  "trip.stopTime": "Stop {{number}}: the time must be HH:MM (24-hour).",
  "rateCard.notFound": "Rate card not found.",
  "rateCard.scope": "Choose a bus, or a band of seats (from and to, from at most to).",
  "rateCard.busTaken": "This bus already has a rate card; save a new version of it instead.",
  "rateCard.amount": "{{field}} must be an amount in rupees from 0 to {{max}}, with at most two decimals.",
  "rateCard.gstRate": "GST must be 5 % or 12 %.",

  // The API itself.
  "graphql.subscriptionsOverWebSocket": "Subscriptions are served over WebSocket (graphql-ws) at /graphql.",
  "graphql.oncePerRequest": "This request sends the same e-mail more than once. Ask for it once per request.",
  "form.crossSite": "This form was sent from another site, so it was not accepted.",
  rateLimited: "Too many attempts. Please wait {{seconds}} seconds and try again.",
  serviceUnavailable: "The service is briefly unavailable. Please try again in a few seconds.",
  internalError: "Internal server error",
  // A booking's vehicles and vendors (hired-in buses).
  "driver.otherVehicle": "{{driver}} already drives another vehicle of this booking.",
  "booking.tooManyForBuses":
    "{{buses}} × {{bus}} seat {{seats}}, fewer than {{passengers}} passengers: ask for {{needed}} buses.",
  "vehicle.noBusToConfirm":
    "Cannot confirm: vehicle {{position}} has no bus yet. Allocate a bus to every vehicle first.",
  "vehicle.tooFewSeats": "{{passengers}} passengers need more seats than these vehicles have ({{seats}}).",
  "vehicle.busTwice": "{{bus}} is already vehicle {{position}} of this booking.",
  "vehicle.count": "A booking needs 1 to {{max}} vehicles.",
  "vehicle.busMaintenance": "{{bus}} is under maintenance.",
  "vehicle.busClash": "{{bus}} is already booked by confirmed booking {{ref}} ({{name}}) from {{from}} to {{to}}.",
  "vehicle.vendorCostOwnBus": "A vendor cost is for a vendor's bus; {{bus}} is the fleet's own.",
  "vehicle.vendorCostNegative": "Vendor cost cannot be negative.",
  "vehicle.firstStays": "The first vehicle cannot be removed; change its bus instead.",
  "vehicle.removeWithDriver": "Release {{driver}} from vehicle {{position}} before removing it.",
  "vehicle.paid":
    "The vendor of vehicle {{position}} has been paid; its bus and cost cannot change and it cannot be removed.",
  "vehicle.unknown": "This booking has no such vehicle.",
  "vehicle.onlyOpen": "Only a Pending or Confirmed booking's vehicles can change; this one is {{status}}.",
  "vehicle.seatsOrBus": "Vehicle {{position}} needs its seats or a bus.",
  "vendor.notFound": "Vendor not found",
  "vendor.nameTaken": "A vendor named {{name}} already exists.",
  "vendor.hasVehicles": "This vendor still has vehicles; remove them first.",
  "vendor.vehicleNotFound": "Vendor vehicle not found",
  "vendor.vehicleInUse": "This vehicle is on a booking and cannot be removed.",
  "vendor.registrationTaken": "A bus with registration number {{registration}} already exists.",
  "vendor.pan": "A PAN is five letters, four digits and a letter (e.g. ABCDE1234F).",
  "vendor.noCost": "No vendor cost is recorded for this vehicle.",
  "vendor.alreadyPaid": "This vehicle's vendor was already paid (reference {{reference}}).",
  "vendor.notConfirmed": "Pay a vendor once the booking is Confirmed; this one is {{status}}.",
} as const satisfies Record<string, string>;

/**
 * The field labels the server names in messages (the `field` param), each with its Hindi in
 * `serverFields` of hi.errors.json. The validation helpers accept only these (and the numbered
 * labels of the site settings, which staff read in English), so a new label is added here first.
 */
export const FIELD_LABELS = [
  // Customers: booking, account, contact form, cancellation.
  "Pickup location",
  "Destination",
  "Departure date",
  "Days",
  "Passengers",
  "Name",
  "Email",
  "Phone",
  "Mobile number",
  "Notes",
  "Login",
  "Username",
  "Password",
  "Subject",
  "Message",
  "Reason",
  "Language",
  // Staff.
  "Status",
  "Quote",
  "Start",
  "End",
  "From",
  "To",
  "Capacity",
  "Description",
  "Short description",
  "Name (Hindi)",
  "Short description (Hindi)",
  "Description (Hindi)",
  "Features",
  "Last maintenance",
  "Route from",
  "Route to",
  "Route duration",
  "Route distance",
  "Agreed fare",
  "Advance",
  "Advance received on",
  "Note",
  "UPI ID",
  "Payee name",
  "GSTIN",
  "Support hours",
  "Business hours",
  "Address",
  "Map latitude",
  "Map longitude",
  "Notification e-mail",
  "Booking received e-mail",
  "Status change e-mail",
  "New booking e-mail to staff",
  "Trip reminder e-mail",
  "Inclusions",
  "Exclusions",
  "Rate per km",
  "Minimum km per day",
  "Driver allowance",
  "Night halt",
  "GST rate",
  "Effective from",
  "Seats from",
  "Seats to",
  "Depot",
  "Cancellation terms",
  "Cancellation terms (Hindi)",
  "Trip type",
  "Day",
  "Licence number",
  "Licence valid until",
  "Languages",
  "Active",
  "Drivers",
  "Opening km",
  "Closing km",
  "Stop",
  "Expense",
  "Amount",
  "Amount collected",
  "Payment method",
  "Payment for",
  "Days before departure",
  "Refund %",
  "Purpose",
  "Channel",
  "Refund policy",
  "Show",
  "Reference",
  "Received on",
  "Code",
  "Latitude",
  "Longitude",
  "Accuracy",
  "Reporting time",
  "Notes for the driver",
  "Collect on board",
  "Approve",
  // Vehicle documents.
  "Registration number",
  "Document type",
  "Document number",
  "Issuer",
  "Valid from",
  "Valid until",
  "Required documents",
  "Reminder days",
  "Reminder e-mail",
  // Tax invoices.
  "Legal name",
  "Billing name",
  "Billing address",
  "Customer GSTIN",
  "State",
  "GST scheme",
  "SAC",
  "Invoice prefix",
  // A booking's vehicles and vendors.
  "Buses",
  "Seats",
  "Vendor cost",
  "Vehicles",
  "Vendor",
  "PAN",
  "Contact name",
  "Bus type",
  "Vehicle",
] as const;
export type FieldLabel = (typeof FIELD_LABELS)[number] | `Booking phone ${number}` | `WhatsApp label ${number}`;

export type MessageKey = keyof typeof MESSAGES;

/** A calendar date, YYYY-MM-DD: English shows it as "Mar 5, 2026". */
export interface DateParam {
  readonly date: string;
}
/** A list: each item rendered with `list`'s template, joined with ", ". */
export interface ListParam {
  readonly list: MessageKey;
  readonly items: readonly Readonly<Record<string, string | number>>[];
}
export type MessageParam = string | number | DateParam | ListParam;
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** The placeholder names of a template: "{{field}} is {{max}}" -> "field" | "max". */
type Placeholders<S extends string> = S extends `${string}{{${infer P}}}${infer Rest}` ? P | Placeholders<Rest> : never;
type ParamsArg<K extends MessageKey> = [Placeholders<(typeof MESSAGES)[K]>] extends [never]
  ? []
  : [params: { readonly [P in Placeholders<(typeof MESSAGES)[K]>]: P extends "field" ? FieldLabel : MessageParam }];

/** A message as a key and its params: what a domain error carries, and what GraphQL answers beside the text. */
export interface Message {
  readonly key: MessageKey;
  readonly params: MessageParams;
}

/** A message of the catalogue; the type checker asks for exactly the template's placeholders. */
export const msg = <K extends MessageKey>(key: K, ...params: ParamsArg<K>): Message => ({
  key,
  params: params[0] ?? {},
});

/** A date in en-US short form, as the site shows them ("Mar 5, 2026"). */
const englishDate = displayDate;

function englishParam(value: MessageParam): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if ("date" in value) return englishDate(value.date);
  return value.items.map((item) => englishText({ key: value.list, params: item })).join(", ");
}

/** The English text of a message: its template with every `{{name}}` filled (a missing param stays as written). */
export function englishText(message: Message): string {
  const params = message.params;
  return MESSAGES[message.key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? englishParam(params[name]) : whole,
  );
}

/** Shorthand for a message's English text, for the constants that other modules and the API docs quote. */
export const text = <K extends MessageKey>(key: K, ...params: ParamsArg<K>): string => englishText(msg(key, ...params));
