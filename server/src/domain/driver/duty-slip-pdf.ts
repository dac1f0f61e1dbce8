import { Doc } from "../print/doc";
import { DUTY_SLIP_PDF_TEXTS } from "./duty-slip-pdf.texts";
import type { SlipFacts } from "./duty-slip.service";

/**
 * The duty slip as PDF, in the driver's language: reporting date, time and place, the plan, the customer,
 * the bus and drivers, staff's notes, what to collect on board, and the boxes the driver fills in by hand.
 */
export function dutySlipPdf(slip: SlipFacts): PDFKit.PDFDocument {
  const tx = DUTY_SLIP_PDF_TEXTS[slip.language];
  const doc = new Doc(slip.language, { title: tx.title(slip.reference) });
  doc.band();
  doc.title(tx.title(slip.reference));

  doc.section(tx.reporting);
  doc.labelled(tx.date, doc.date(slip.departureDate));
  doc.labelled(tx.time, slip.reportingTime ?? tx.notGiven);
  doc.labelled(tx.place, slip.reportingPlace);
  doc.text(tx.returns(doc.date(slip.returnDate), slip.days), "muted");

  doc.section(tx.plan);
  for (const s of slip.stops)
    doc.labelled(tx.day(s.day), [s.place, s.time, s.nightHalt && tx.nightHalt].filter(Boolean).join(" · "));
  if (slip.returnLeg) doc.labelled(tx.day(slip.returnLeg.day), tx.returnTo(slip.returnLeg.place));

  doc.section(tx.customer);
  doc.text(`${slip.customerName} · ${slip.customerPhone}`);
  doc.labelled(tx.passengers, slip.passengers === null ? tx.notSpecified : String(slip.passengers));
  if (slip.customerNotes) doc.labelled(tx.customerNotes, slip.customerNotes);

  doc.section(tx.bus);
  if (slip.vehicle) doc.labelled(tx.vehicle, tx.vehicleOf(slip.vehicle.position, slip.vehicle.of));
  doc.text(`${slip.busName ?? "—"} · ${tx.registration}: ${slip.registrationNumber ?? "—"}`);
  if (slip.drivers.length) doc.labelled(tx.drivers, slip.drivers.map((d) => `${d.name} (${d.phone})`).join(", "));

  if (slip.driverNotes) {
    doc.section(tx.notes);
    doc.text(slip.driverNotes);
  }

  doc.section(tx.collect);
  if (slip.amountToCollectPaise !== null) doc.text(doc.money(slip.amountToCollectPaise), "figure");
  else doc.text(tx.noCollect);

  doc.gap(1);
  doc.writeIn([tx.openingKm, tx.openingTime, tx.closingKm, tx.closingTime, tx.signature]);
  return doc.end();
}
