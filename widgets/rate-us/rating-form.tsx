import { type ComponentType, type FormEvent, useState } from 'react';
import { RATING } from '../../src/domain/business-constants';
import type { RadioOption } from '../../src/ui';
import { reset } from '../../src/ui/base-styles';
import { useDomId } from '../../src/ui/dom-id';
import { PrimaryButton } from '../../src/ui/primary-button';
import { ScaleGroup } from '../../src/ui/scale-group';
import { makeStyles, useClasses } from '../../src/ui/styles';
import { TextArea } from '../../src/ui/text-area';
import { space } from '../../src/ui/tokens';
import type { RatingValues } from './build-rating';
import { COMMENT_MAX_LENGTH, RATING_LABELS } from './rate-us-messages';
import type { ScoreSummaryProps } from './score-summary';
import type { LoadSendingHalf } from './sending-half';

/** Props of {@link RatingForm}. */
export interface RatingFormProps {
  /** Called with the chosen score and comment when the user presses Send. */
  onSend: (values: RatingValues) => void;
  /** Values to start from, e.g. after a failed send. */
  initialValues?: Partial<RatingValues>;
  /** Why the comment was not sent (the API's character rule), shown beside it; the host moves focus there. */
  commentError?: string | undefined;
  /** Fetches the sending half, which brings the summary of a Send pressed with no score. */
  loadSender: LoadSendingHalf;
}

const scoreOptions: RadioOption[] = Array.from({ length: RATING.max - RATING.min + 1 }, (_, index) => {
  const score = RATING.min + index;
  const hint = score === RATING.min ? RATING.minLabel : score === RATING.max ? RATING.maxLabel : undefined;
  return { value: String(score), label: String(score), hint };
});

const formStyles = makeStyles(() => ({
  form: { ...reset, display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: space[5] },
  actions: { ...reset, display: 'flex', justifyContent: 'flex-start' },
}));

/**
 * The score (1 'Unlikely' to 10 'Likely') and comment. Spec §5 keeps Send disabled until a score is
 * chosen; we never disable it for an answer still to give (DESIGN.md §8a): Send without a score shows
 * the error summary, focused, and the message beside the scale.
 */
export function RatingForm({ onSend, initialValues, commentError, loadSender }: RatingFormProps) {
  const classes = useClasses(formStyles);
  const id = useDomId();
  const name = `${id}-score`;
  const [score, setScore] = useState<number | null>(initialValues?.score ?? null);
  const [comment, setComment] = useState(initialValues?.comment ?? '');
  const [attempt, setAttempt] = useState(0);
  // The summary travels with the sending half (send-rating), fetched on the form's first touch: the tag's
  // first paint stays within issue 28's 13 KB in one request, and a Send always comes after a touch.
  const [ScoreSummary, setScoreSummary] = useState<ComponentType<ScoreSummaryProps>>();
  const scoreError = attempt > 0 && score === null ? RATING_LABELS.chooseScore : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (score === null) {
      setAttempt((count) => count + 1);
      loadSender().then(
        (module) => setScoreSummary(() => module.ScoreSummary),
        () => undefined,
      );
    } else onSend({ score, comment });
  };

  return (
    <form part="form" aria-label={RATING_LABELS.form} className={classes.form} noValidate onSubmit={submit}>
      {scoreError && ScoreSummary && (
        // Until it arrives (it comes with the first touch), the message beside the scale says it alone.
        <ScoreSummary fieldId={`${id}-scale`} message={scoreError} attempt={attempt} />
      )}
      <ScaleGroup
        id={`${id}-scale`}
        legend={RATING_LABELS.score}
        name={name}
        options={scoreOptions}
        value={score === null ? '' : String(score)}
        onChange={(value) => setScore(Number(value))}
        error={scoreError}
      />
      <TextArea
        label={RATING_LABELS.comment}
        name="comment"
        value={comment}
        maxLength={COMMENT_MAX_LENGTH}
        error={commentError}
        onChange={(event) => setComment(event.target.value)}
      />
      <div className={classes.actions}>
        <PrimaryButton type="submit" part="send">
          {RATING_LABELS.send}
        </PrimaryButton>
      </div>
    </form>
  );
}
