declare module "mjml" {
  function mjml2html(
    input: string,
    options?: { validationLevel?: "strict" | "soft" | "skip" },
  ): Promise<{ html: string; errors: Array<{ formattedMessage: string }> }>;
  export default mjml2html;
}
