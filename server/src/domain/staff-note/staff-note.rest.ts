/** Staff's internal notes on a booking, over REST, with the schemas they read and answer. */
import { Type } from "@sinclair/typebox";
import { toDoc } from "../../rest/documents";
import { dateTime, orNull, strict, text, uuid } from "../../rest/json-schema";
import { ok, refsTo, route, staff } from "../../rest/route";
import type { StaffNote as NoteRow } from "./staff-note.entity";
import { STAFF_NOTE_POLICIES } from "./staff-note.service";

const StaffNote = Type.Object({ _id: uuid, body: text, author: orNull<string>("string"), createdAt: dateTime }, strict);
const StaffNoteRequest = Type.Object({ body: text });
export const schemas = { StaffNote, StaffNoteRequest };
const { ref, list } = refsTo(schemas);

const staffNoteDoc = (n: NoteRow) => toDoc(StaffNote, n, { author: n.author?.name ?? null });

export const routes = {
  listBookingNotes: route("get", "/api/bookings/{id}/staff-notes", staff(STAFF_NOTE_POLICIES, "list"), {
    summary: "Staff's internal notes on a booking, oldest first (admins; never shown to customers)",
    ok: ok(200, "The notes", list("StaffNote")),
    handle: async ({ services, actor, id }) => (await services.staffNotes.list(actor, "booking", id)).map(staffNoteDoc),
  }),
  addBookingNote: route("post", "/api/bookings/{id}/staff-notes", staff(STAFF_NOTE_POLICIES, "add"), {
    body: ref("StaffNoteRequest"),
    summary: "Adds an internal note to a booking (admins)",
    ok: ok(201, "The note", ref("StaffNote")),
    handle: async ({ services, actor, id, body }) =>
      staffNoteDoc(await services.staffNotes.add(actor, "booking", id, body.body)),
  }),
};
