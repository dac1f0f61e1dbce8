import { graphql } from "../../gql";

/**
 * The session every log-in answers, as app/session.ts keeps it: login, register and a guest's first
 * booking spread it; codegen reads it from here.
 * @public
 */
export const SessionFields = graphql(`
  fragment SessionFields on AuthPayload {
    token
    refreshToken
    role
    username
    name
    userId
  }
`);

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...SessionFields
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...SessionFields
    }
  }
`);
