import { useCompanyFacts } from '../../src/react/widget-context';
import { Alert, useClasses } from '../../src/ui';
import { LINK_ACTIONS, readLink } from './link-actions';
import { LinkConfirmation, type LinkConfirmationProps } from './link-confirmation';
import { linkStyles } from './link-styles';

export interface GenericLinkConfirmationProps
  extends Omit<LinkConfirmationProps, 'action' | 'link' | 'confirmOnLoad'> {
  /** The allow-listed action the link names (`?action=`): si-reinvest or tfsa-switch. */
  action: string | null | undefined;
  /** The link's query: its values are parsed here, where they enter, by the action's rules. */
  search: string;
}

/**
 * The generic link-confirmation page: `?action=` picks a confirmation from the allow-list, the rest of
 * the query gives its values, and it confirms as the page opens. Nothing of the link becomes a URL,
 * and no bearer token is sent (only the link's own `token`): the calls and their paths are the allow-list's.
 */
export function GenericLinkConfirmation({
  action,
  search,
  headingLevel = 1,
  ...events
}: GenericLinkConfirmationProps) {
  const classes = useClasses(linkStyles);
  const { supportEmail } = useCompanyFacts();
  const known = LINK_ACTIONS.find((candidate) => candidate.id === action);
  if (!known) {
    const Heading = `h${headingLevel}` as 'h1';
    return (
      <section className={classes.root} part="root">
        <Heading className={classes.heading} part="heading">
          Link confirmation
        </Heading>
        <Alert variant="danger" title="This link cannot be used">
          {
            'This link does not name anything we can confirm. Please open the link in your e-mail again, or contact us at '
          }
          <a className={classes.link} href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
          .
        </Alert>
      </section>
    );
  }
  const query = new URLSearchParams(search);
  return (
    <LinkConfirmation
      {...events}
      headingLevel={headingLevel}
      action={known}
      link={readLink(known, (name) => query.get(name))}
      confirmOnLoad
    />
  );
}
