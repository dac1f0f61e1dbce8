import { useState } from "react";
import { addMonths, todayInIndia } from "../../app/calendar";
import { downloadWithToken } from "../../app/download";
import { downloads } from "../../app/urls";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/Button";
import { ErrorText, TextField } from "../../ui/Field";
import { Panel } from "../../ui/Panel";
import styled from "styled-components";
import { Cluster } from "../../ui/Layout";

const Help = styled.p`
  margin-top: 0;
`;
const Month = styled.div`
  max-width: 240px;
`;

const FILES = ["b2b", "b2cl", "b2cs", "cdnr", "cdnur", "at", "atadj", "register"] as const;

/** Last month in India's calendar, "YYYY-MM" (the month a GSTR-1 is usually filed for). */
const lastMonth = (): string => addMonths(todayInIndia(), -1).slice(0, 7);

/**
 * Reports → GSTR-1 export: a month's b2b, b2cl, b2cs, credit notes (cdnr, cdnur), advances received and adjusted
 * (at, atadj: tables 11A and 11B) and the plain register, each a CSV.
 */
export function Gstr1Export() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(lastMonth);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  return (
    <Panel aria-labelledby="gstr1-title">
      <h2 id="gstr1-title">{t("admin.tax.gstr1Title")}</h2>
      <Help>{t("admin.tax.gstr1Help")}</Help>
      <Month>
        <TextField label={t("admin.tax.month")} type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
      </Month>
      <Cluster>
        {FILES.map((file) => (
          <Button
            key={file}
            type="button"
            $variant="secondary"
            disabled={busy === file || !month}
            onClick={async () => {
              setBusy(file);
              setFailed(false);
              await downloadWithToken(downloads.gstr1Csv(month, file), `gstr1-${month}-${file}.csv`).catch(() =>
                setFailed(true),
              );
              setBusy(null);
            }}
          >
            {t(`admin.tax.file.${file}`)}
          </Button>
        ))}
      </Cluster>
      {failed && <ErrorText role="alert">{t("admin.tax.gstr1Failed")}</ErrorText>}
    </Panel>
  );
}
