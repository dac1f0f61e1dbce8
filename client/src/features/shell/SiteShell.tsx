import { lazy, Suspense, useEffect } from "react";
import { useTranslation, withPageMessages } from "../../i18n";
import { Outlet, useLocation, useNavigationType } from "react-router";
import styled from "styled-components";
import { Navbar } from "./Navbar";
import { deferred } from "../../ui/Deferred";
import { PageErrorBoundary } from "../../ui/PageErrorBoundary";
import { PageSkeleton } from "../../ui/PageSkeleton";

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  main {
    flex: 1;
  }
`;
const FooterRoom = styled.div`
  min-height: 420px;
  margin-top: auto;
  background: ${(p) => p.theme.color.ink};
  @media (min-width: 900px) {
    min-height: 300px;
  }
`;
/** The footer sits below the fold on most pages, so its code loads after the first screen. */
const Footer = deferred(async () => ({ default: (await withPageMessages(import("./Footer"))).Footer }), <FooterRoom />);

/** A floating overlay, not page content: it loads beside the page instead of ahead of it. */
const ContactWidget = lazy(async () => ({
  default: (await withPageMessages(import("./ContactWidget"))).ContactWidget,
}));

const Skip = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  z-index: 100;
  background: #fff;
  padding: 0.6rem 1rem;
  &:focus {
    left: 1rem;
    top: 1rem;
  }
`;

/**
 * Marks the document once the page itself (not only the shell around it) runs (`data-ready`), and once
 * what a visitor did before that has been done again too (`data-live`; `npm run bench:interactive`).
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = "true";
    void import("../../app/capture")
      .then((m) => m.whenCaptureDrained())
      .then(() => (document.documentElement.dataset.live = "true"));
  }, []);
  return null;
}

/** A new page opens at its top (a link, or the dashboard after a booking); Back and Forward keep where they were. */
function TopOnNewPage({ pathname }: { pathname: string }) {
  const kind = useNavigationType();
  useEffect(() => {
    if (kind !== "POP") window.scrollTo(0, 0);
  }, [pathname, kind]);
  return null;
}

/** The public site's frame: navigation bar, the page, footer and the contact widget. */
export function SiteShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Shell>
      <TopOnNewPage pathname={pathname} />
      <Skip href="#main">{t("nav.skip")}</Skip>
      <Navbar />
      <main id="main">
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
            <PageReady />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <PageErrorBoundary resetKey={pathname} fallback={null}>
        <Footer />
        <Suspense fallback={null}>
          <ContactWidget />
        </Suspense>
      </PageErrorBoundary>
    </Shell>
  );
}
