import type { MockedResponse } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { theme } from "../src/app/theme";
import { CustomerSessions, RevokeUserSessions, UserSessions } from "../src/features/admin/CustomerSessions";
import "../src/features/admin/messages";

const session = (id: string) => ({
  __typename: "UserSession" as const,
  id,
  createdAt: "2026-11-20T09:30:00.000Z",
  lastUsedAt: "2026-11-22T18:05:00.000Z",
  expiresAt: "2026-12-20T09:30:00.000Z",
  remember: true,
});
const list = (ids: string[]): MockedResponse => ({
  request: { query: UserSessions, variables: { userId: "u1" } },
  result: { data: { userSessions: ids.map(session) } },
});

test("staff see a customer's sessions and sign them out everywhere", async () => {
  const mocks: MockedResponse[] = [
    list(["s1", "s2"]),
    {
      request: { query: RevokeUserSessions, variables: { userId: "u1", sessionId: null } },
      result: { data: { revokeUserSessions: 2 } },
    },
    list([]),
  ];
  render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <CustomerSessions id="u1" name="Asha" />
      </ThemeProvider>
    </MockedProvider>,
  );
  expect(await screen.findAllByRole("button", { name: "Sign out this session" })).toHaveLength(2);
  expect(screen.getAllByText(/Signed in .* · last active .* · expires .* · Remember me/)).toHaveLength(2);
  await userEvent.click(screen.getByRole("button", { name: "Sign out everywhere" }));
  expect(await screen.findByText("Signed out of 2 sessions.")).toHaveAttribute("role", "status");
  expect(await screen.findByText("No active sessions: this customer is signed out everywhere.")).toBeInTheDocument();
});
