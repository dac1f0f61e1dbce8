/**
 * The app's half of the first-paint capture (client/capture.inline.js keeps what a visitor did before
 * the page's script owned it): once React owns the element an event touched, the event is done again,
 * in the order it happened. Typed values are given to React as if typed now (React takes a field over
 * as the browser left it, but its state is still the app's first one); clicks are clicked; a submit is
 * submitted. Until then, a field React draws again with its state keeps what was typed (`restoreTyped`).
 */
type Entry =
  | { kind: "click"; el: HTMLElement }
  | { kind: "submit"; el: HTMLFormElement; by?: HTMLElement | null }
  | { kind: "field"; el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string; checked: boolean };

interface Capture {
  q: Entry[];
  owns: ((el: Element) => boolean) | null;
  replaying: boolean;
  wake: (() => void) | null;
}

declare global {
  interface Window {
    __capture?: Capture;
  }
}

interface Fiber {
  tag: number;
  flags: number;
  alternate: Fiber | null;
  return: Fiber | null;
}
const HOST_ROOT = 3;
const PLACEMENT_OR_HYDRATING = 2 | 4096;

/**
 * Whether React has committed this element (is listening for it): the element's fiber is mounted.
 * React marks a tree it is still hydrating (rendered, not yet committed) with its Hydrating flag; this
 * is React's own `getNearestMountedFiber` (react-dom 19), read through the element's private fiber key.
 */
export function ownedByReact(el: Element): boolean {
  const key = Object.keys(el).find((k) => k.startsWith("__reactFiber$"));
  const fiber = key ? ((el as unknown as Record<string, Fiber>)[key] ?? null) : null;
  if (!fiber) return false;
  let node = fiber;
  if (fiber.alternate) {
    while (node.return) node = node.return;
    return node.tag === HOST_ROOT;
  }
  let mounted: Fiber | null = fiber;
  for (let f: Fiber | null = fiber; f; f = f.return) {
    node = f;
    if (f.flags & PLACEMENT_OR_HYDRATING) mounted = f.return;
  }
  return node.tag === HOST_ROOT && mounted === fiber;
}

function valueSetter(el: Element) {
  const proto = Object.getPrototypeOf(el) as object;
  return Object.getOwnPropertyDescriptor(proto, "value")?.set;
}

/** Gives React a value typed before it owned the field, as a person typing it now would. */
function adopt(entry: Extract<Entry, { kind: "field" }>) {
  const { el } = entry;
  if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
    // React hydrates a box as the browser left it (ticked), and takes that as what it last saw: its own
    // state stays unticked and it would see no change. The tick is undone through React's tracker (the
    // element's own `checked` property, which React watches) and made again by a click React sees.
    el.checked = !entry.checked;
    el.click();
    return;
  }
  if (el instanceof HTMLSelectElement) {
    el.value = entry.value;
    el.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  // React compares a field's value with the last it saw (its value tracker), and sees a change only when they
  // differ. When the field still shows the typed text, only React's note is set back: the field itself, its
  // caret and a selection the person has just made to type over it, is left alone (setting a value moves the
  // caret to its end, and what they typed next landed after the old text: "25" selected, "18" typed, "2518").
  // Otherwise "" is passed through the element's own setter (which updates the note) and the typed value past it.
  const tracker = (el as { _valueTracker?: { setValue(value: string): void } })._valueTracker;
  if (tracker && el.value === entry.value) tracker.setValue(entry.value === "" ? " " : "");
  else {
    el.value = entry.value === "" ? " " : "";
    valueSetter(el)?.call(el, entry.value);
  }
  el.dispatchEvent(new Event("input", { bubbles: true }));
  if (document.activeElement !== el) el.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
}

/**
 * What a kept element is, in words that hold when React draws its part again: its tag, type and name, and a
 * button's, a link's or a tab's own text (a field's text is what was typed in it).
 */
function kindOf(el: Element) {
  const field = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
  const type = el.getAttribute("type") ?? "";
  return [el.tagName, type, el.getAttribute("name") ?? "", field ? "" : (el.textContent ?? "").trim()].join("|");
}
/** The page's elements of a kind, in the page's order. */
function ofKind(kind: string) {
  const root = document.getElementById("root");
  if (!root) return [];
  return Array.from(root.querySelectorAll(kind.slice(0, kind.indexOf("|")))).filter((el) => kindOf(el) === kind);
}
/**
 * Which one of its kind a kept element is, noted while it is in the page. Not its place among its parent's
 * children: a part drawn again may hold something more (a message above the button) and every place after it
 * moves.
 */
