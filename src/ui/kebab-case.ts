/** A camelCase name in kebab-case: `thankYouUrl` → `thank-you-url`, `primaryBg` → `primary-bg`. */
export const kebabCase = (name: string): string => name.replace(/[A-Z]/g, '-$&').toLowerCase();
