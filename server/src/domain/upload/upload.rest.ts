/** Bus images over REST: the upload route and its answer's schema. */
import { Type } from "@sinclair/typebox";
import type * as OAS from "openapi3-ts/oas31";
import { strict } from "../../rest/json-schema";
import { error, ok, refsTo, route, staff } from "../../rest/route";
import { readImage } from "../../rest/upload";
import { IMAGE_TOO_LARGE, INVALID_IMAGE } from "./upload.service";
import { UPLOAD_POLICIES } from "./upload.service";

const UploadResponse = Type.Object({ fileUrls: Type.Array(Type.String({ format: "uri" }), { minItems: 1 }) }, strict);
export const schemas = { UploadResponse };
const { ref } = refsTo(schemas);

const imageFile: OAS.SchemaObject = {
  type: "string",
  contentMediaType: "application/octet-stream",
  description: "The image",
};
const imageForm: OAS.SchemaObject = { type: "object", required: ["file"], properties: { file: imageFile } };

export const routes = {
  upload: route("post", "/api/upload", staff(UPLOAD_POLICIES, "store"), {
    summary: "Uploads one bus image (admins)",
    description:
      "PNG, JPEG, GIF or WebP, checked by content; under 5 MB (enforced while streaming). The answer's URL is absolute, built from this request's scheme and host; the image is served at `/uploads/<id>.<ext>` and may be stored in a bus's `images`.",
    requestBody: { required: true, content: { "multipart/form-data": { schema: imageForm } } },
    ok: ok(201, "The stored image's URL", ref("UploadResponse")),
    throttle: { category: "upload", account: ({ actor }) => actor?.id },
    answers: {
      "400": error(`Not an image (\`${INVALID_IMAGE}\`), no field \`file\`, or not multipart`, INVALID_IMAGE),
      "413": error(`5 MB or more (\`${IMAGE_TOO_LARGE}\`)`, IMAGE_TOO_LARGE),
    },
    handle: async ({ services, actor, req }) => {
      const path = await services.uploads.store(actor, () => readImage(req));
      return { fileUrls: [`${req.protocol}://${req.get("host")}${path}`] };
    },
  }),
};
