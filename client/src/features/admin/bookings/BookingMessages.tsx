import { useTranslation } from "../../../i18n";
import { MessageConsents } from "../MessageConsents";
// Asks for the Devanagari face with the View's code: a text sent in Hindi is drawn in it when unfolded.
import "../useDevanagari";
import { EmailMessageList } from "./EmailMessageList";
import { PhoneMessageList } from "./PhoneMessageList";
import { useBookingMessages } from "./useBookingMessages";
import { WhatsAppReply } from "./WhatsAppReply";

/**
 * The admin booking View's "Messages sent": the customer's consent to WhatsApp and SMS, then every message about
 * the booking by channel (E-mail, WhatsApp with staff's reply while WhatsApp allows one, SMS), each with its state,
 * kept up to date as the providers report.
 */
export function BookingMessages({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, refetch } = useBookingMessages(id);
  const booking = data?.booking;
  const phone = booking?.phoneMessages ?? [];
  return (
    <section aria-labelledby={`messages-${id}`}>
      <h3 id={`messages-${id}`}>{t("admin.messages.title")}</h3>
      {booking && (
        <>
          {booking.messages.length === 0 && phone.length === 0 && <p>{t("admin.messages.empty")}</p>}
          <MessageConsents consents={booking.consents} />
          <EmailMessageList messages={booking.messages} />
          <PhoneMessageList channel="whatsapp" messages={phone}>
            <WhatsAppReply bookingId={id} openUntil={booking.whatsAppWindowOpenUntil} sent={refetch} />
          </PhoneMessageList>
          <PhoneMessageList channel="sms" messages={phone} />
        </>
      )}
    </section>
  );
}
