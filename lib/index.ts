/**
 * The React library (`fg-portal/react`): every widget as a React component, and what a React host
 * wraps them in. React and react-dom are the host's (peer dependencies); TanStack Query, optional, is
 * reached only through `fg-portal/react/query`. Build with `npm run build`: `dist/lib/index.js`, types
 * in `dist/lib/types`.
 */
export {
  type Config,
  type ConfigInput,
  configure,
  createConfig,
  readPageConfig,
  readPageNonce,
} from '../src/config';
export { WidgetProvider, type WidgetProviderProps } from '../src/react';
export { onSignedOut, sessionAuthPort } from '../src/session';
export { createStyleInstance } from '../src/ui/style-instance';
export * from './widgets';
