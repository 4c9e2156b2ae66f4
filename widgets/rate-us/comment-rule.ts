import { MESSAGE_RULE, textProblem } from '../../src/domain/text-rules';
import { RATING_LABELS } from './rate-us-messages';

/**
 * Why the comment cannot be sent, in the API's words (src/domain/text-rules.ts, which the sandbox holds
 * the rating's Comment to: line breaks kept, no other control or direction-changing characters), or
 * undefined. Imported only where the rating is sent (the widget's lazy sender, the portal's page), so the
 * widget's first paint does not carry it.
 */
export function commentProblem(comment: string): string | undefined {
  return textProblem(comment, MESSAGE_RULE, RATING_LABELS.comment);
}
