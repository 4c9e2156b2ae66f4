import type { ReactNode } from 'react';
import { pageTitle } from './page-heading-styles';
import { makeStyles, useClasses } from './styles';

const titleStyles = makeStyles(() => ({ title: pageTitle }));

/** A page's h1 in the one page-title style, for a page with no heading style of its own. */
export function PageTitle({ children }: { children: ReactNode }) {
  const classes = useClasses(titleStyles);
  return <h1 className={classes.title}>{children}</h1>;
}
