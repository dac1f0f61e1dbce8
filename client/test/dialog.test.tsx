/**
 * A dialog opened over another (the owner's override reason over a booking's View): closing the inner one,
 * by its button, Escape or the browser's own close, leaves the outer one open.
 */
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { ThemeProvider } from "styled-components";
import { theme } from "../src/app/theme";
import { Dialog } from "../src/ui/Dialog";

function Nested() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(true);
  return (
    <ThemeProvider theme={theme}>
      <Dialog open={outer} onClose={() => setOuter(false)} title="Booking KCT-1" closeLabel="Close the booking">
        <p>The booking</p>
        <Dialog open={inner} onClose={() => setInner(false)} title="Reason" closeLabel="Close the reason">
          <p>Why?</p>
        </Dialog>
      </Dialog>
    </ThemeProvider>
  );
}

test("the inner dialog's own close event closes it alone", () => {
  render(<Nested />);
  const inner = screen.getByRole("dialog", { name: "Reason" });
  fireEvent(inner, new Event("close"));
  expect(screen.queryByText("Why?")).toBeNull();
  expect(screen.getByRole("dialog", { name: "Booking KCT-1" })).toHaveTextContent("The booking");
});

test("Escape on the inner dialog (its cancel event) closes it alone", () => {
  render(<Nested />);
  fireEvent(screen.getByRole("dialog", { name: "Reason" }), new Event("cancel", { cancelable: true }));
  expect(screen.queryByText("Why?")).toBeNull();
  expect(screen.getByText("The booking")).toBeInTheDocument();
});

test("the inner dialog's close button closes it alone; the outer's then closes the outer", async () => {
  render(<Nested />);
  await userEvent.click(screen.getByRole("button", { name: "Close the reason" }));
  expect(screen.queryByText("Why?")).toBeNull();
  expect(screen.getByText("The booking")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Close the booking" }));
  expect(screen.queryByText("The booking")).toBeNull();
});
