import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
} from 'react';

/** What the design system passes to a link: anchor attributes with a required `href`. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A component rendering an anchor, e.g. a router's `Link`, so in-app links navigate without reloading. */
export type LinkComponent = ComponentType<LinkComponentProps>;

const PlainLink: LinkComponent = (props) => <a {...props} />;

const LinkContext = createContext<LinkComponent>(PlainLink);

/** Props of {@link LinkProvider}. */
export interface LinkProviderProps {
  component: LinkComponent;
  children?: ReactNode;
}

/** Makes design-system links (tabs, card actions, button links) render through `component`. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link component in scope: the nearest LinkProvider's, else a plain `<a>`. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}
