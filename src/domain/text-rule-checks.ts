import * as z from 'zod/mini';
import { hasOnlyPrintable, type TextRule, tooLongMessage, unprintableMessage } from './text-rules';

// Apart from form-fields, so that only the forms with such fields (sign-up, the profile) download the rules.

/**
 * The checks of a text rule (src/domain/text-rules.ts, which the API holds too): its length, then its
 * characters, each refusal in words starting with `label`. Pair the field with `maxLength={rule.max}`.
 */
// @__NO_SIDE_EFFECTS__
export function keepingRule(rule: TextRule, label: string) {
  return [
    z.refine<string>((value) => value.trim().length <= rule.max, tooLongMessage(label, rule.max)),
    z.refine<string>((value) => hasOnlyPrintable(value.trim(), rule.lines), unprintableMessage(label)),
  ] as const;
}
