import { useQuery } from "@apollo/client/react";
import { CustomerConsentsQuery } from "./customers.documents";
import { MessageConsents } from "./MessageConsents";

/** An open customer's consent to WhatsApp and SMS, read when their row opens. */
export function CustomerConsents({ id, email }: { id: string; email: string }) {
  const { data } = useQuery(CustomerConsentsQuery, { variables: { search: email }, fetchPolicy: "network-only" });
  const customer = data?.customers.find((c) => c.id === id);
  return customer ? <MessageConsents consents={customer.consents} /> : null;
}
