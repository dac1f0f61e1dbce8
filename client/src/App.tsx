import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { Route, Routes, useLocation, useNavigate } from "react-router";
import { withPageMessages } from "./i18n";
import { setOnSessionExpired } from "./app/refresh";
import { SiteShell } from "./features/shell/SiteShell";
import { PageErrorBoundary } from "./ui/PageErrorBoundary";
import { PageSkeleton } from "./ui/PageSkeleton";
import { LazyToaster } from "./ui/toast";

/** A page's code, loaded on first visit together with the pages' texts. */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => withPageMessages(load()));
}

// The guard loads with the first guarded page, and only then the page itself.
const RequireRole = lazy(async () => ({ default: (await import("./app/RequireRole")).RequireRole }));
const HomePage = lazy(() => import("./features/home/HomePage"));
const BusesPage = lazyPage(() => import("./features/fleet/BusesPage"));
const BusDetailPage = lazyPage(() => import("./features/fleet/BusDetailPage"));
const BookingPage = lazyPage(() => import("./features/booking/BookingPage"));
const LoginPage = lazyPage(() => import("./features/auth/LoginPage"));
const RegisterPage = lazyPage(() => import("./features/auth/RegisterPage"));
const ForgotPasswordPage = lazyPage(() => import("./features/auth/ForgotPasswordPage"));
const ResetPasswordPage = lazyPage(() => import("./features/auth/ResetPasswordPage"));
const AboutPage = lazyPage(() => import("./features/about/AboutPage"));
const ContactPage = lazyPage(() => import("./features/contact/ContactPage"));
const DashboardPage = lazyPage(() => import("./features/dashboard/DashboardPage"));
const BookingDetailPage = lazyPage(() => import("./features/dashboard/BookingDetailPage"));
const AdminApp = lazyPage(() => import("./features/admin/AdminApp"));
const NotFoundPage = lazyPage(() => import("./features/notfound/NotFoundPage"));

export function App() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => setOnSessionExpired(() => navigate("/login", { replace: true })), [navigate]);
  return (
    <>
      <LazyToaster />
      <Routes>
        <Route element={<SiteShell />}>
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
          <Route
            path="dashboard"
            element={
              <RequireRole roles={["user", "admin"]}>
                <DashboardPage />
              </RequireRole>
            }
          />
          <Route
            path="dashboard/bookings/:id"
            element={
              <RequireRole roles={["user", "admin"]}>
                <BookingDetailPage />
              </RequireRole>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          path="admin/*"
          element={
            <PageErrorBoundary resetKey={pathname}>
              <Suspense fallback={<PageSkeleton />}>
                <RequireRole roles={["admin"]}>
                  <AdminApp />
                </RequireRole>
              </Suspense>
            </PageErrorBoundary>
          }
        />
      </Routes>
    </>
  );
}
