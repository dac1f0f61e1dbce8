import { Suspense } from "react";
import { useTranslation } from "./i18n";
import { Outlet } from "react-router-dom";
import styled from "styled-components";
import { ContactWidget } from "../features/layout/ContactWidget";
import { Footer } from "../features/layout/Footer";
import { Navbar } from "../features/layout/Navbar";
import { PageSkeleton } from "../ui/PageSkeleton";

const Shell = styled.div`
  min-height: 100vh; display: flex; flex-direction: column;
  main { flex: 1; }
`;
const Skip = styled.a`
  position: absolute; left: -9999px; top: 0; z-index: 100; background: #fff; padding: 0.6rem 1rem;
  &:focus { left: 1rem; top: 1rem; }
`;

/** The public site's frame: navigation bar, the page, footer and the contact widget. */
export function Layout() {
  const { t } = useTranslation();
  return (
    <Shell>
      <Skip href="#main">{t("nav.skip")}</Skip>
      <Navbar />
      <main id="main">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ContactWidget />
    </Shell>
  );
}
