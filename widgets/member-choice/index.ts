/** Retirement member choice: the widget, and the pieces the portal's wealth and success pages compose. */

export type { Failure } from '../../src/api/api-error';
export type { MemberChoiceOption, MemberChoiceTarget } from '../../src/api/member-choice';
export { MemberChoice, type MemberChoiceEvents, type MemberChoiceProps } from './member-choice';
export { changedTo, MEMBER_CHOICE_TEXT } from './member-choice-text';
export { type MemberChoiceChangeState, useLatestMemberChoiceChange } from './use-change-member-choice';
