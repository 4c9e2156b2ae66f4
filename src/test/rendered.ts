/**
 * Resolves once the renders an event queued have run (preact queues them as a microtask; a macrotask
 * comes after every one). For a test that must act on what a click or an input set, where nothing
 * on screen changes to wait for: the next action reads the state, not the page.
 */
export const rendered = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
