/**
 * Taps, clicks and keystrokes made before their part of the page was taken over, and their replay once it is.
 *
 * The boot script (boot.js, the first script of every pre-rendered page) listens from the start on the document, in
 * the capture phase, and keeps what React would miss: until #root is taken over, and afterwards inside parts that are
 * still waiting to come alive (`WhenReached`), it holds
 * - a click on a button, a checkbox, a radio or a download link (its default action stopped),
 * - a form's submit (the browser's own submit would reload the page and lose the input),
 * - a select's change, and which text fields were typed into (typing itself works: the text stays in the field),
 * - a press on a control that opens on a press or on its tap, whose click is no button's (antd's Select and DatePicker,
 *   marked `PRESS_ATTR`): replayed as the whole tap.
 * When a part comes alive, `release` replays what happened inside it, in order, as the visitor did it.
 * Not covered: hover and scrolling.
 */

/** Marks the part of the page that is waiting to come alive (set in the HTML), and the moment it has. */
export const WAITING_ATTR = 'data-zq-wait';
export const LIVE_ATTR = 'data-zq-live';
/** Marks a control that opens on press (the boot script holds a press inside it). */
export const PRESS_ATTR = 'data-zq-press';

export interface EarlyEvent {
  /** `reach`: the visitor touched, focused or keyed into a waiting part (a reason to wake it; nothing to replay). */
  type: 'click' | 'submit' | 'change' | 'input' | 'press' | 'reach';
  target: Element;
  /** The submit button of a submit, when the visitor pressed one. */
  submitter?: Element | null;
  /** Child indexes from #root: finds the same element if the part was rendered again. */
  path: number[];
  /** When it happened (ms since the epoch). */
  time: number;
  /** `input`: the field's text as the visitor left it. */
  value?: string;
}

export interface EarlyEventContract {
  queue: EarlyEvent[];
}

declare global {
  interface Window {
    /** Set by the boot script of a pre-rendered page (src/prerender/boot.js). */
    __zqEarly?: EarlyEventContract;
  }
}

const queue = () => (typeof window === 'undefined' ? [] : (window.__zqEarly?.queue ?? []));

/** Whether an element sits inside a part that is still waiting (other than `region` itself). */
const waitingWithin = (element: Element, region: Element) => {
  const waiting = element.closest(`[${WAITING_ATTR}]:not([${LIVE_ATTR}])`);
  return waiting !== null && waiting !== region && region.contains(waiting);
};

function resolve(event: EarlyEvent): Element | null {
  if (event.target.isConnected) return event.target;
  // Rendered again: the element at the same place, if it is the same kind of element with the same text.
  let node: Element | null = document.getElementById('root');
  for (const index of event.path) node = node?.children[index] ?? null;
  const same =
    node &&
    node.tagName === event.target.tagName &&
    node.id === event.target.id &&
    node.getAttribute('name') === event.target.getAttribute('name') &&
    node.textContent === event.target.textContent;
  return same ? node : null;
}

const heldIn = (region: Element) =>
  queue().filter((e) => {
    const target = resolve(e);
    return target !== null && region.contains(target);
  });

/** What was held inside `region` itself (not inside a part of it that still waits), in order. */
const heldHere = (region: Element, which: (event: EarlyEvent) => boolean = () => true) =>
  heldIn(region).filter((e) => which(e) && !waitingWithin(resolve(e)!, region));

/** Whether something was done inside `region` before it came alive (a reason to bring it alive at once). */
export const hasEarlyEvents = (region: Element) => heldIn(region).length > 0;

/** When the visitor first did something held inside `region`, or null. */
export const firstEarlyEventTime = (region: Element): number | null =>
  heldIn(region).reduce<number | null>((first, e) => (first === null || e.time < first ? e.time : first), null);

const valueSetter = (field: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;

/** A field's typed text: the text noted after its last held keystroke, or the field's own if it extends that. */
const typedText = (field: HTMLInputElement | HTMLTextAreaElement, noted: string | undefined) =>
  noted === undefined || field.value.startsWith(noted) ? field.value : noted;

/**
 * The text typed into `region`'s fields before it came alive, by the field's id (held events stay held). A form that
 * starts from it renders its fields with the visitor's text: nothing is left to replay once it runs.
 */
export function typedIn(region: Element): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const event of heldHere(region, (e) => e.type === 'input')) {
    const field = resolve(event);
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.id)
      typed[field.id] = typedText(field, event.value);
  }
  return typed;
}

/**
 * Text typed before the field came alive was in the field, but the running form does not know it: tell it as typing
 * would. The text is the one the boot script noted after the last held keystroke (a form that renders again as it
 * comes alive may have set the field back to an older text, or cleared it), or what is in the field now if the visitor
 * has typed on since (it extends the noted text). React reports an input only when the value differs from the one it
 * last saw, which may already be the typed text: the field goes back to its rendered value first (one event, which
 * also brings a still-sleeping part of the page to life), then to the typed text.
 */
function replayTyping(field: HTMLInputElement | HTMLTextAreaElement, noted: string | undefined) {
  const typed = typedText(field, noted);
  const set = valueSetter(field);
  if (typed === field.defaultValue || !set) return;
  set.call(field, field.defaultValue);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  set.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A form is sent as the visitor sent it: by its submit button, whose click also brings a sleeping form to life. */
function replaySubmit(form: HTMLFormElement, submitter: Element | null | undefined) {
  const button =
    (submitter?.isConnected && form.contains(submitter) ? submitter : null) ??
    form.querySelector('button[type="submit"], button:not([type]), input[type="submit"]');
  if (button instanceof HTMLElement) button.click();
  else form.requestSubmit();
}

function replay(event: EarlyEvent, target: Element) {
  if (event.type === 'reach') return;
  if (event.type === 'input') {
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) replayTyping(target, event.value);
  } else if (event.type === 'change') {
    target.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (event.type === 'submit') {
    if (target instanceof HTMLFormElement) replaySubmit(target, event.submitter);
  } else if (event.type === 'press') {
    // The whole tap again: a drop-down opens on the press, the date picker on the click.
    for (const type of ['mousedown', 'mouseup', 'click']) {
      target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 }));
    }
  } else {
    (target as HTMLElement).click();
  }
}

/** Takes what was held inside `region` (not inside a part of it that still waits) out of the queue, in order. */
function takeHeld(region: Element, which?: (event: EarlyEvent) => boolean) {
  const held = queue();
  const mine = heldHere(region, which);
  for (const event of mine) held.splice(held.indexOf(event), 1);
  return mine;
}

function replayAll(events: EarlyEvent[]) {
  for (const event of events) {
    const target = resolve(event);
    if (target) replay(event, target);
  }
}

/**
 * `region` has come alive (#root after the take-over, or a `WhenReached` part once its controls run): it is marked live
 * (the boot script stops holding events there) and what the visitor did inside it is replayed, in a task of its own:
 * React brings a part it has not hydrated yet to life for an event, but not while it is committing (an effect).
 *
 * `hydrated`: the region's fields were hydrated in the commit now running (a `WhenReached` part's layout effect). Its
 * typed text is handed over at once, before the task ends: the form's next render sets each field back to the form's
 * value, and a character typed in between would land in the emptied field and be lost.
 */
export function release(region: Element, { hydrated = false }: { hydrated?: boolean } = {}) {
  region.setAttribute(LIVE_ATTR, '');
  if (hydrated) replayAll(takeHeld(region, (e) => e.type === 'input'));
  setTimeout(() => replayAll(takeHeld(region)), 0);
}
