import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { GST_STATES } from "./gstin";
import { rupeesText, PAISE_COLUMN } from "../shared/money";

export enum InvoiceKind {
  invoice = "invoice",
  creditNote = "credit_note",
  debitNote = "debit_note",
  /** GST's receipt voucher: an advance received before the invoice, and the tax on it. */
  receiptVoucher = "receipt_voucher",
  /** GST's refund voucher: an advance returned before the invoice, reversing (part of) its receipt voucher. */
  refundVoucher = "refund_voucher",
}
registerEnumType(InvoiceKind, {
  name: "InvoiceKind",
  description:
    "A tax invoice, a credit or debit note against one, or a receipt or refund voucher of an advance before it",
});

/** A booking's billing details: who the invoice is made out to. Editable until the invoice is issued. */
@ObjectType({ description: "Who a booking's invoice is made out to" })
@Entity("booking_billing")
export class BookingBilling {
  @Field(() => ID)
  @PrimaryColumn("uuid")
  bookingId: string;

  @Field()
  @Column("text")
  name: string;

  @Field()
  @Column("text", { default: "" })
  address: string;

  @Field(() => String, {
    nullable: true,
    description: "The customer's GSTIN (15 characters), when a registered business",
  })
  @Column({ type: "varchar", length: 15, nullable: true })
  gstin: string | null;

  @Field({ description: "A business (true) or an individual" })
  @Column("boolean", { default: false })
  business: boolean;

  @Field({
    description:
      "A body corporate (a company or an LLP) registered for GST: on the operator's 5 % scheme, unless the operator is one too, it pays the tax itself on reverse charge",
  })
  @Column("boolean", { default: false })
  bodyCorporate: boolean;

  @Field()
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;

  @Field(() => String, { nullable: true, description: "The GST state code the customer's GSTIN gives" })
  get stateCode(): string | null {
    return this.gstin ? this.gstin.slice(0, 2) : null;
  }
}

/** A party as the document froze it. */
@ObjectType("InvoiceParty", { description: "The supplier or the recipient, as on the document" })
export class InvoicePartyValue {
  @Field()
  name: string;
  @Field()
  address: string;
  @Field(() => String, { nullable: true })
  gstin: string | null;
  @Field(() => String, { nullable: true, description: "GST state code, two digits" })
  state: string | null;
  @Field({ description: "A business (true) or an individual" })
  business: boolean;
}

@ObjectType("InvoiceLine", { description: "One line of an invoice (amounts in rupees, exact, as text)" })
export class InvoiceLineView {
  @Field()
  label: string;
  @Field()
  sac: string;
  @Field(() => Int)
  quantity: number;
  @Field()
  unit: string;
  @Field()
  amount: string;
  @Field({ description: "False for reimbursements at cost (outside GST)" })
  taxable: boolean;
}

/**
 * An issued tax invoice, credit note or debit note: frozen (the database refuses any UPDATE or DELETE),
 * numbered in its series per financial year. Amounts are integer paise; the API shows rupees as exact text.
 */
