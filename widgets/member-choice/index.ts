/** Retirement member choice: the widget, and the pieces the portal's wealth and success pages compose. */

export { MemberChoice, type MemberChoiceProps } from './member-choice';
export { changedTo, MEMBER_CHOICE_TEXT } from './member-choice-text';
export { useLatestMemberChoiceChange } from './use-change-member-choice';
