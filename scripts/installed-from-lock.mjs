// Whether node_modules holds exactly what package-lock.json asks for, as npm itself records it: npm
// writes node_modules/.package-lock.json (its "hidden lockfile") after every install that changes the
// tree, `npm ci` included. Plain Node, as it runs before anything is installed.

/**
 * True when every package the lock installs is in the hidden lockfile at the same version and
 * integrity. A package marked optional may be absent (another platform's binary), never different.
 * @param {string} lockText package-lock.json
 * @param {string | undefined} hiddenText node_modules/.package-lock.json, when there is one
 */
export function installedFromLock(lockText, hiddenText) {
  if (hiddenText === undefined) return false;
  let wanted;
  let installed;
  try {
    wanted = JSON.parse(lockText).packages ?? {};
    installed = JSON.parse(hiddenText).packages ?? {};
  } catch {
    return false;
  }
  return Object.entries(wanted).every(([path, entry]) => {
    if (path === '') return true;
    const present = installed[path];
    if (!present) return entry.optional === true;
    return present.version === entry.version && present.integrity === entry.integrity;
  });
}
