import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import type { FileUpload } from "graphql-upload/processRequest.mjs";
import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { type Context } from "../../graphql/context";
import { readLimited } from "../upload/upload.service";
import { BusDocument, BusDocumentStatus } from "./bus-document.entity";
import {
  BusCompliance,
  BusDocumentInput,
  DocumentOverviewType,
  DocumentSettings,
  DocumentSettingsInput,
} from "./bus-document.types";

@Resolver(() => BusDocument)
export class BusDocumentResolver {
  @FieldResolver(() => BusDocumentStatus, { description: "Valid, Expiring within 30 days, or Expired, today in India" })
  status(@Root() doc: BusDocument, @Ctx() ctx: Context): BusDocumentStatus {
    return ctx.services.documents.statusOf(doc);
  }

  @FieldResolver(() => String, { nullable: true, description: "Download path of the scan (Bearer token)" })
  fileUrl(@Root() doc: BusDocument): string | null {
    return doc.fileId ? `/files/bus-documents/${doc.id}` : null;
  }

  @FieldResolver(() => String, { nullable: true, description: "The scan's file name" })
  fileName(@Root() doc: BusDocument): string | null {
    return doc.file?.originalName ?? null;
  }

  @FieldResolver(() => String, { nullable: true, description: "The bus's name" })
  busName(@Root() doc: BusDocument): string | null {
    return doc.bus?.name ?? null;
  }

  @Query(() => [BusDocument], { description: "A bus's documents, soonest expiry first (admins)" })
  busDocuments(@Arg("busId", () => ID) busId: string, @Ctx() ctx: Context): Promise<BusDocument[]> {
    return ctx.services.documents.list(ctx.actor, busId);
  }

  @Query(() => DocumentOverviewType, { description: "Counts by status and the next five expiries (admins)" })
  documentOverview(@Ctx() ctx: Context): Promise<DocumentOverviewType> {
    return ctx.services.documentOverview.overview(ctx.actor);
  }

  @Query(() => [BusDocument], { description: "Documents whose last valid day falls in [from, until] (admins)" })
  documentExpiries(@Arg("from") from: string, @Arg("until") until: string, @Ctx() ctx: Context) {
    return ctx.services.documentOverview.expiries(ctx.actor, from, until);
  }

  @Query(() => BusCompliance, {
    description: "Whether a bus's documents cover [from, until] and the given states (admins)",
  })
  busCompliance(
    @Arg("busId", () => ID) busId: string,
    @Arg("from") from: string,
    @Arg("until") until: string,
    @Arg("states", () => [String], { nullable: true }) states: string[] | null,
    @Ctx() ctx: Context,
  ): Promise<BusCompliance> {
    return ctx.services.compliance.busCompliance(ctx.actor, busId, from, until, states ?? []);
  }

  @Query(() => DocumentSettings, { description: "Required documents and reminder settings (admins)" })
  documentSettings(@Ctx() ctx: Context): Promise<DocumentSettings> {
    return ctx.services.documents.getSettings(ctx.actor);
  }

  @Mutation(() => DocumentSettings, { description: "Saves the required documents and reminder settings (admins)" })
  updateDocumentSettings(@Arg("input") input: DocumentSettingsInput, @Ctx() ctx: Context): Promise<DocumentSettings> {
    return ctx.services.documents.saveSettings(ctx.actor, input);
  }

  @Mutation(() => ID, { description: "Uploads a document's scan (PDF or image, under 5 MB; admins); answers its id" })
  async uploadBusDocumentFile(
    @Arg("file", () => GraphQLUpload) file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ): Promise<string> {
    return ctx.services.documents.uploadFile(ctx.actor, async () => {
      const upload = await file;
      return { data: await readLimited(upload.createReadStream()), filename: upload.filename ?? "" };
    });
  }

  @Mutation(() => BusDocument, { description: "Records a document of a bus (admins)" })
  addBusDocument(
    @Arg("busId", () => ID) busId: string,
    @Arg("input") input: BusDocumentInput,
    @Ctx() ctx: Context,
  ): Promise<BusDocument> {
    return ctx.services.documents.add(ctx.actor, busId, input);
  }

  @Mutation(() => BusDocument, { description: "Changes or renews a document (admins)" })
  updateBusDocument(
    @Arg("id", () => ID) id: string,
    @Arg("input") input: BusDocumentInput,
    @Ctx() ctx: Context,
  ): Promise<BusDocument> {
    return ctx.services.documents.update(ctx.actor, id, input);
  }

  @Mutation(() => BusDocument, { description: "Deletes a document (admins)" })
  deleteBusDocument(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<BusDocument> {
    return ctx.services.documents.remove(ctx.actor, id);
  }
}
