import { graphql } from "../../gql";

export const SubmitContact = graphql(`
  mutation SubmitContactMessage($input: ContactMessageInput!) {
    submitContactMessage(input: $input) {
      id
    }
  }
`);
