/**
 * A message that appears when a field is left must not move what the pointer is pressing: the press
 * on Submit blurs the field first, the message pushes Submit down, and the release lands beside it, so
 * the click (and the submit) never happens. While a pointer is down, what a blur shows waits until the
 * press is over and its click has been handled; a blur by keyboard shows at once.
 */
let pressing = false;
let listening = false;
const waiting: (() => void)[] = [];

function release() {
  // After the click that follows this release, in the same task.
  setTimeout(() => {
    pressing = false;
    for (const show of waiting.splice(0)) show();
  });
}

/** Starts following presses on the page (once); a form calls it when it mounts, before any blur. */
export function followPresses(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('pointerdown', () => (pressing = true), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Runs `show` now, or once the pointer pressed at the moment has been released and its click handled. */
export function afterPress(show: () => void): void {
  if (pressing) waiting.push(show);
  else show();
}
