import { Init1795346643239 } from "./1795346643239-Init";

/** Every migration, in order. Registered explicitly (not by glob) so the build and tests agree. */
export const migrations = [Init1795346643239];