@ObjectType({ description: "An issued tax invoice, credit note or debit note (immutable)" })
@Entity("invoices")
export class Invoice {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => InvoiceKind)
  @Column("varchar")
  kind: InvoiceKind;

  @Field({ description: "e.g. KCT/2026-27/0001, KCT/CN/2026-27/0001 or KCT/DN/2026-27/0001" })
  @Column("varchar")
  number: string;

  @Column("varchar")
  series: string;

  @Field({ description: "India's financial year, e.g. 2026-27" })
  @Column("varchar")
  financialYear: string;

  @Column("int")
  sequence: number;

  @Field(() => ID)
  @Column("uuid")
  bookingId: string;

  @Field(() => ID, {
    nullable: true,
    description: "The invoice a credit or debit note refers to; the receipt voucher a refund voucher reverses",
  })
  @Column({ type: "uuid", nullable: true })
  invoiceId: string | null;

  /** A receipt voucher's payment (the ledger's row), once each. */
  @Column({ type: "uuid", nullable: true })
  paymentId: string | null;

  /** A refund voucher's refund, once each. */
  @Column({ type: "uuid", nullable: true })
  refundId: string | null;

  @Field()
  @Column("timestamptz")
  issuedAt: Date;

  @Field({ description: "YYYY-MM-DD, India's calendar" })
  @Column("date")
  issueDate: string;

  @Field(() => InvoicePartyValue)
  @Column("jsonb")
  supplier: InvoicePartyValue;

  @Field(() => InvoicePartyValue)
  @Column("jsonb")
  recipient: InvoicePartyValue;

  @Field({
    description:
      "GST state code of the place of supply: a registered recipient's (its GSTIN's first two digits), else where the passengers board",
  })
  @Column("varchar")
  placeOfSupply: string;

  @Field()
  @Column("varchar")
  sac: string;

  @Field(() => Int, { description: "GST rate, percent (5 or 12)" })
  @Column("int")
  rate: number;

  @Field({ description: "CGST + SGST (true) or IGST (false)" })
  @Column("boolean")
  intraState: boolean;

  @Field({ description: "Tax payable by the recipient on reverse charge" })
  @Column("boolean")
  reverseCharge: boolean;

  @Column("jsonb")
  lines: Array<{
    label: string;
    sac: string;
    quantity: number;
    unitPaise: number;
    amountPaise: number;
    taxable: boolean;
  }>;

  @Column("bigint", { transformer: PAISE_COLUMN })
  taxablePaise: number;
  @Column("bigint", { transformer: PAISE_COLUMN })
  nonTaxablePaise: number;
  @Column("bigint", { transformer: PAISE_COLUMN })
  cgstPaise: number;
  @Column("bigint", { transformer: PAISE_COLUMN })
  sgstPaise: number;
  @Column("bigint", { transformer: PAISE_COLUMN })
  igstPaise: number;
  @Column("bigint", { transformer: PAISE_COLUMN })
  taxPaise: number;
  @Column("bigint", { transformer: PAISE_COLUMN })
  totalPaise: number;

  @Field({ description: "The total in words (Indian numbering)" })
  @Column("text")
  amountInWords: string;

  @Field(() => String, { nullable: true, description: "Why a credit or debit note was issued" })
  @Column("text", { nullable: true })
  reason: string | null;

  @Column({ type: "uuid", nullable: true })
  issuedById: string | null;

  @Field(() => String, { nullable: true })
  @Column("text", { nullable: true })
  issuedByName: string | null;

  @Field(() => String, { description: "The place of supply's state name" })
  get placeOfSupplyName(): string {
    return GST_STATES[this.placeOfSupply] ?? "";
  }
  @Field(() => [InvoiceLineView])
  get invoiceLines(): InvoiceLineView[] {
    return this.lines.map((l) => ({
      label: l.label,
      sac: l.sac,
      quantity: l.quantity,
      unit: rupeesText(l.unitPaise),
      amount: rupeesText(l.amountPaise),
      taxable: l.taxable,
    }));
  }
  @Field(() => String, { description: "Taxable value, ₹" }) get taxable(): string {
    return rupeesText(this.taxablePaise);
  }
  @Field(() => String, { description: "Reimbursements at cost (outside GST), ₹" }) get nonTaxable(): string {
    return rupeesText(this.nonTaxablePaise);
  }
  @Field(() => String, { description: "Central GST, ₹" }) get cgst(): string {
    return rupeesText(this.cgstPaise);
  }
  @Field(() => String, { description: "State GST, ₹" }) get sgst(): string {
    return rupeesText(this.sgstPaise);
  }
  @Field(() => String, { description: "Integrated GST, ₹" }) get igst(): string {
    return rupeesText(this.igstPaise);
  }
  @Field(() => String, { description: "All GST, ₹" }) get tax(): string {
    return rupeesText(this.taxPaise);
  }
  @Field(() => String, { description: "What the document charges (or credits), ₹" }) get total(): string {
    return rupeesText(this.totalPaise);
  }
}
