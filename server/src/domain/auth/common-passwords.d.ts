/** Firefox Accounts' list of the most common passwords (fxa-common-password-list ships no types). */
declare module "fxa-common-password-list" {
  const list: { test(password: string): boolean };
  export default list;
}
