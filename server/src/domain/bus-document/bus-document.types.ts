import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { BusDocument, BusDocumentStatus, BusDocumentType } from "./bus-document.entity";
import type { BusDocumentForm } from "./bus-document.service";
import { REQUIREMENTS, type Requirement } from "./compliance";
import type { DocumentSettingsValues } from "./document-settings";

registerEnumType(BusDocumentType, {
  name: "BusDocumentType",
  description: "RC, insurance, fitness, PUC, road tax, state permit, All-India Tourist permit, other",
});
registerEnumType(BusDocumentStatus, {
  name: "BusDocumentStatus",
  description: "Valid, Expiring (within 30 days) or Expired, on India's calendar",
});

@InputType({ description: "A vehicle document; on update, omitted fields are left as they are" })
export class BusDocumentInput implements BusDocumentForm {
  @Field(() => BusDocumentType, { nullable: true }) type?: BusDocumentType;
  @Field({ nullable: true }) number?: string;
  @Field({ nullable: true }) issuer?: string;
  @Field({ nullable: true, description: "YYYY-MM-DD" }) validFrom?: string;
  @Field({ nullable: true, description: "YYYY-MM-DD, the last valid day" }) validUntil?: string;
  @Field(() => [String], { nullable: true, description: "States a state permit covers" }) states?: string[];
  @Field(() => ID, { nullable: true, description: "From uploadBusDocumentFile; null removes the file" })
  fileId?: string | null;
}

@ObjectType({ description: "Something that keeps a bus from a trip's days" })
export class ComplianceIssueType {
  @Field({ description: "missing, expires, notYetValid or stateNotCovered" }) kind: string;
  @Field({ description: "RC, Insurance, Fitness, PUC, RoadTax, Permit or StatePermit" }) requirement: string;
  @Field(() => ID, { nullable: true }) documentId: string | null;
  @Field(() => String, { nullable: true, description: "YYYY-MM-DD" }) date: string | null;
  @Field(() => String, { nullable: true }) state: string | null;
  @Field() message: string;
}

@ObjectType({ description: "Whether a bus's documents cover a date range" })
export class BusCompliance {
  @Field(() => ID) busId: string;
  @Field() from: string;
  @Field() until: string;
  @Field({ description: "False while the bus has no document on record (the rule applies once it has one)" })
  enforced: boolean;
  @Field() compliant: boolean;
  @Field(() => [ComplianceIssueType]) issues: ComplianceIssueType[];
}

@ObjectType({ description: "The fleet's documents at a glance" })
export class DocumentOverviewType {
  @Field(() => Int) valid: number;
  @Field(() => Int) expiring: number;
  @Field(() => Int) expired: number;
  @Field(() => [BusDocument], { description: "The next five to expire, soonest first" }) next: BusDocument[];
}

@ObjectType({ description: "Vehicle document settings" })
export class DocumentSettings implements DocumentSettingsValues {
  @Field(() => [String], { description: `Any of ${REQUIREMENTS.join(", ")} (Permit: state or All-India)` })
  requiredTypes: Requirement[];
  @Field(() => [Int], { description: "Days before expiry when the operator is reminded" }) reminderDays: number[];
  @Field({ description: "Empty: the site's contact e-mail" }) reminderEmail: string;
}

@InputType()
export class DocumentSettingsInput implements Partial<Record<keyof DocumentSettingsValues, unknown>> {
  @Field(() => [String], { nullable: true }) requiredTypes?: string[];
  @Field(() => [Int], { nullable: true }) reminderDays?: number[];
  @Field({ nullable: true }) reminderEmail?: string;
}
