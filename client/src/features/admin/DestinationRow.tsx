import { useTranslation } from "../../i18n";
import { ItemButton } from "../../ui/ItemButton";
import type { Dest } from "./DestinationForm";
import styled from "styled-components";

const Row = styled.li`
  display: flex;
  gap: 1rem;
  align-items: center;
  flex-wrap: wrap;
  border-bottom: 1px solid ${(p) => p.theme.color.line};
  padding-bottom: 0.6rem;
  img {
    width: 90px;
    height: 60px;
    object-fit: cover;
    border-radius: 8px;
  }
  div {
    flex: 1;
    min-width: 200px;
  }
`;

/** A destination in the admin's list: thumbnail, name and short description, Edit and Delete. */
/** Edit and Delete are drawn for staff who may use them (content.write). */
export function DestinationRow(props: { dest: Dest; onEdit?: (d: Dest) => void; onDelete?: (d: Dest) => void }) {
  const { dest: d, onEdit, onDelete } = props;
  const { t } = useTranslation();
  return (
    <Row>
      <img src={d.images[0]} alt="" width={90} height={60} />
      <div>
        <strong>{d.name}</strong>
        <br />
        <small>{d.shortDescription}</small>
      </div>
      {onEdit && (
        <ItemButton label={t("admin.destinations.edit")} item={d.name} $variant="secondary" onClick={() => onEdit(d)} />
      )}
      {onDelete && (
        <ItemButton
          label={t("admin.destinations.delete")}
          item={d.name}
          $variant="danger"
          onClick={() => onDelete(d)}
        />
      )}
    </Row>
  );
}
