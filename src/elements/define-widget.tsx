import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { type AuthPort, anonymousAuth } from '../api/auth-port';
import { readPageNonce } from '../config/page-nonce';
import { retryFailedLoads } from '../react/lazy-with-retry';
import { createLocalStore } from '../react/local-store';
import { WidgetContext } from '../react/widget-context';
import { FailureBoundary } from '../ui/failure-boundary';
import { createStyleInstance } from '../ui/style-instance';
import { StyleContext } from '../ui/styles';
import { AttributeError, attributeIssues } from './attribute-error';
import type { AttributeParser, AttributesOf } from './attribute-parser';
import type { ClientFactory } from './client-on-interaction';
import { loadFailedProblem } from './element-problem';
import { type EventProps, eventPropName, widgetEventName } from './events';
import { reactToWebComponent } from './react-renderer';
import { warnOnce } from './warn-once';

/** Attributes arrive as strings (or are absent); the schema turns them into the component's props. */
type AttributeSchema = AttributeParser;

export interface WidgetDefinition<S extends AttributeSchema, E extends Record<string, unknown>> {
  /** The custom element's name. */
  tag: `fg-${string}`;
  component: ComponentType<AttributesOf<S> & EventProps<E>>;
  /** camelCase keys; the attribute is the kebab-case form (`reportId` ↔ `report-id`). */
  attributes: S;
  /** Event names without prefix: `submitted` is the `onSubmitted` prop and the `fg-submitted` DOM event. */
  events: readonly (keyof E & string)[];
  /**
   * The tag's shadow root, open; `{ mode: 'open', delegatesFocus: true }` for a tag with one obvious
   * field, so `el.focus()` on the tag, or a click on a part of it that takes no focus, focuses that field
   * (the first focusable in the tag). `false` renders in the light DOM instead: for credential forms
   * only, so password managers can see the inputs; their styles then go to the document head, still
   * under the page's nonce.
   */
  shadow?: false | { mode: 'open'; delegatesFocus?: true };
  /** Whose tokens secure calls carry: `sessionAuthPort` for widgets that act for the signed-in user. */
  auth?: AuthPort;
  /**
   * `clientNow` for a tag that reads the API as it shows; `clientOnInteraction` for one that calls it
   * only when the user acts, so its first paint carries none of the client's code.
   */
  client: ClientFactory;
}

/** What the renderer gives the element's root: where it renders, the element, and each attribute's text. */
type ElementProps = { container: HTMLElement | ShadowRoot; host: HTMLElement; [attribute: string]: unknown };

/** A nonce attribute is hidden by the browser once read (nonce hiding), so prefer the IDL property. */
function nonceFor(host: HTMLElement): string | undefined {
  return host.nonce || host.getAttribute('nonce') || readPageNonce(document);
}

/**
 * Registers a React component as a custom element: attributes parsed with zod (a bad one shows an
 * inline message, never a blank element), one emotion instance inside the element's shadow root
 * (compact-emotion in the element bundle), events as composed, bubbling `fg-*` CustomEvents, and the
 * page's shared config.
 * Defining the same tag twice is a no-op.
 */
export function defineWidget<S extends AttributeSchema, E extends Record<string, unknown>>(
  definition: WidgetDefinition<S, E>,
): CustomElementConstructor {
  const {
    tag,
    component: Component,
    attributes,
    events,
    shadow = { mode: 'open' },
    auth,
    client: connect,
  } = definition;
  const existing = customElements.get(tag);
  if (existing) return existing;

  const attributeNames = Object.keys(attributes.shape);

  // biome-ignore lint/correctness/noComponentHookFactories: made once per tag when it is defined, never during a render.
  function ElementRoot(props: ElementProps) {
    const { container, host } = props;
    auth?.activate?.();
    const styles = useMemo(
      () => createStyleInstance({ container: shadow ? container : undefined, nonce: nonceFor(host) }),
      [container, host],
    );
    const eventProps = useMemo(
      (): EventProps<E> =>
        Object.fromEntries(
          events.map((name) => [
            eventPropName(name),
            (detail: unknown) => {
              host.dispatchEvent(
                new CustomEvent(widgetEventName(name), { detail, bubbles: true, composed: true }),
              );
            },
          ]),
        ) as EventProps<E>,
      [host],
    );
    const client = useMemo(() => connect(host, auth ?? anonymousAuth), [host]);
    // The element's server state, as WidgetScope keeps a host's without a QueryClient.
    const [local] = useState(createLocalStore);
    // The renderer gives each attribute as its text, or undefined; the schema reads its own names only.
    const parsed = attributes.safeParse(props as Record<string, string | undefined>);
    // A refused attribute stops the element; a lenient one passed on as absent is only warned about.
    const problems = attributeIssues(parsed.success ? { issues: parsed.warnings ?? [] } : parsed.error);
    useEffect(() => {
      for (const { attribute, message } of problems) {
        const value = host.getAttribute(attribute);
        warnOnce(
          host,
          `${value === null ? `${attribute} is missing` : `${attribute}="${value}" cannot be used`}: ${message}`,
          `correct or remove ${attribute}`,
        );
      }
    });
    const content = parsed.success ? (
      <Component {...(parsed.data as AttributesOf<S> & EventProps<E>)} {...eventProps} />
    ) : (
      <AttributeError tag={tag} issues={problems} />
    );
    // WidgetScope's two contexts without its component, which every tag would carry for this one use.
    return (
      <StyleContext.Provider value={styles}>
        <WidgetContext.Provider value={{ client, serverState: local }}>
          <FailureBoundary onRetry={retryFailedLoads} fallback={loadFailedProblem}>
            {content}
          </FailureBoundary>
        </WidgetContext.Provider>
      </StyleContext.Provider>
    );
  }

  const element = reactToWebComponent(ElementRoot, {
    shadow,
    props: attributeNames,
  });
  customElements.define(tag, element);
  return element;
}
