import { graphql } from "../../../gql";

graphql(`
  fragment BusDocumentFields on BusDocument {
    id
    busId
    busName
    type
    number
    issuer
    validFrom
    validUntil
    states
    status
    fileUrl
    fileName
  }
`);

export const BusDocumentsQuery = graphql(`
  query BusDocuments($busId: ID!) {
    busDocuments(busId: $busId) {
      ...BusDocumentFields
    }
  }
`);

export const AddBusDocument = graphql(`
  mutation AddBusDocument($busId: ID!, $input: BusDocumentInput!) {
    addBusDocument(busId: $busId, input: $input) {
      ...BusDocumentFields
    }
  }
`);

export const UpdateBusDocument = graphql(`
  mutation UpdateBusDocument($id: ID!, $input: BusDocumentInput!) {
    updateBusDocument(id: $id, input: $input) {
      ...BusDocumentFields
    }
  }
`);

export const DeleteBusDocument = graphql(`
  mutation DeleteBusDocument($id: ID!) {
    deleteBusDocument(id: $id) {
      id
    }
  }
`);

export const DocumentOverviewQuery = graphql(`
  query DocumentOverview {
    documentOverview {
      valid
      expiring
      expired
      next {
        ...BusDocumentFields
      }
    }
  }
`);

/** What a change to a document refreshes. */
export const documentQueries = ["BusDocuments", "DocumentOverview", "AdminCalendar"];
