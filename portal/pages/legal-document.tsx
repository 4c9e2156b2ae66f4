import { Fragment } from 'react';
import {
  color,
  font,
  makeStyles,
  NARROW,
  radii,
  space,
  typeScale,
  useClasses,
  useLinkComponent,
} from '../../src/ui';
import { pageTitle } from '../../src/ui/page-heading-styles';
import { usePageTitle } from '../use-page-title';

/** A term and its value, e.g. 'Telephone' and '012 762 5000'; `href` makes the value a link. */
interface LegalDetail {
  term: string;
  value: string;
  href?: string;
}

/** A paragraph, a bulleted or numbered list, or a list of details. */
type LegalBlock =
  | string
  | { list: readonly string[]; ordered?: boolean }
  | { details: readonly LegalDetail[] };

/** One h2 section; `id` is its anchor in the page's contents. */
interface LegalSection {
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

/** A footer page's copy. */
export interface LegalDocument {
  title: string;
  summary: string;
  sections: readonly LegalSection[];
}

const legalStyles = makeStyles(() => ({
  page: {
    maxWidth: '70ch',
    margin: '0 auto',
    padding: `${space[2]} 0`,
    fontFamily: font.family,
    lineHeight: font.lineHeight,
    color: color.text,
    overflowWrap: 'break-word',
  },
  title: { ...pageTitle, margin: `0 0 ${space[3]}` },
  summary: { fontSize: font.sizeLarge, margin: `0 0 ${space[5]}` },
  contents: {
    padding: space[4],
    marginBottom: space[5],
    backgroundColor: color.surface,
    borderRadius: radii.small,
  },
  contentsHeading: { fontSize: font.size, margin: `0 0 ${space[2]}` },
  contentsList: { margin: 0, paddingInlineStart: space[5], '& li + li': { marginTop: space[1] } },
  section: { marginTop: space[6] },
  heading: { fontSize: typeScale.h3, lineHeight: 1.3, margin: `0 0 ${space[3]}`, scrollMarginTop: space[4] },
  paragraph: { margin: `0 0 ${space[4]}` },
  list: { margin: `0 0 ${space[4]}`, paddingInlineStart: space[5], '& li + li': { marginTop: space[2] } },
  details: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
    gap: `${space[2]} ${space[4]}`,
    margin: `0 0 ${space[4]}`,
    [NARROW]: {
      gridTemplateColumns: '1fr',
      rowGap: 0,
      '& dd': { marginBottom: space[2] },
    },
  },
  term: { fontWeight: 600 },
  value: { margin: 0 },
  link: {
    color: color.primaryStrong,
    fontWeight: 600,
    '&:hover': { color: color.primaryHover },
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
  },
}));

type Classes = Record<keyof ReturnType<typeof legalStyles.factory>, string>;

function DetailValue({ detail, classes }: { detail: LegalDetail; classes: Classes }) {
  const Link = useLinkComponent();
  if (!detail.href) return <>{detail.value}</>;
  // In-portal paths go through the router; mail, telephone and other sites are ordinary links.
  if (detail.href.startsWith('/')) {
    return (
      <Link className={classes.link} href={detail.href}>
        {detail.value}
      </Link>
    );
  }
  return (
    <a className={classes.link} href={detail.href}>
      {detail.value}
    </a>
  );
}

function Block({ block, classes }: { block: LegalBlock; classes: Classes }) {
  if (typeof block === 'string') return <p className={classes.paragraph}>{block}</p>;
  if ('list' in block) {
    const List = block.ordered ? 'ol' : 'ul';
    return (
      <List className={classes.list}>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    );
  }
  return (
    <dl className={classes.details}>
      {block.details.map((detail) => (
        <Fragment key={detail.term}>
          <dt className={classes.term}>{detail.term}</dt>
          <dd className={classes.value}>
            <DetailValue detail={detail} classes={classes} />
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** A footer page: one h1, a summary, contents linking to each h2 section, and the sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const classes = useClasses(legalStyles);
  usePageTitle(document.title);
  return (
    <article className={classes.page} aria-labelledby="legal-title">
      <h1 id="legal-title" className={classes.title}>
        {document.title}
      </h1>
      <p className={classes.summary}>{document.summary}</p>
      <nav className={classes.contents} aria-labelledby="legal-contents">
        <h2 id="legal-contents" className={classes.contentsHeading}>
          On this page
        </h2>
        <ul className={classes.contentsList}>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a className={classes.link} href={`#${section.id}`}>
                {section.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} className={classes.section}>
          <h2 id={section.id} className={classes.heading}>
            {section.heading}
          </h2>
          {section.blocks.map((block, index) => (
            // Blocks are static copy and never reorder, so their position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <Block key={index} block={block} classes={classes} />
          ))}
        </section>
      ))}
    </article>
  );
}
