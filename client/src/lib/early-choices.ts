/**
 * Choices a visitor made on a server-rendered page before the app's script ran (a slow phone:
 * seconds between the page showing and hydrating). React hydrates a control with the state it was
 * rendered from and keeps what the control shows without reading it, so the page showed "4 guests"
 * and priced 2 (issue 37). After hydration each changed control's change is sent again, as the
 * visitor's own input would be, so its handler runs and the state, the price, the message and the
 * URL follow what the visitor sees.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Input types whose value the visitor does not type or pick (nothing to replay). */
const NOT_CHOSEN = new Set(['hidden', 'file', 'submit', 'reset', 'button', 'image']);

/**
 * What the control showed when the page arrived: the option the server marked selected (the first
 * when none is), or the value and checked state React records as the default while hydrating.
 */
function renderedValue(el: Control): string {
  if (el instanceof HTMLSelectElement) {
    const options = [...el.options];
    return (options.find((o) => o.defaultSelected) ?? options[0])?.value ?? '';
  }
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))
    return String(el.defaultChecked);
  return el.defaultValue;
}

/** What the control shows now, in the terms of `renderedValue`. */
function shownValue(el: Control): string {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) return String(el.checked);
  return el.value;
}

/**
 * Send the change of `el` again so React's handler sees it. React ignores an input event whose
 * value equals the last value it saw set (its value tracker, which hydration set to the shown
 * value): set the rendered value through the element (which the tracker records), then the shown
 * one through the prototype's setter (which it does not), then dispatch the event React listens to.
 */
function replay(el: Control): void {
  if (el instanceof HTMLSelectElement) {
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const checkable = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
  const field = checkable ? 'checked' : 'value';
  const shown = checkable ? (el as HTMLInputElement).checked : el.value;
  const rendered = checkable ? (el as HTMLInputElement).defaultChecked : el.defaultValue;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, field)?.set;
  if (!setter) return;
  (el as unknown as Record<string, unknown>)[field] = rendered;
  setter.call(el, shown);
  el.dispatchEvent(new Event(checkable ? 'click' : 'input', { bubbles: true }));
}

/** Whether the event the browser is dispatching right now targets `el` (`window.event`, in every current browser). */
function isBeingDispatchedTo(el: Control): boolean {
  const current = (window as { event?: Event }).event;
  return current !== undefined && current.target === el;
}

/**
 * Replay, once, the changes the visitor made before hydration to the enabled controls under
 * `root` (a server-rendered page, or a section of it just hydrated). A control that shows what the
 * server rendered is left alone, so calling this on a page rendered in the browser does nothing;
 * one in a section still waiting to be hydrated (components/hydrate-on-view.tsx) is replayed when
 * that section hydrates.
 * @returns how many controls were replayed (tests and logs)
 */
export function replayEarlyChoices(root: ParentNode): number {
  let count = 0;
  for (const el of root.querySelectorAll<Control>('input, select, textarea')) {
    if (el.disabled || (el instanceof HTMLInputElement && NOT_CHOSEN.has(el.type))) continue;
    if (el.closest('[data-hydrate]:not([data-live])')) continue;
    if (el instanceof HTMLInputElement && el.type === 'radio' && !el.checked) continue;
    if (shownValue(el) === renderedValue(el)) continue;
    // The event being dispatched made React hydrate this part now (a discrete event on a part not
    // yet hydrated): React hands that event to the control's handler itself. Replaying it as well
    // sent the change twice, the second after React put the controlled value back, undoing the choice.
    if (isBeingDispatchedTo(el)) continue;
    replay(el);
    count++;
  }
  return count;
}
