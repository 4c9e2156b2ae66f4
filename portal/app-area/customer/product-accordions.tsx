import { type ReactNode, useEffect, useRef } from 'react';
import { toFailure } from '../../../src/api/api-error';
import type { AvailableProduct, PanelSummary } from '../../../src/api/dashboard';
import { productDisplayName } from '../../../src/domain/dashboard';
import { Accordion, AccordionGroup, Alert, Spinner } from '../../../src/ui';
import type { ProductWithSummary } from './use-category-products';

/** Props of {@link ProductAccordions}. */
export interface ProductAccordionsProps {
  products: readonly ProductWithSummary[];
  /** The accordion title, e.g. 'Investments - {name}'. */
  title: (name: string) => string;
  /** What an open accordion shows once its summary is there. */
  children: (product: AvailableProduct, summary: PanelSummary) => ReactNode;
  /** Open this product's accordion first and move focus to its header (e.g. /app/wealth/{id}). */
  initialProductInstanceId?: number | undefined;
}

/** The accordion id of a product: by product instance, else by navigation item. */
const productAccordionId = (product: AvailableProduct): string =>
  `product-${product.ProductInstanceID ?? `item-${product.NavigationItemID}`}`;

/**
 * One accordion per available product, at most one open (spec §4 Accordions). The header names the
 * product from its summary (the list's ProductText until then), or by its kind where the summary's
 * ShowName is false. A failed summary shows its error
 * inside that accordion only; the others carry on.
 */
export function ProductAccordions({
  products,
  title,
  children,
  initialProductInstanceId,
}: ProductAccordionsProps) {
  const initial = products.find(({ product }) => product.ProductInstanceID === initialProductInstanceId);
  const initialId = initial ? productAccordionId(initial.product) : null;
  useFocusOnce(initialId);
  return (
    <AccordionGroup key={initialId ?? 'none'} defaultOpenId={initialId}>
      {products.map(({ product, summary }) => (
        <Accordion
          key={productAccordionId(product)}
          id={productAccordionId(product)}
          headingLevel={2}
          title={title(productDisplayName(product, summary.data))}
        >
          {summary.status === 'error' ? (
            <Alert variant="danger">{toFailure(summary.error).message}</Alert>
          ) : summary.data ? (
            children(product, summary.data)
          ) : (
            <Spinner label="Loading" showLabel />
          )}
        </Accordion>
      ))}
    </AccordionGroup>
  );
}

/** Moves focus to the header of the accordion opened from the address, once, when it appears. */
function useFocusOnce(accordionId: string | null) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !accordionId) return;
    const trigger = document.getElementById(`${accordionId}-header`);
    if (!trigger) return;
    done.current = true;
    trigger.focus({ preventScroll: true });
    // Scrolled a frame after the page has painted at the top: scrolled in the frame that first paints it,
    // the browser counts the footer, below the fold before, as pushed down the screen (a layout shift).
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => trigger.scrollIntoView?.({ block: 'start' }));
    });
    return () => cancelAnimationFrame(frame);
  }, [accordionId]);
}
