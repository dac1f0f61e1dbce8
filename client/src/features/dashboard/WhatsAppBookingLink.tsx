import styled from "styled-components";
import { formatDate, useTranslation } from "../../i18n";
import { whatsappHref } from "../../app/phone";

export interface WhatsAppBooking {
  id: string;
  reference: string;
  pickupLocation: string;
  destination: string;
  departureDate: string;
  days: number;
  status: string;
  bus?: { name: string } | null;
}

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border-radius: ${(p) => p.theme.radius.round};
  border: 2px solid #1f7a4d;
  color: #1f7a4d;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: #eaf6ef;
  }
`;

/** "Send on WhatsApp": a wa.me click-to-chat link to `phone` with the booking's summary prefilled (no API key). */
export function WhatsAppBookingLink({
  phone,
  booking,
  label,
}: {
  phone: string;
  booking: WhatsAppBooking;
  label?: string;
}) {
  const { t } = useTranslation();
  const text = t("detail.waSummary", {
    ref: booking.reference,
    pickup: booking.pickupLocation,
    destination: booking.destination,
    date: formatDate(booking.departureDate),
    days: booking.days,
    bus: booking.bus?.name ?? t("common.na"),
    status: t(`dashboard.statusLabels.${booking.status}`),
  });
  return (
    <Link href={whatsappHref(phone, text)} target="_blank" rel="noopener noreferrer">
      {label ?? t("detail.sendWhatsapp")}
    </Link>
  );
}
