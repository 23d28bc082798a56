/**
 * A page the server rendered shows before the storefront's code has run. In that moment its links and fields work
 * (the browser's own), but its buttons have no handlers and a form would leave the page without the storefront's
 * rules (a blank search, the search history). So until the storefront takes the page over, a tap on a control and a
 * form's submission are held, and the first one asks for the storefront's code at once rather than after the paint.
 * Once the storefront has taken over, what the shopper typed is reported to it and each held tap is replayed on the
 * same element, in order. A control tapped twice is replayed once: the second tap is the shopper retrying, since the
 * first did nothing they could see. A part of the page whose code comes later still (an island,
 * `first-load/lazy-island.tsx`) holds its own the same way until React has it (`holdInteractionsWithin`).
 */

/** What the storefront handles on a click. A link is left alone: it navigates by itself. */
const CONTROL =
  'button, input[type="checkbox"], input[type="radio"], ' +
  '[role="button"], [role="checkbox"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Holding {
  /** Held controls and forms, in the order the shopper used them, each once. */
  taps: (HTMLElement | HTMLFormElement)[];
  /** Fields the shopper changed. */
  edited: Set<Field>;
  /** Asks for the storefront's code; called on the first held tap. */
  start: (() => void) | undefined;
}

let holding: Holding | undefined;
/** Stops the page's listeners. */
let stopListening: (() => void) | undefined;

/**
 * Listens, on the document and before React, for taps, submissions and edits made within `part` (the whole page
 * without it) and keeps them in `held`. Returns what stops listening.
 */
function listen(held: Holding, part?: Node, only: 'all' | 'edits' = 'all'): () => void {
  const inside = (target: EventTarget | null): target is Element =>
    target instanceof Element && (!part || part.contains(target));
  const hold = (target: HTMLElement | HTMLFormElement, event: Event) => {
    event.preventDefault();
    if (!held.taps.includes(target)) held.taps.push(target);
    const { start } = held;
    held.start = undefined;
    start?.();
  };
  const onClick = (event: Event) => {
    const control = inside(event.target) ? event.target.closest(CONTROL) : null;
    if (control instanceof HTMLElement) hold(control, event);
  };
  const onSubmit = (event: Event) => {
    if (event.target instanceof HTMLFormElement && inside(event.target)) hold(event.target, event);
  };
  const onEdit = (event: Event) => {
    const { target } = event;
    const isField =
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement;
    if (isField && inside(target)) held.edited.add(target);
  };
  const edits = [
    ['input', onEdit],
    ['change', onEdit],
  ] as const;
  const listeners = only === 'edits' ? edits : ([['click', onClick], ['submit', onSubmit], ...edits] as const);
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
  return () => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
  };
}

/** What was held, once holding has stopped, until it is replayed. */
let handedOver: Holding | undefined;

/** Holds taps and submissions on the page until `stopHoldingInteractions` (or `letHeldInteractionsThrough`). */
export function holdInteractions(start: () => void): void {
  stopListening?.();
  holding = { taps: [], edited: new Set(), start };
  handedOver = undefined;
  stopListening = listen(holding);
}

/**
 * The storefront is about to take the page over: from here React answers the shopper (a tap while it takes over is
 * React's to replay). What was held waits for `replayHeldInteractions`. Typing is still noted until then: React takes
 * a field over with whatever it holds, and would not see text typed while it was taking the page over as a change.
 */
export function stopHoldingInteractions(): void {
  stopListening?.();
  stopListening = undefined;
  if (holding) {
    handedOver = holding;
    stopListening = listen(holding, undefined, 'edits');
  }
  holding = undefined;
}

/** Stops holding and noting, if it has not yet; what was held, once. */
function takeHeld(): Holding | undefined {
  stopHoldingInteractions();
  stopListening?.();
  stopListening = undefined;
  const held = handedOver;
  handedOver = undefined;
  return held;
}

function replay(taps: Holding['taps']) {
  for (const target of taps) {
    if (target instanceof HTMLFormElement) target.requestSubmit();
    else target.click();
  }
}

/**
 * Tells React about a value the browser changed before React was there: React keeps such a value on the page but not
 * in its state, and only reports a change from the value it last saw. So the field is first set (through React's
 * view of it) to something else, then back (past it), and the `input` event reports the shopper's value.
 */
function reportEdit(field: Field) {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const value = field.value;
  const setOnPage = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = value === '' ? ' ' : '';
  setOnPage?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The storefront has taken the page over (its first commit): reports what the shopper typed, then replays the held
 * taps once those reports have rendered. A tap on an element the take-over replaced (it renders afresh when its
 * requests failed) reaches nothing: the element is off the page.
 */
export function replayHeldInteractions(): void {
  const held = takeHeld();
  if (!held) return;
  for (const field of held.edited) reportEdit(field);
  if (held.taps.length > 0) setTimeout(() => replay(held.taps), 0);
}

/**
 * The storefront could not load: the held taps are replayed with nothing holding them, so they do what they do
 * without it (a search form goes to its results page).
 */
export function letHeldInteractionsThrough(): void {
  const held = takeHeld();
  if (held) replay(held.taps);
}

/** Holding the interactions with a part of the page that React takes over later than the rest. */
export interface PartHolding {
  /** The part is taken over: reports what was typed in it and replays the taps held. */
  release: () => void;
  /** Stops holding, dropping what was held (the part is gone). */
  stop: () => void;
}

/** Whether the shopper changed a text field's value from the one the server sent. */
function typedIn(field: Element): field is HTMLInputElement | HTMLTextAreaElement {
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  const isText = field instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(field.type);
  return isText && field.value !== field.defaultValue;
}

/**
 * Holds taps on `part`'s controls and its forms' submissions, as the page's are held before the take-over, for a part
 * whose code comes later (`first-load/lazy-island.tsx`); the first one calls `start`. At `release`, a field typed in is
 * reported even when the typing came before the page itself was taken over: its value differs from the server's.
 */
export function holdInteractionsWithin(part: Element, start: () => void): PartHolding {
  const held: Holding = { taps: [], edited: new Set(), start };
  const stop = listen(held, part);
  return {
    stop,
    release: () => {
      stop();
      for (const field of part.querySelectorAll('input, textarea')) if (typedIn(field)) held.edited.add(field);
      for (const field of held.edited) reportEdit(field);
      if (held.taps.length > 0) setTimeout(() => replay(held.taps), 0);
    },
  };
}
