/** A module of the app as the build names it: a site path to a .js file, nothing that leaves the site. */
const MODULE_PATH = /^\/(?![/\\])[\w\-./]+\.js$/;

/**
 * The app's module files listed on the prerendered page's boot script (`data-modules`, written by
 * scripts/prerender.ts): the entry first, then what it imports. A list with anything but site paths of
 * scripts is refused whole (the page then stays the HTML it is, which works without script).
 */
export function appModules(list: string | undefined): string[] {
  const paths = (list ?? '').split(/\s+/).filter(Boolean);
  const valid = paths.every((path) => MODULE_PATH.test(path) && !path.split('/').includes('..'));
  return valid ? paths : [];
}
