import { hasOnlyPrintable, unprintableMessage } from '../../src/domain/text-rules';
import { RATING_LABELS } from './rate-us-messages';

/**
 * Why the comment cannot be sent, in the API's words, or undefined: the rating's Comment is held to the
 * shared character rule (src/domain/text-rules.ts: line breaks kept, no other control or
 * direction-changing characters), as the sandbox holds it. Its length is the field's `maxlength`, within
 * the API's. Imported only where the rating is sent (the widget's lazy sender, the portal page on Send),
 * so no first paint carries it.
 */
export function commentProblem(comment: string): string | undefined {
  return hasOnlyPrintable(comment.trim(), 'multi') ? undefined : unprintableMessage(RATING_LABELS.comment);
}
