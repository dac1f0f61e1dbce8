import styled from "styled-components";
import { formatPaise, paiseOfRupees } from "../../app/money";
import { useTranslation } from "../../i18n";

const Box = styled.div`
  display: grid;
  gap: 0.6rem;
  justify-items: start;
  margin-top: 1rem;
  padding-top: 1rem;
  border-top: 1px solid ${(p) => p.theme.color.line};
  img {
    width: 180px;
    height: 180px;
    border: 1px solid ${(p) => p.theme.color.line};
    border-radius: 8px;
    background: #fff;
  }
  .pay {
    display: inline-flex;
    align-items: center;
    min-height: 46px;
    padding: 0.6rem 1.2rem;
    border-radius: 999px;
    font-weight: 700;
    background: ${(p) => p.theme.color.maroon};
    color: #fff;
    text-decoration: none;
  }
  @media (pointer: coarse) {
    .qr {
      display: none;
    }
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
    font-size: 0.92rem;
  }
`;

export interface UpiPaymentView {
  link: string;
  amount: number;
  purpose: string;
  qrPng: string;
}

/** The UPI payment the server prepared: a button that opens the customer's UPI app on a phone, and its QR code for a desktop screen. */
export function PayByUpi({ upi }: { upi: UpiPaymentView }) {
  const { t } = useTranslation();
  const what =
    upi.purpose === "advance"
      ? t("desk.payAdvance", { amount: formatPaise(paiseOfRupees(upi.amount)) })
      : t("desk.payBalance", { amount: formatPaise(paiseOfRupees(upi.amount)) });
  return (
    <Box>
      <strong>{what}</strong>
      <a className="pay" href={upi.link}>
        {t("desk.payByUpi")}
      </a>
      <div className="qr">
        <img src={upi.qrPng} alt={t("desk.qrAlt", { amount: formatPaise(paiseOfRupees(upi.amount)) })} />
        <p>{t("desk.scan")}</p>
      </div>
      <p>{t("desk.recorded")}</p>
    </Box>
  );
}
