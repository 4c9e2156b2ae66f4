// What a host page does with the widgets' events: here, it lists them under the widgets.
// An external file, so the example pages need no inline script under a strict CSP.
const log = document.getElementById('fg-event-log');

/** @param {Event} event */
function record(event) {
  if (!log || !(event instanceof CustomEvent) || !(event.target instanceof Element)) return;
  const item = document.createElement('li');
  item.textContent = `${event.type} from <${event.target.localName}>: ${JSON.stringify(event.detail)}`;
  log.append(item);
}

for (const name of [
  'fg-submitted',
  'fg-failed',
  'fg-loaded',
  'fg-saving',
  'fg-changed',
  'fg-authenticated',
  'fg-step',
  'fg-purchased',
  'fg-cancelled',
  'fg-confirmed',
]) {
  document.addEventListener(name, record);
}
