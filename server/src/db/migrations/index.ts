import { Init1795346643239 } from "./1795346643239-Init";
import { BookingSearch1795350000000 } from "./1795350000000-BookingSearch";

/** Every migration, in order. Registered explicitly (not by glob) so the build and tests agree. */
export const migrations = [Init1795346643239, BookingSearch1795350000000];
