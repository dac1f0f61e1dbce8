import { Doc } from "../print/doc";
import type { FarmOutFacts } from "./farm-out.service";
import { FARM_OUT_PDF_TEXTS } from "./farm-out-pdf.texts";

/**
 * The farm-out sheet as PDF, in Hindi or English: which vehicle of which group, the vendor and its bus, reporting
 * date, time and place, the plan, the customer, the drivers, the hire charge agreed, and the vendor's signature.
 */
export function farmOutPdf(sheet: FarmOutFacts): PDFKit.PDFDocument {
  const tx = FARM_OUT_PDF_TEXTS[sheet.language];
  const doc = new Doc(sheet.language, { title: tx.title(sheet.reference) });
  doc.band();
  doc.title(tx.title(sheet.reference), tx.vehicleOf(sheet.vehicle.position, sheet.vehicle.of));

  doc.section(tx.vendor);
  doc.text(sheet.vendor.name);
  doc.labelled(tx.phone, sheet.vendor.phone);
  if (sheet.vendor.contactName) doc.labelled(tx.contact, sheet.vendor.contactName);
  if (sheet.vendor.gstin) doc.labelled(tx.gstin, sheet.vendor.gstin);

  doc.section(tx.bus);
  doc.text(`${sheet.bus.name} · ${tx.registration}: ${sheet.bus.registrationNumber ?? "—"}`);
  doc.labelled(tx.seats, String(sheet.bus.seats));
  doc.labelled(
    tx.drivers,
    sheet.drivers.length ? sheet.drivers.map((d) => `${d.name} (${d.phone})`).join(", ") : tx.noDrivers,
  );

  doc.section(tx.reporting);
  doc.labelled(tx.date, doc.date(sheet.departureDate));
  doc.labelled(tx.time, sheet.reportingTime ?? tx.notGiven);
  doc.labelled(tx.place, sheet.reportingPlace);
  doc.text(tx.returns(doc.date(sheet.returnDate), sheet.days), "muted");

  doc.section(tx.plan);
  for (const s of sheet.stops)
    doc.labelled(tx.day(s.day), [s.place, s.time, s.nightHalt && tx.nightHalt].filter(Boolean).join(" · "));
  if (sheet.returnLeg) doc.labelled(tx.day(sheet.returnLeg.day), tx.returnTo(sheet.returnLeg.place));

  doc.section(tx.customer);
  doc.text(`${sheet.customerName} · ${sheet.customerPhone}`);
  doc.labelled(tx.passengers, sheet.passengers === null ? tx.notSpecified : String(sheet.passengers));
  if (sheet.driverNotes) doc.labelled(tx.notes, sheet.driverNotes);

  doc.section(tx.cost);
  doc.labelled(tx.agreed, sheet.costPaise === null ? tx.costNotAgreed : doc.money(sheet.costPaise));
  doc.text(tx.billTo, "muted");

  doc.gap(1);
  doc.writeIn([tx.signature]);
  return doc.end();
}
