/**
 * Presses on a page the server sends drawn already (/login, the signed-in home's frame), made before the page's code
 * has run, are kept and acted on once it has (issue 30; docs/portal-shell.md, "Presses before the code runs").
 *
 * The drawn page carries `earlyPressScript()` inline in its head (the server allows it by its hash). Until the page
 * announces that its controls are live (`announcePageReady`, from the page's frame once React has committed it), the
 * script holds every submit of a form and every click of a control marked with `data-press`, and then replays them:
 * a held form is submitted again (`requestSubmit`, so the page's own handler sends it), a held control clicked again.
 * Nothing is read from the fields: the form keeps what was typed, and the page's handler reads it as it would have.
 */

/** The event the page sends on `document` once its controls are live. */
export const PAGE_READY_EVENT = 'hcp:page-ready';

/** The attribute that names a control (or a form) whose press is kept: the same name in the drawn and the live page. */
export const PRESS_ATTRIBUTE = 'data-press';

/** Set on <html> while a press waits for the page's code, so that the page shows it is working on it. */
export const PRESS_PENDING_ATTRIBUTE = 'data-press-pending';

/**
 * Holds presses until `readyEvent`, then replays them on the page the code drew, when it is still at the same path.
 * It is sent as its own source text (`earlyPressScript`): it uses nothing from outside its body.
 */
export function captureEarlyPresses(
  doc: Document,
  readyEvent: string,
  attribute: string,
  pendingAttribute: string,
): void {
  const view = doc.defaultView;
  if (!view) return;
  const held: { key: string; path: string }[] = [];
  const pressedOf = (target: EventTarget | null): Element | null =>
    target instanceof view.Element ? target.closest(`[${attribute}]`) : null;
  const hold = (event: Event, pressed: Element) => {
    const key = pressed.getAttribute(attribute) ?? '';
    event.preventDefault();
    event.stopPropagation();
    if (!held.some((press) => press.key === key)) held.push({ key, path: view.location.pathname });
    doc.documentElement.setAttribute(pendingAttribute, '');
  };
  // A click inside a marked form (its fields, its submit button) is the form's own: its submit is what is held.
  const onClick = (event: Event) => {
    const pressed = pressedOf(event.target);
    if (pressed && !(pressed instanceof view.HTMLFormElement)) hold(event, pressed);
  };
  const onSubmit = (event: Event) => {
    const pressed = pressedOf(event.target);
    if (pressed instanceof view.HTMLFormElement) hold(event, pressed);
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener(
    readyEvent,
    () => {
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('submit', onSubmit, true);
      doc.documentElement.removeAttribute(pendingAttribute);
      for (const press of held) {
        // A press on a page the code has since left (a dead session sent to /login) is not acted on elsewhere.
        if (press.path !== view.location.pathname) continue;
        const target = Array.from(doc.querySelectorAll(`[${attribute}]`)).find(
          (element) => element.getAttribute(attribute) === press.key,
        );
        if (target instanceof view.HTMLFormElement) target.requestSubmit();
        else if (target instanceof view.HTMLElement) target.click();
      }
      held.length = 0;
    },
    { once: true },
  );
}

/** The inline script a drawn page carries in its head: `captureEarlyPresses`, run at once. */
export function earlyPressScript(): string {
  const args = [PAGE_READY_EVENT, PRESS_ATTRIBUTE, PRESS_PENDING_ATTRIBUTE].map((value) => JSON.stringify(value));
  return `(${captureEarlyPresses.toString()})(document,${args.join(',')});`;
}

/** Says the page's controls are live: presses held until now are replayed. Harmless on a page without the script. */
export function announcePageReady(doc: Document = document): void {
  doc.dispatchEvent(new Event(PAGE_READY_EVENT));
}
