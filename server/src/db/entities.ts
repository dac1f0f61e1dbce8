import { PasswordReset } from "../domain/auth/password-reset.entity";
import { RefreshToken } from "../domain/auth/refresh-token.entity";
import { Booking, BookingStatusChange } from "../domain/booking/booking.entity";
import { Bus, PopularRoute } from "../domain/bus/bus.entity";
import { ContactMessage } from "../domain/contact/contact-message.entity";
import { Destination } from "../domain/destination/destination.entity";
import { Place } from "../domain/place/place.entity";
import { Setting } from "../domain/settings/setting.entity";
import { Upload } from "../domain/upload/upload.entity";
import { User } from "../domain/user/user.entity";

export const entities = [
  User,
  RefreshToken,
  PasswordReset,
  Bus,
  PopularRoute,
  Booking,
  BookingStatusChange,
  Destination,
  Upload,
  ContactMessage,
  Setting,
  Place,
];
