/** See installed-from-lock.mjs (plain Node, as it runs before anything is installed). */
export function installedFromLock(lockText: string, hiddenText: string | undefined): boolean;
