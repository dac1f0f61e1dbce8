import { hash, verify } from "@node-rs/argon2";
import commonPasswords from "fxa-common-password-list";
import { ValidationError } from "../shared/errors";
import { msg } from "../shared/messages";
import * as v from "../shared/validate";

/** The account rules the REST document publishes too. */
export const PASSWORD_MIN = 8;
export const USERNAME = /^[A-Za-z0-9_.-]{3,30}$/;

export const hashPassword = (password: string) => hash(password, { algorithm: 2 /* argon2id */ });

/** Whether `password` matches a stored hash (false for a missing or malformed one). */
export const passwordMatches = (stored: string | null | undefined, password: string) =>
  verify(stored || DUMMY_HASH, password)
    .then((ok) => ok && !!stored)
    .catch(() => false);

/** Verified against when the account is unknown, so timing does not reveal accounts. */
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$e5Jn7COa+NOFjXH/MXa1BQ$NUe0ty+/XvTaNH4d7IOwg12e6GWCInQzhsDterPC2VQ";

export function validatePassword(value: unknown): string {
  if (typeof value !== "string" || value === "")
    throw new ValidationError(msg("validation.required", { field: "Password" }), { field: "password" });
  if (value.length < PASSWORD_MIN)
    throw new ValidationError(msg("validation.tooShort", { field: "Password", min: PASSWORD_MIN }), {
      field: "password",
    });
  if (value.length > 200)
    throw new ValidationError(msg("validation.tooLong", { field: "Password", max: 200 }), { field: "password" });
  // ASVS 6.2: the most common passwords (Firefox Accounts' list) are refused.
  if (commonPasswords.test(value) || commonPasswords.test(value.toLowerCase()))
    throw new ValidationError(msg("auth.commonPassword"), { field: "password" });
  return value;
}

export function validateUsername(value: unknown): string {
  const name = v.requiredText(value, "Username", 30);
  if (!USERNAME.test(name)) throw new ValidationError(msg("auth.usernameFormat"), { field: "username" });
  return name;
}
