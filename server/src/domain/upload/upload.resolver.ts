import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import type { FileUpload } from "graphql-upload/processRequest.mjs";
import { Arg, Authorized, Ctx, Mutation, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Role } from "../shared/enums";
import { readLimited } from "./upload.service";

@Resolver()
export class UploadResolver {
  @Mutation(() => String, {
    description: "Uploads an image (PNG, JPEG, GIF or WebP, under 5 MB; admins) and answers its URL",
  })
  @Authorized(Role.admin)
  async uploadImage(@Arg("file", () => GraphQLUpload) file: Promise<FileUpload>, @Ctx() ctx: Context): Promise<string> {
    const upload = await file;
    const data = await readLimited(upload.createReadStream());
    return ctx.services.uploads.store(ctx.actor, data, upload.filename ?? "");
  }
}
