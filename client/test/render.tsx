import type { MockedResponse } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Toaster } from "react-hot-toast";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { ThemeProvider } from "styled-components";
import { theme } from "../src/app/theme";

export function Where() {
  const loc = useLocation();
  return <div data-testid="where">{loc.pathname}</div>;
}

/** Renders UI with the theme, mocked GraphQL and a router; `routes` adds pages to land on. */
export function renderApp(
  ui: ReactNode,
  {
    mocks = [],
    path = "/",
    routes = {},
  }: { mocks?: MockedResponse[]; path?: string; routes?: Record<string, ReactNode> } = {},
) {
  return render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <Toaster />
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path.split("?")[0]} element={ui} />
            {Object.entries(routes).map(([p, el]) => (
              <Route key={p} path={p} element={el} />
            ))}
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </MockedProvider>,
  );
}
