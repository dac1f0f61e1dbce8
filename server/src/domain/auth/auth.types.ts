import { Field, ID, InputType, ObjectType } from "type-graphql";
import { Role } from "../shared/enums";
import type { Credentials, Registration } from "./account.service";
import type { AuthResult, Session } from "./session.service";

/** GraphQL types of accounts and tokens. Input rules live in the services, not here. */
@ObjectType({ description: "Tokens and who they belong to" })
export class AuthPayload implements AuthResult {
  @Field({ description: "Short-lived access token (Bearer)" }) token: string;
  @Field({ description: "Long-lived refresh token" }) refreshToken: string;
  @Field(() => Role) role: Role;
  @Field(() => String, { nullable: true }) username: string | null;
  @Field() name: string;
  @Field(() => ID) userId: string;
}

@InputType()
export class RegisterInput implements Registration {
  @Field() name: string;
  @Field() email: string;
  @Field() mobileNo: string;
  @Field() username: string;
  @Field() password: string;
}

@InputType()
export class LoginInput implements Credentials {
  @Field({ description: "E-mail or username" }) login: string;
  @Field() password: string;
  @Field({ defaultValue: true, description: "false: a shorter-lived refresh token" }) remember: boolean;
}

@ObjectType({ description: "A signed-in session of a user (one refresh token family)" })
export class UserSession implements Session {
  @Field(() => ID) id: string;
  @Field({ description: "When the user logged in" }) createdAt: Date;
  @Field({ description: "When the session last renewed its tokens" }) lastUsedAt: Date;
  @Field() expiresAt: Date;
  @Field({ description: "Logged in with Remember me" }) remember: boolean;
}
