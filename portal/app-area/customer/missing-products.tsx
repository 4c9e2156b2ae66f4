import type { MissingProductItem } from '../../../src/api/dashboard';
import { BUY_ROUTES, buyLink, buyRouteForCode } from '../../../src/domain/buy-routing';
import type { MissingProduct } from '../../../src/domain/split-products';
import { ButtonLink, makeStyles, useClasses, VisuallyHidden } from '../../../src/ui';
import { reset } from '../../../src/ui/base-styles';
import { type HeadingLevel, headingTag } from '../../../src/ui/heading';
import { color, font, radius, space } from '../../../src/ui/tokens';
import { ProductIcon } from './product-icon';

const tileStyles = makeStyles(() => ({
  section: { ...reset, display: 'flex', flexDirection: 'column', gap: space[3] },
  heading: { ...reset, display: 'block', fontSize: font.sizeLarge, fontWeight: 700 },
  rowsHeading: { ...reset, display: 'block', fontWeight: 700, color: color.textMuted },
  list: {
    ...reset,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
    gap: space[4],
    listStyle: 'none',
  },
  tile: {
    ...reset,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: space[3],
    padding: space[4],
    border: `1px solid ${color.divider}`,
    borderRadius: radius,
    backgroundColor: color.background,
  },
  rows: { ...reset, display: 'flex', flexDirection: 'column', listStyle: 'none' },
  row: {
    ...reset,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: `${space[2]} ${space[4]}`,
    padding: `${space[3]} 0`,
    borderTop: `1px solid ${color.divider}`,
  },
  rowText: { ...reset, display: 'flex', flexDirection: 'column', flex: '1 1 12rem', minWidth: 0 },
  rowDescription: { ...reset, display: 'block', color: color.textMuted, fontSize: font.sizeSmall },
  title: { ...reset, display: 'block', fontWeight: 700 },
  description: { ...reset, display: 'block', flex: '1 1 auto', color: color.textMuted },
}));

/** 'Products you may be interested in'. */
const MISSING_PRODUCTS_TITLE = 'Products you may be interested in';

/** Props of {@link MissingProducts}. */
export interface MissingProductsProps {
  /** Already filtered (catalogued, NebulaView true, TAXFREESAVINGS hidden). */
  products: readonly MissingProduct<MissingProductItem>[];
  /** Level of the section heading; each tile's heading is one below. */
  headingLevel: 2 | 3;
  /** Tiles with an icon (a category's page), or rows (a card of the home dashboard, where the money comes first). */
  layout?: 'tiles' | 'rows';
}

/**
 * A tile's action, routed by catalogue code: "Buy" for the three products bought online (their
 * wizards), "Ask about" for any other, which opens the contact form about it. The spec's Buy button
 * (§2) says what it does (DESIGN.md §5: no "Buy" on something that only opens a contact form; README,
 * "Where the product departs from the spec").
 */
function OfferLink({ product }: { product: MissingProduct<MissingProductItem> }) {
  const route = buyRouteForCode(product.CODE);
  return (
    <ButtonLink variant="secondary" href={buyLink(route, product.ProductText)}>
      {route === BUY_ROUTES.contactForm ? 'Ask about' : 'Buy'}
      <VisuallyHidden>{` ${product.ProductText}`}</VisuallyHidden>
    </ButtonLink>
  );
}

/**
 * Products the customer does not own: ProductText, Description and its action (Buy, or Ask about for a
 * product that is not bought online), as tiles with an icon or as rows. Renders nothing when there is
 * nothing to offer.
 */
export function MissingProducts({ products, headingLevel, layout = 'tiles' }: MissingProductsProps) {
  const classes = useClasses(tileStyles);
  if (products.length === 0) return null;
  const Heading = headingTag(headingLevel);
  const TileHeading = headingTag((headingLevel + 1) as HeadingLevel);
  return (
    <section className={classes.section}>
      <Heading className={layout === 'rows' ? classes.rowsHeading : classes.heading}>
        {MISSING_PRODUCTS_TITLE}
      </Heading>
      <ul className={layout === 'rows' ? classes.rows : classes.list}>
        {products.map((product) =>
          layout === 'rows' ? (
            <li key={`${product.CODE}-${product.NavigationItemID}`} className={classes.row}>
              <span className={classes.rowText}>
                <TileHeading className={classes.title}>{product.ProductText}</TileHeading>
                <span className={classes.rowDescription}>{product.Description}</span>
              </span>
              <OfferLink product={product} />
            </li>
          ) : (
            <li key={`${product.CODE}-${product.NavigationItemID}`} className={classes.tile}>
              <ProductIcon code={product.CODE} />
              <TileHeading className={classes.title}>{product.ProductText}</TileHeading>
              <p className={classes.description}>{product.Description}</p>
              <OfferLink product={product} />
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
