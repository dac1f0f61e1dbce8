import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import type { FileUpload } from "graphql-upload/processRequest.mjs";
import { Arg, Ctx, Mutation, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";
import { readLimited } from "./upload.service";

@Resolver()
export class UploadResolver {
  @Mutation(() => String, {
    description: "Uploads an image (PNG, JPEG, GIF or WebP, under 5 MB; admins) and answers its URL",
  })
  uploadImage(@Arg("file", () => GraphQLUpload) file: Promise<FileUpload>, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.uploads.store(ctx.actor, async () => {
      const upload = await file;
      return { data: await readLimited(upload.createReadStream()), filename: upload.filename ?? "" };
    });
  }
}
