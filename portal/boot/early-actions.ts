/** What is held: a press of a button or a choice, which would do nothing (or post the form) before the app runs. */
const HELD_CONTROLS =
  'button, input[type="submit"], input[type="image"], input[type="button"], input[type="checkbox"], input[type="radio"]';

/** Presses `control` again, if the app (a signed-in visitor's page is drawn afresh) has not replaced it. */
const pressAgain = (control: HTMLElement) => () => {
  if (control.isConnected) control.click();
};

export interface EarlyActions {
  /** Stops holding and does again, in order, what was held: the app handles it if it runs, the browser if not. */
  release(): void;
}

const isSubmitControl = (control: Element): control is HTMLButtonElement | HTMLInputElement =>
  (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) &&
  (control.type === 'submit' || control.type === 'image') &&
  control.form !== null;

/**
 * Holds what a visitor does on a prerendered page (scripts/prerender.ts) before the app has taken it
 * over: a press of a button or a choice, and a form sent with Enter. Without this a Login pressed a
 * moment early would post the form to the server and lose what was typed, and a menu button would do
 * nothing. A form is sent at most once however often it was pressed; links are left alone (they work
 * as links). What was typed needs no holding: it stays in the fields, and the app takes it up.
 */
export function holdEarlyActions(document: Document): EarlyActions {
  const held: Array<() => void> = [];
  const sentForms = new Set<HTMLFormElement>();
  const holdSending = (form: HTMLFormElement, send: () => void) => {
    if (sentForms.has(form)) return;
    sentForms.add(form);
    held.push(send);
  };
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(HELD_CONTROLS) : null;
    if (!(control instanceof HTMLElement) || control.matches(':disabled')) return;
    event.preventDefault();
    event.stopPropagation();
    if (isSubmitControl(control) && control.form) holdSending(control.form, pressAgain(control));
    else held.push(pressAgain(control));
  };
  // A form with no send button, sent with Enter (one that has one is sent by a click on it, held above).
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    holdSending(form, () => {
      if (form.isConnected) form.requestSubmit();
    });
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  return {
    release() {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      for (const action of held.splice(0)) action();
    },
  };
}