const places = new WeakMap<Element, { kind: string; nth: number }>();
function notePlace(el: Element) {
  if (places.has(el) || !el.isConnected) return;
  const kind = kindOf(el);
  places.set(el, { kind, nth: ofKind(kind).indexOf(el) });
}

/**
 * The element that took a kept element's place when React drew its part of the page again instead of
 * adopting the server's (it does when the two differ): the one of the same kind, the same one of them.
 */
function successor(el: Element): Element | null {
  const place = places.get(el);
  return (place && place.nth >= 0 && ofKind(place.kind)[place.nth]) || null;
}

/**
 * A field's kept text, given back to the field before a key reaches it. Until the replay has given React what
 * was typed, React's state for the field is still the app's first one, and a render draws the field with it
 * (a controlled field is set to its state at every render: hydration's own renders, a form library's first
 * update). A key pressed then lands on that, and what was typed before it is lost: the capture would keep
 * only what came after ("Varanasi Junction Platform 1" typed across it arrived as "asi Junction Platform 1").
 * So the field first gets back the text the capture kept last for it (the caret goes to its end, where a
 * person typing on is). Renders happen in React's tasks, never between a key's keydown and its input.
 */
function restoreTyped(e: Event) {
  const el = e.target;
  // (Not within an input method's word: a new value would break it off.)
  if ((e as KeyboardEvent).isComposing) return;
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return;
  if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) return;
  const q = window.__capture?.q ?? [];
  for (let i = q.length - 1; i >= 0; i--) {
    const entry = q[i]!;
    if (entry.kind !== "field" || entry.el !== el) continue;
    if (el.value !== entry.value) el.value = entry.value;
    return;
  }
}

function replay(entry: Entry) {
  if (entry.kind === "field") adopt(entry);
  else if (entry.kind === "click") entry.el.click();
  else if (entry.by && entry.by.isConnected && (entry.by as HTMLButtonElement).form === entry.el)
    entry.el.requestSubmit(entry.by);
  else entry.el.requestSubmit();
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const drained: (() => void)[] = [];

/** Resolves once nothing kept by the capture waits any more (at once when nothing was kept). */
export function whenCaptureDrained(): Promise<void> {
  const cap = window.__capture;
  if (!cap || !cap.q.length) return Promise.resolve();
  return new Promise((resolve) => drained.push(resolve));
}

/**
 * Takes the page over from the capture, right after React starts on it: from now on an event on an
 * element React owns goes to React (when nothing kept is still waiting), and what was kept is done
 * again as its elements are owned.
 */
export function takeOverCapturedInput() {
  const cap = window.__capture;
  if (!cap || cap.owns) return;
  cap.owns = ownedByReact;
  addEventListener("keydown", restoreTyped, true);
  addEventListener("beforeinput", restoreTyped, true);
  let running = false;
  const drain = async () => {
    if (running) return;
    running = true;
    try {
      while (cap.q.length) {
        const entry = cap.q[0];
        if (!entry.el.isConnected) {
          // Its part of the page was drawn again: the same control, in the same place, gets the event;
          // an element with none (its part of the page changed) has nothing left to do.
          const next = successor(entry.el);
          if (next) entry.el = next as never;
          else {
            cap.q.shift();
            continue;
          }
        }
        // Its part of the page is still hydrating: try again shortly (the events after it wait).
        if (!ownedByReact(entry.el)) return void setTimeout(() => void drain(), 50);
        // The commit's effects run before the event (React schedules them just after the commit).
        await nextTask();
        if (cap.q[0] !== entry) continue;
        cap.q.shift();
        cap.replaying = true;
        try {
          replay(entry);
        } finally {
          cap.replaying = false;
        }
        // React renders what the event changed before the next event (a step's Continue after its fields).
        await nextTask();
      }
      drained.splice(0).forEach((resolve) => resolve());
    } finally {
      running = false;
    }
  };
  // Where each kept element is, noted while the page is still the server's (React changes it only in
  // its commits, after this task and after each event's).
  const note = () => cap.q.forEach((entry) => notePlace(entry.el));
  cap.wake = () => {
    note();
    void drain();
  };
  note();
  void drain();
}
