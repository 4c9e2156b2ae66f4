import type { MemberChoiceOption } from '../../src/api/member-choice';
import { Button, Dialog, useClasses } from '../../src/ui';
import { memberChoiceStyles } from './member-choice-styles';
import { confirmLabel, confirmQuestion, MEMBER_CHOICE_TEXT } from './member-choice-text';

/** Props of {@link ConfirmChangeDialog}. */
export interface ConfirmChangeDialogProps {
  /** The option asked for; the dialog shows while it is set. */
  option: MemberChoiceOption | null;
  /** The option selected now, if any. */
  current: MemberChoiceOption | undefined;
  onConfirm: (option: MemberChoiceOption) => void;
  onCancel: () => void;
}

/** Asks before a change of fund: it moves the member's retirement savings. */
export function ConfirmChangeDialog({ option, current, onConfirm, onCancel }: ConfirmChangeDialogProps) {
  const classes = useClasses(memberChoiceStyles);
  return (
    <Dialog open={option !== null} onClose={onCancel} title={MEMBER_CHOICE_TEXT.confirmTitle}>
      {option && (
        <>
          <p>{confirmQuestion(current?.Description, option.Description)}</p>
          <div className={classes.actions}>
            <Button onClick={() => onConfirm(option)}>{confirmLabel(option.Description)}</Button>
            <Button variant="secondary" onClick={onCancel}>
              {MEMBER_CHOICE_TEXT.cancel}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
