import { lazy, Suspense, useEffect } from "react";
import { Route, Routes, useNavigate } from "react-router-dom";
import { setOnSessionExpired } from "./app/refresh";
import { RequireRole } from "./app/RequireRole";
import { Layout } from "./app/Layout";
import { PageSkeleton } from "./ui/PageSkeleton";
import { LazyToaster } from "./ui/toast";

const HomePage = lazy(() => import("./features/home/HomePage"));
const BusesPage = lazy(() => import("./features/fleet/BusesPage"));
const BusDetailPage = lazy(() => import("./features/fleet/BusDetailPage"));
const BookingPage = lazy(() => import("./features/booking/BookingPage"));
const LoginPage = lazy(() => import("./features/auth/LoginPage"));
const RegisterPage = lazy(() => import("./features/auth/RegisterPage"));
const ForgotPasswordPage = lazy(() => import("./features/auth/ForgotPasswordPage"));
const ResetPasswordPage = lazy(() => import("./features/auth/ResetPasswordPage"));
const AboutPage = lazy(() => import("./features/about/AboutPage"));
const ContactPage = lazy(() => import("./features/contact/ContactPage"));
const DashboardPage = lazy(() => import("./features/dashboard/DashboardPage"));
const BookingDetailPage = lazy(() => import("./features/dashboard/BookingDetailPage"));
const AdminApp = lazy(() => import("./features/admin/AdminApp"));
const NotFoundPage = lazy(() => import("./features/notfound/NotFoundPage"));

export function App() {
  const navigate = useNavigate();
  useEffect(() => setOnSessionExpired(() => navigate("/login", { replace: true })), [navigate]);
  return (
    <>
      <LazyToaster />
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<HomePage />} />
          <Route path="buses" element={<BusesPage />} />
          <Route path="buses/:id" element={<BusDetailPage />} />
          <Route path="booking" element={<BookingPage />} />
          <Route path="book" element={<BookingPage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="dashboard" element={<RequireRole roles={["user", "admin"]}><DashboardPage /></RequireRole>} />
          <Route path="dashboard/bookings/:id" element={<RequireRole roles={["user", "admin"]}><BookingDetailPage /></RequireRole>} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          path="admin/*"
          element={
            <RequireRole roles={["admin"]}>
              <Suspense fallback={<PageSkeleton />}>
                <AdminApp />
              </Suspense>
            </RequireRole>
          }
        />
      </Routes>
    </>
  );
}
