import { type Device, detectDevice } from '../../src/domain/app-links';

/** The device the portal is running on, from the browser's user agent and touch support. */
export function currentDevice(): Device {
  return detectDevice(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}
