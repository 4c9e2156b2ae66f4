import type { ReactNode } from 'react';
import { color, font, makeStyles, space, useClasses } from '../../src/ui';
import { pageTitle } from '../../src/ui/page-heading-styles';

const narrowPageStyles = makeStyles(() => ({
  page: {
    maxWidth: '44rem',
    margin: '0 auto',
    fontFamily: font.family,
    lineHeight: font.lineHeight,
    color: color.text,
  },
  title: { ...pageTitle, margin: `0 0 ${space[3]}` },
  lead: { fontSize: font.sizeLarge, margin: `0 0 ${space[5]}` },
}));

/** Props of {@link NarrowPage}. */
export interface NarrowPageProps {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}

/** A single-column page for one widget: the h1, an optional lead paragraph, then the widget. */
export function NarrowPage({ title, lead, children }: NarrowPageProps) {
  const classes = useClasses(narrowPageStyles);
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{title}</h1>
      {lead && <p className={classes.lead}>{lead}</p>}
      {children}
    </div>
  );
}
