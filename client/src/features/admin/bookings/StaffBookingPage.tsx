import { useControls } from "../useControls";
import NotFoundPage from "../../notfound/NotFoundPage";
import { StaffBookingForm } from "./StaffBookingForm";

/** /admin/bookings/new for staff who may write bookings (others see the not-found page; the server refuses anyway). */
export function StaffBookingPage() {
  const { may, ready } = useControls();
  if (!ready) return null;
  return may("newBooking") ? <StaffBookingForm /> : <NotFoundPage />;
}
