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
const BookingPage = lazyPage(() => import("./features/booking/BookingPage"));

/** The pages inside the site's shell, by path (the home page is the index); `signedIn` ones need a user or admin. */
const SHELL_PAGES: [path: string, Page: ComponentType, signedIn?: true][] = [
  ["buses", lazyPage(() => import("./features/fleet/BusesPage"))],
  ["buses/:id", lazyPage(() => import("./features/fleet/BusDetailPage"))],
  ["booking", BookingPage],
  ["book", BookingPage],
  ["login", lazyPage(() => import("./features/auth/LoginPage"))],
  ["register", lazyPage(() => import("./features/auth/RegisterPage"))],
  ["forgot-password", lazyPage(() => import("./features/auth/ForgotPasswordPage"))],
  ["reset-password", lazyPage(() => import("./features/auth/ResetPasswordPage"))],
  ["about", lazyPage(() => import("./features/about/AboutPage"))],
  ["contact", lazyPage(() => import("./features/contact/ContactPage"))],
  ["dashboard", lazyPage(() => import("./features/dashboard/DashboardPage")), true],
  ["dashboard/bookings/:id", lazyPage(() => import("./features/dashboard/BookingDetailPage")), true],
  // The customer's quote: the owner, or a guest with the e-mailed link's token (checked by the server).
  ["bookings/:id/quote", lazyPage(() => import("./features/quote/QuotePage"))],
  ["*", lazyPage(() => import("./features/notfound/NotFoundPage"))],
];
const AdminApp = lazyPage(() => import("./features/admin/AdminApp"));
const DriverPage = lazyPage(() => import("./features/driver/DriverPage"));
const RosterPage = lazyPage(() => import("./features/roster/RosterPage"));

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
          {SHELL_PAGES.map(([path, Page, signedIn]) => (
            <Route
              key={path}
              path={path}
              element={
                signedIn ? (
                  <RequireRole roles={["user", "admin"]}>
                    <Page />
                  </RequireRole>
                ) : (
                  <Page />
                )
              }
            />
          ))}
        </Route>
        <Route
          path="d/:token"
          element={
            <Suspense fallback={<PageSkeleton />}>
              <DriverPage />
            </Suspense>
          }
        />
        <Route
          path="roster/:token"
          element={
            <Suspense fallback={<PageSkeleton />}>
              <RosterPage />
            </Suspense>
          }
        />
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
