import { Alert, Button, makeStyles, useClasses } from '../../../src/ui';
import { reset, visuallyHidden } from '../../../src/ui/base-styles';
import { font, space } from '../../../src/ui/tokens';

const styles = makeStyles(() => ({
  text: { ...reset, display: 'block', color: 'inherit' },
  // Above a card's stretched link (its ::after covers the card), so a press reaches the button.
  actions: { ...reset, position: 'relative', zIndex: 1, display: 'block', marginBlockStart: space[3] },
  // DESIGN.md §3 small button, inside an alert; it keeps the 44 px target height of every button here.
  small: { paddingInline: space[4], fontSize: font.sizeSmall },
  hidden: visuallyHidden,
}));

/**
 * 'Try again', which a screen reader hears with what it loads ("Try again to load your ventures"): small
 * and secondary in a part's card, primary in the page's alert (DESIGN.md §3, §6 C).
 */
export function TryAgain({
  what,
  onPress,
  primary = false,
}: {
  what: string;
  onPress: () => void;
  primary?: boolean;
}) {
  const classes = useClasses(styles);
  return (
    <Button
      variant={primary ? 'primary' : 'secondary'}
      className={primary ? undefined : classes.small}
      onClick={onPress}
    >
      Try again<span className={classes.hidden}> to load your {what}</span>
    </Button>
  );
}

/**
 * A part of a page whose data did not load (DESIGN.md §6 C): it says so in the customer's words and
 * offers Try again for that part only; the rest of the page stays as it is. Focus is not moved.
 */
export function PartFailed({ name, onRetry }: { name: string; onRetry: () => void }) {
  const classes = useClasses(styles);
  const what = name.toLowerCase();
  return (
    <Alert variant="danger" title={`We couldn't load your ${what}.`}>
      <span className={classes.text}>Your holding is safe; this is a display problem on our side.</span>
      <span className={classes.actions}>
        <TryAgain what={what} onPress={onRetry} />
      </span>
    </Alert>
  );
}
