import { useCompanyFacts } from '../../../src/react';
import { Alert, makeStyles, useClasses } from '../../../src/ui';
import { reset } from '../../../src/ui/base-styles';
import { color, font, space } from '../../../src/ui/tokens';
import { namesInASentence } from './glance-parts';
import { TryAgain } from './part-failed';

const styles = makeStyles(() => ({
  text: { ...reset, display: 'block', color: 'inherit' },
  help: {
    ...reset,
    display: 'block',
    marginBlockStart: space[1],
    fontSize: font.sizeSmall,
    color: color.text,
  },
  actions: { ...reset, display: 'block', marginBlockStart: space[3] },
}));

/**
 * The one page alert when two or more parts of the dashboard did not load (DESIGN.md §6 C): what is
 * missing, that the total leaves it out, and Try again for all of them at once.
 */
export function SomePartsFailed({ names, onRetry }: { names: readonly string[]; onRetry: () => void }) {
  const classes = useClasses(styles);
  const { telephone } = useCompanyFacts();
  const missing = namesInASentence(names);
  return (
    <Alert variant="danger" title="Some of your accounts didn't load.">
      <span className={classes.text}>
        {missing} are missing below, so your total leaves them out. Your money is not affected.
      </span>
      <span className={classes.help}>If this keeps happening, call {telephone}.</span>
      <span className={classes.actions}>
        <TryAgain what={missing.toLowerCase()} onPress={onRetry} primary />
      </span>
    </Alert>
  );
}
