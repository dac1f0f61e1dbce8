import { usePermissions } from "../../../app/RequireRole";
import NotFoundPage from "../../notfound/NotFoundPage";
import { StaffBookingForm } from "./StaffBookingForm";

/** /admin/bookings/new for staff who may write bookings (others see the not-found page; the server refuses anyway). */
export function StaffBookingPage() {
  const { can, ready } = usePermissions();
  if (!ready) return null;
  return can("bookings.write") ? <StaffBookingForm /> : <NotFoundPage />;
}
