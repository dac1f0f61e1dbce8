import { useTranslation } from "../i18n";
import { Container, PageHeader, Skeleton } from "./Page";

/** Shown while a page's code or data loads: never a blank screen. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-label={t("common.loading")}>
      <PageHeader>
        <Container>
          <Skeleton $h="2.6rem" $w="min(420px, 80%)" />
        </Container>
      </PageHeader>
      <Container style={{ padding: "2.5rem 1.25rem", display: "grid", gap: "1rem" }}>
        <Skeleton $h="1.2rem" $w="70%" />
        <Skeleton $h="1.2rem" $w="90%" />
        <Skeleton $h="14rem" />
      </Container>
    </div>
  );
}
