import { Init1795346643239 } from "./1795346643239-Init";
import { BookingSearch1795350000000 } from "./1795350000000-BookingSearch";
import { BusinessOperations1795360000000 } from "./1795360000000-BusinessOperations";
import { Notifications1795400000000 } from "./1795400000000-Notifications";
import { BookingCounters1795415000000 } from "./1795415000000-BookingCounters";
import { BookingIdempotencyKeys1795420000000 } from "./1795420000000-BookingIdempotencyKeys";
import { UserLanguage1795430000000 } from "./1795430000000-UserLanguage";
import { DestinationHindi1795440000000 } from "./1795440000000-DestinationHindi";
import { BookingCountersAtCommit1795450000000 } from "./1795450000000-BookingCountersAtCommit";
import { BookingCountersByStatement1796200000000 } from "./1796200000000-BookingCountersByStatement";
import { Quotes1796000000000 } from "./1796000000000-Quotes";
import { StaffRoles1796100000000 } from "./1796100000000-StaffRoles";
import { Drivers1796300000000 } from "./1796300000000-Drivers";
import { DriverTrips1796310000000 } from "./1796310000000-DriverTrips";
import { DriverDutySlips1796600000000 } from "./1796600000000-DriverDutySlips";
import { BusDocuments1796400000000 } from "./1796400000000-BusDocuments";
import { TaxInvoices1796500000000 } from "./1796500000000-TaxInvoices";
import { MyBookingsIndex1797000000000 } from "./1797000000000-MyBookingsIndex";
import { DriverRosterLink1797400000000 } from "./1797400000000-DriverRosterLink";
import { ActivityLog1796110000000 } from "./1796110000000-ActivityLog";
import { MailOutbox1797100000000 } from "./1797100000000-MailOutbox";
import { OneMoney1797300000000 } from "./1797300000000-OneMoney";
import { StaffBookingsCloseOut1797500000000 } from "./1797500000000-StaffBookingsCloseOut";
import { QuoteConfirmedMail1797600000000 } from "./1797600000000-QuoteConfirmedMail";
import { BusPositions1797900000000 } from "./1797900000000-BusPositions";
import { PaymentLedger1798000000000 } from "./1798000000000-PaymentLedger";
import { PaymentReferences1798100000000 } from "./1798100000000-PaymentReferences";
import { PaymentGateway1798200000000 } from "./1798200000000-PaymentGateway";
import { ReceiptVouchers1798300000000 } from "./1798300000000-ReceiptVouchers";
import { PhoneMessages1798400000000 } from "./1798400000000-PhoneMessages";
import { BookingVehicles1798500000000 } from "./1798500000000-BookingVehicles";

/** Every migration, in order. Registered explicitly (not by glob) so the build and tests agree. */
export const migrations = [
  Init1795346643239,
  BookingSearch1795350000000,
  BusinessOperations1795360000000,
  Notifications1795400000000,
  BookingCounters1795415000000,
  BookingIdempotencyKeys1795420000000,
  UserLanguage1795430000000,
  DestinationHindi1795440000000,
  BookingCountersAtCommit1795450000000,
  BookingCountersByStatement1796200000000,
  Quotes1796000000000,
  StaffRoles1796100000000,
  Drivers1796300000000,
  DriverTrips1796310000000,
  BusDocuments1796400000000,
  TaxInvoices1796500000000,
  ActivityLog1796110000000,
  MyBookingsIndex1797000000000,
  DriverDutySlips1796600000000,
  MailOutbox1797100000000,
  OneMoney1797300000000,
  StaffBookingsCloseOut1797500000000,
  QuoteConfirmedMail1797600000000,
  BusPositions1797900000000,
  DriverRosterLink1797400000000,
  PaymentLedger1798000000000,
  PaymentReferences1798100000000,
  PaymentGateway1798200000000,
  ReceiptVouchers1798300000000,
  PhoneMessages1798400000000,
  BookingVehicles1798500000000,
];
