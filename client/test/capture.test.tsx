import fs from "node:fs";
import path from "node:path";
import { act, useLayoutEffect, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { takeOverCapturedInput, whenCaptureDrained } from "../src/app/capture";

/**
 * The first-paint capture with React: what a visitor does on the server's HTML before the page's script runs,
 * and while React takes the page over, is kept by client/capture.inline.js and done again by app/capture.ts.
 * (e2e/first-paint-typing.spec.ts types across the taking over in a real browser.)
 */

// The inline capture, as the page runs it: first, on the window.
new Function(fs.readFileSync(path.join(__dirname, "../capture.inline.js"), "utf8"))();

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  // A new page: nothing kept, nothing owned yet.
  Object.assign(window.__capture!, { owns: null, wake: null, replaying: false });
  window.__capture!.q.length = 0;
});

/** The server's HTML of `server` in #root; React then takes it over with `client` (the app's first render). */
function serverPage(server: React.ReactNode) {
  document.body.innerHTML = `<div id="root">${renderToString(server)}</div>`;
  return document.getElementById("root")!;
}
function hydrate(container: HTMLElement, client: React.ReactNode) {
  act(() => {
    root = hydrateRoot(container, client, { onRecoverableError: () => {} });
    takeOverCapturedInput();
  });
}

/** A key as the browser types it: keydown, then the character lands in the field, then input. */
function press(field: HTMLInputElement, text: string) {
  const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  for (const key of text) {
    field.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
    native.call(field, field.value + key);
    field.dispatchEvent(new InputEvent("input", { bubbles: true }));
  }
}

const drained = () => act(() => whenCaptureDrained());

test("typing on across hydration, after React drew the field with its own state, keeps every character", async () => {
  let sent = "";
  function Pickup() {
    const [value, setValue] = useState("");
    const [, setReady] = useState(false);
    // A first update right after the page is taken over, as a form library makes: it draws the field with
    // its state (still empty: what was typed has not been given to it yet).
    useLayoutEffect(() => setReady(true), []);
    sent = value;
    return <input name="pickupLocation" value={value} onChange={(e) => setValue(e.target.value)} />;
  }
  const container = serverPage(<Pickup />);
  const field = container.querySelector("input")!;
  press(field, "Varanasi ");
  hydrate(container, <Pickup />);
  // The next keys, before what was kept has been given to React (React sees them too, once it has the field).
  act(() => press(field, "Junction"));
  await drained();
  // Now React's own.
  act(() => press(field, " 1"));
  expect(field.value).toBe("Varanasi Junction 1");
  expect(sent).toBe("Varanasi Junction 1");
});

test("a tap kept before the script reaches the button, once, when React draws the part again with a message above it", async () => {
  let taps = 0;
  // The server could not know what the browser's first render says above the button (a hydration mismatch:
  // React draws the part again).
  function Step({ server }: { server: boolean }) {
    return (
      <section>
        <form>
          {!server && <p role="alert">Choose a bus for 18 passengers.</p>}
          <input name="passengers" defaultValue="18" />
          <button type="button" onClick={() => taps++}>
            Continue
          </button>
        </form>
      </section>
    );
  }
  const container = serverPage(<Step server />);
  container.querySelector("button")!.click();
  hydrate(container, <Step server={false} />);
  await drained();
  expect(container.querySelector("p")).not.toBeNull();
  expect(taps).toBe(1);
});

test("a field's text selected to be typed over while what was typed before is given to React: the new text replaces it", async () => {
  let sent = "";
  function Passengers() {
    const [value, setValue] = useState("");
    sent = value;
    return <input name="passengers" value={value} onChange={(e) => setValue(e.target.value)} />;
  }
  const container = serverPage(<Passengers />);
  const field = container.querySelector("input")!;
  // "25" typed before the script ran, kept; the page is taken over, and before the kept text is given to React
  // the person selects it all, to type "18" over it.
  press(field, "25");
  hydrate(container, <Passengers />);
  field.focus();
  field.select();
  await drained();
  // The kept text reached React without the field being touched: the selection the person made is still there.
  expect(sent).toBe("25");
  expect([field.selectionStart, field.selectionEnd]).toEqual([0, 2]);
  act(() => {
    field.setRangeText("18", field.selectionStart!, field.selectionEnd!, "end");
    field.dispatchEvent(new InputEvent("input", { bubbles: true }));
  });
  expect(field.value).toBe("18");
  expect(sent).toBe("18");
});
