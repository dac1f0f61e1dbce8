import { useMutation, useQuery } from "@apollo/client/react";
import styled from "styled-components";
import { formatDate, useTranslation } from "../../../i18n";
import { graphql } from "../../../gql";
import { Button } from "../../../ui/Button";
import { ErrorText, TextField } from "../../../ui/Field";
import { useAttempt, useDraft } from "../../../ui/formState";
import { Hint } from "../../../ui/Layout";

const Blackouts = graphql(`
  query BusBlackouts($id: ID!) {
    bus(id: $id) {
      id
      blackouts {
        id
        startDate
        endDate
        reason
      }
    }
  }
`);
const AddBlackout = graphql(`
  mutation AddBusBlackout($busId: ID!, $input: BlackoutInput!) {
    addBusBlackout(busId: $busId, input: $input) {
      id
    }
  }
`);
const RemoveBlackout = graphql(`
  mutation RemoveBusBlackout($id: ID!) {
    removeBusBlackout(id: $id)
  }
`);

const Box = styled.fieldset`
  border: 1px solid ${(p) => p.theme.color.line};
  border-radius: 10px;
  padding: 1rem;
  margin: 1.25rem 0 0;
  legend {
    font-weight: 700;
    padding: 0 0.4rem;
  }
  .row {
    display: grid;
    gap: 0 1rem;
    grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
    align-items: end;
  }
  ul {
    list-style: none;
    padding: 0;
    display: grid;
    gap: 0.4rem;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: 0.6rem;
    align-items: center;
    background: ${(p) => p.theme.color.sand};
    padding: 0.45rem 0.7rem;
    border-radius: 8px;
  }
`;
const REFETCH = { refetchQueries: ["BusBlackouts", "AdminCalendar"] };
const EMPTY = { startDate: "", endDate: "", reason: "" };

/** Staff's maintenance or unavailable periods of a bus (from, to, reason); saved at once, apart from the bus form. */
export function BusBlackouts({ busId }: { busId: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(Blackouts, { variables: { id: busId }, fetchPolicy: "network-only" });
  const [add, { loading }] = useMutation(AddBlackout, REFETCH);
  const [remove] = useMutation(RemoveBlackout, REFETCH);
  const { draft, setDraft, field } = useDraft(EMPTY);
  const { error, attempt } = useAttempt();
  const submit = () =>
    attempt(async () => {
      await add({ variables: { busId, input: draft } });
      setDraft(EMPTY);
    });
  const periods = data?.bus?.blackouts ?? [];
  return (
    <Box>
      <legend>{t("admin.desk.blackoutsTitle")}</legend>
      <Hint $flush>{t("admin.desk.blackoutsHelp")}</Hint>
      {periods.length === 0 && <p>{t("admin.desk.noBlackouts")}</p>}
      <ul>
        {periods.map((p) => (
          <li key={p.id}>
            <span>
              {formatDate(p.startDate)} – {formatDate(p.endDate)} · {p.reason}
            </span>
            <Button
              type="button"
              $variant="secondary"
              aria-label={t("admin.desk.removeBlackout", { from: p.startDate, to: p.endDate })}
              onClick={() => void remove({ variables: { id: p.id } })}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      <div className="row">
        <TextField label={t("admin.desk.blackoutFrom")} type="date" {...field("startDate")} />
        <TextField label={t("admin.desk.blackoutTo")} type="date" {...field("endDate")} />
        <TextField label={t("admin.desk.blackoutReason")} maxLength={200} {...field("reason")} />
      </div>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      {/* Adding waits for the list: a refetch would otherwise join the first, still unanswered, read. */}
      <Button type="button" $variant="secondary" disabled={loading || !data} onClick={() => void submit()}>
        {t("admin.desk.addBlackout")}
      </Button>
    </Box>
  );
}
