import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";
import { User } from "./user.entity";
import { AuthPayload, LoginInput, RegisterInput } from "./auth.types";

@Resolver()
export class AuthResolver {
  @Query(() => User, { nullable: true, description: "The logged-in user" })
  me(@Ctx() ctx: Context): Promise<User> {
    return ctx.services.accounts.me(ctx.actor);
  }

  @Mutation(() => String, {
    description: "Sets the logged-in user's language (en or hi), which their e-mails and invoice follow",
  })
  setMyLanguage(@Arg("language") language: string, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.languages.set(ctx.actor, language);
  }

  @Mutation(() => AuthPayload, { description: "Creates a user account (role user) and logs it in" })
  register(@Arg("input") input: RegisterInput, @Ctx() ctx: Context): Promise<AuthPayload> {
    return ctx.services.accounts.register(input);
  }

  @Mutation(() => AuthPayload, { description: "Logs in with e-mail or username and password" })
  login(@Arg("input") input: LoginInput, @Ctx() ctx: Context): Promise<AuthPayload> {
    return ctx.services.accounts.login(input);
  }

  @Mutation(() => AuthPayload, {
    description: "Rotates a refresh token: answers a new access and refresh token and spends the old one",
  })
  refreshToken(@Arg("refreshToken") refreshToken: string, @Ctx() ctx: Context): Promise<AuthPayload> {
    return ctx.services.sessions.refresh(refreshToken, true);
  }

  @Mutation(() => String, {
    description: "Mails a single-use password reset link; always answers the same neutral message",
  })
  requestPasswordReset(@Arg("email") email: string, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.passwordReset.request(email);
  }

  @Mutation(() => Boolean, {
    description: "Sets a new password with a reset link's token; signs the account out everywhere",
  })
  resetPassword(@Arg("token") token: string, @Arg("password") password: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.passwordReset.reset(token, password);
  }

  @Mutation(() => Boolean, { description: "Revokes the refresh token (and its family)" })
  logout(
    @Arg("refreshToken", () => String, { nullable: true }) refreshToken: string | null,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return ctx.services.sessions.logout(refreshToken);
  }
}
