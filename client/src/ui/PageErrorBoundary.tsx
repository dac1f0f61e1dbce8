import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "../i18n";
import { Button } from "./Button";
import { Container, PageHero } from "./Page";

/** What a page that failed to load shows instead. */
function PageFailed() {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <PageHero title={t("common.loadFailedTitle")} lead={t("common.loadFailedText")} />
      <Container style={{ padding: "3rem 1.25rem" }}>
        <Button type="button" onClick={() => window.location.reload()}>
          {t("common.retry")}
        </Button>
      </Container>
    </div>
  );
}

/**
 * A part whose code fails to load (a dropped connection, or a tab left open across a release)
 * shows `fallback` instead of taking the whole site down; by default a page's message with a way
 * on, never a blank screen. A new `resetKey` (the next page) tries afresh.
 */
export class PageErrorBoundary extends Component<
  { resetKey: string; fallback?: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("[page]", error, info.componentStack);
  }

  componentDidUpdate(previous: { resetKey: string }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback === undefined ? <PageFailed /> : this.props.fallback;
  }
}

const RELOADED_AT = "kashi:reloaded-for-new-release";

/**
 * After a release the old chunk names are gone: a tab opened before it reloads once to pick up the
 * new ones (Vite's `vite:preloadError`). A second failure within a minute is a real outage, left to
 * PageErrorBoundary.
 */
export function reloadOnStaleChunks() {
  window.addEventListener("vite:preloadError", (event) => {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
