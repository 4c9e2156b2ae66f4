import r2wcCore, { type R2WCOptions } from '@r2wc/core';
import { type ComponentType, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

interface Mounted<P> {
  root: Root;
  component: ComponentType<P>;
}

/**
 * @r2wc/react-to-web-component's own React renderer, written with named imports: the package's
 * `import React from 'react'` keeps all of preact/compat's default export alive in every widget.
 */
export function reactToWebComponent<P extends object>(
  component: ComponentType<P>,
  options: R2WCOptions<P>,
): CustomElementConstructor {
  return r2wcCore<P, Mounted<P>>(component, options, {
    mount(container, Component, props) {
      const root = createRoot(container);
      root.render(createElement(Component, props));
      return { root, component: Component };
    },
    update({ root, component: Component }, props) {
      root.render(createElement(Component, props));
    },
    unmount({ root }) {
      root.unmount();
    },
  });
}
