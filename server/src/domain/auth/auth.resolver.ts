import { IsEmail, IsNotEmpty, Length, MaxLength } from "class-validator";
import { Arg, Authorized, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Role } from "../shared/enums";
import { User } from "../user/user.entity";

@ObjectType({ description: "Tokens and who they belong to" })
export class AuthPayload {
  @Field({ description: "Short-lived access token (Bearer)" }) token: string;
  @Field({ description: "Long-lived refresh token" }) refreshToken: string;
  @Field(() => Role) role: Role;
  @Field(() => String, { nullable: true }) username: string | null;
  @Field() name: string;
  @Field(() => ID) userId: string;
}

@InputType()
export class RegisterInput {
  @Field() @IsNotEmpty({ message: "Name is required." }) @MaxLength(100) name: string;
  @Field() @IsEmail({}, { message: "Please enter a valid email address." }) email: string;
  @Field() @IsNotEmpty({ message: "Mobile number is required." }) @MaxLength(32) mobileNo: string;
  @Field() @IsNotEmpty({ message: "Username is required." }) @MaxLength(30) username: string;
  @Field() @Length(8, 200, { message: "Password must be at least 8 characters." }) password: string;
}

@InputType()
export class LoginInput {
  @Field({ description: "E-mail or username" }) @IsNotEmpty({ message: "Login is required." }) @MaxLength(254) login: string;
  @Field() @IsNotEmpty({ message: "Password is required." }) @MaxLength(200) password: string;
  @Field({ defaultValue: true, description: "false: a shorter-lived refresh token" }) remember: boolean;
}

@Resolver()
export class AuthResolver {
  @Query(() => User, { nullable: true, description: "The logged-in user" })
  @Authorized()
  me(@Ctx() ctx: Context): Promise<User> {
    return ctx.services.auth.me(ctx.actor);
  }

  @Mutation(() => AuthPayload, { description: "Creates a user account (role user) and logs it in" })
  register(@Arg("input") input: RegisterInput, @Ctx() ctx: Context): Promise<AuthPayload> {
    return ctx.services.auth.register(input);
  }

  @Mutation(() => AuthPayload, { description: "Logs in with e-mail or username and password" })
  login(@Arg("input") input: LoginInput, @Ctx() ctx: Context): Promise<AuthPayload> {
    return ctx.services.auth.login(input);
  }

  @Mutation(() => AuthPayload, { description: "Rotates a refresh token: answers a new access and refresh token and spends the old one" })
  refreshToken(@Arg("refreshToken") refreshToken: string, @Ctx() ctx: Context): Promise<AuthPayload> {
    return ctx.services.auth.refresh(refreshToken, true);
  }

  @Mutation(() => String, { description: "Mails a single-use password reset link; always answers the same neutral message" })
  requestPasswordReset(@Arg("email") email: string, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.passwordReset.request(email);
  }

  @Mutation(() => Boolean, { description: "Sets a new password with a reset link's token; signs the account out everywhere" })
  resetPassword(@Arg("token") token: string, @Arg("password") password: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.passwordReset.reset(token, password);
  }

  @Mutation(() => Boolean, { description: "Revokes the refresh token (and its family)" })
  logout(@Arg("refreshToken", () => String, { nullable: true }) refreshToken: string | null, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.auth.logout(refreshToken);
  }
}
