import { useSearch } from 'wouter';
import { makeStyles, useClasses } from '../../src/ui';
import {
  GenericLinkConfirmation,
  type LinkAction,
  LinkConfirmation,
  readLink,
  SI_REINVEST,
  TFSA_SWITCH,
} from '../../widgets/link-confirmation';
import { usePageTitle } from '../use-page-title';

const linkPageStyles = makeStyles(() => ({ page: { maxWidth: '44rem', margin: '0 auto' } }));

/** The link in the page's query, each value parsed once, here, by the action's rules. */
function useLink(action: LinkAction) {
  const query = new URLSearchParams(useSearch());
  return readLink(action, (name) => query.get(name));
}

/** Spec §2 /secured-investement-reinvestment-thank-you (the e-mails' spelling): confirm the reinvestment. */
export function ReinvestConfirmationPage() {
  usePageTitle('Secured Investment: reinvest at maturity');
  const classes = useClasses(linkPageStyles);
  return (
    <div className={classes.page}>
      <LinkConfirmation action={SI_REINVEST} link={useLink(SI_REINVEST)} />
    </div>
  );
}

/** Spec §2 /tfsa-switch: confirm the switch to the new Tax-free Savings Account. */
export function TfsaSwitchPage() {
  usePageTitle('Tax-free Savings Account: switch');
  const classes = useClasses(linkPageStyles);
  return (
    <div className={classes.page}>
      <LinkConfirmation action={TFSA_SWITCH} link={useLink(TFSA_SWITCH)} />
    </div>
  );
}

/** /link-confirmation?action=…: the generic page, which confirms as it opens (README: the contract). */
export function LinkConfirmationPage() {
  usePageTitle('Link confirmation');
  const classes = useClasses(linkPageStyles);
  const search = useSearch();
  return (
    <div className={classes.page}>
      <GenericLinkConfirmation action={new URLSearchParams(search).get('action')} search={search} />
    </div>
  );
}
