import type { ReactNode } from 'react';
import { toFailure } from '../../../src/api/api-error';
import type { AvailableProduct, PanelSummary } from '../../../src/api/dashboard';
import { Alert, Spinner, useClasses } from '../../../src/ui';
import { usePageTitle } from '../../use-page-title';
import { customerStyles } from './customer-styles';
import { MissingProducts } from './missing-products';
import { ProductAccordions } from './product-accordions';
import { type ProductWithSummary, useCategoryProducts } from './use-category-products';

/** Props of {@link CategoryPage}. */
export interface CategoryPageProps {
  /** The category's navigation item (5, 6, 99 …). */
  categoryId: number;
  /** The page heading and document title, e.g. 'My Employee Benefits'. */
  title: string;
  /** Shown between the heading and the accordions, e.g. a balance. */
  lead?: ReactNode;
  /** The accordion title of a product. */
  accordionTitle: (name: string) => string;
  /** The order of the accordions (the server's by default). */
  order?: (products: readonly ProductWithSummary[]) => readonly ProductWithSummary[];
  /** An open accordion's content. */
  children: (product: AvailableProduct, summary: PanelSummary) => ReactNode;
}

/**
 * A products-by-category page (spec §4): heading, an accordion per available product (their summaries
 * fetched at once), then 'Products you may be interested in'.
 */
export function CategoryPage({
  categoryId,
  title,
  lead,
  accordionTitle,
  order = (products) => products,
  children,
}: CategoryPageProps) {
  usePageTitle(title);
  const classes = useClasses(customerStyles);
  const category = useCategoryProducts(categoryId);
  return (
    <div className={classes.page} aria-busy={!category.isComplete}>
      <h1 className={classes.heading}>{title}</h1>
      {lead}
      {category.list.status === 'error' ? (
        <Alert variant="danger">{toFailure(category.list.error).message}</Alert>
      ) : category.list.status === 'pending' ? (
        <Spinner label={`Loading ${title}`} showLabel />
      ) : (
        <>
          <ProductAccordions products={order(category.products)} title={accordionTitle}>
            {children}
          </ProductAccordions>
          <MissingProducts products={category.missing} headingLevel={2} />
        </>
      )}
    </div>
  );
}
