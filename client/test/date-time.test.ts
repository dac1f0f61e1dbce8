/**
 * Staff screens show a moment in India's time (the operator's clock) whatever the viewer's machine says: the
 * activity log, sessions, notes, messages, status history and customers' sign-up all read it the same way.
 */
import { formatDateTime } from "../src/features/admin/dateTime";

test("a moment is written in India's date and time", () => {
  // 19:00 UTC on the 26th is 00:30 on the 27th in India.
  expect(formatDateTime("2026-11-26T19:00:00Z")).toBe("27 Nov 2026, 12:30 am");
  expect(formatDateTime("2026-11-27T06:15:00.000Z")).toBe("27 Nov 2026, 11:45 am");
});
