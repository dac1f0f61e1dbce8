import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { RenderDeferredNow } from "../ui/Deferred";
import { HeadContext, type HeadCollector } from "./head";
import { theme } from "./theme";

/**
 * What every render of the App needs around it, in the browser and on the server alike. The
 * entries add their router. `renderAll` draws deferred sections at once: the server's HTML holds
 * them, and the browser hydrating that HTML must draw the same.
 */
export function Providers({
  client,
  head = null,
  renderAll = false,
  children,
}: {
  client: ApolloClient;
  head?: HeadCollector | null;
  renderAll?: boolean;
  children: ReactNode;
}) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <HeadContext value={head}>
          <RenderDeferredNow value={renderAll}>{children}</RenderDeferredNow>
        </HeadContext>
      </ThemeProvider>
    </ApolloProvider>
  );
}
