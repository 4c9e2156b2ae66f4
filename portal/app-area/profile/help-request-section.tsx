import { useState } from 'react';
import * as z from 'zod/mini';
import { helpRequestMutation } from '../../../src/api/documents';
import { accountSettingsQuery } from '../../../src/api/profile';
import { filled } from '../../../src/domain/form-fields';
import { keepingRule } from '../../../src/domain/text-rule-checks';
import { MESSAGE_RULE, SUBJECT_RULE, TEXT_MAX } from '../../../src/domain/text-rules';
import { useSchemaForm, useServerMutation, useServerQuery } from '../../../src/react';
import { Alert, Button, TextField, useClasses } from '../../../src/ui';
import { useDomId } from '../../../src/ui/dom-id';
import { FormFrame } from '../../../src/ui/form-frame';
import { TextArea } from '../../../src/ui/text-area';
import { profileStyles } from './profile-styles';

/**
 * A help message's length, and its subject's: the API holds the same rules (src/domain/text-rules.ts).
 * @internal
 */
export const HELP_MESSAGE_MAX = TEXT_MAX.message;
const HELP_SUBJECT_MAX = TEXT_MAX.subject;

const HELP_MESSAGES = {
  message: 'Please tell us what you need help with',
  tooLong: `Please keep your message to ${HELP_MESSAGE_MAX} characters`,
  failed: 'We could not send your request. Please try again.',
} as const;

const helpSchema = z.object({
  Subject: z.string().check(...keepingRule(SUBJECT_RULE, 'Subject')),
  Message: filled(HELP_MESSAGES.message).check(
    z.refine((message) => message.trim().length <= HELP_MESSAGE_MAX, HELP_MESSAGES.tooLong),
    ...keepingRule(MESSAGE_RULE, 'Your message'),
  ),
});

/**
 * "Ask us for help" (spec §7 messagerequests?action=Help): the customer's question, and what happens next.
 * A sent request clears the form and says when and where we will answer.
 */
export function HelpRequestSection() {
  const classes = useClasses(profileStyles);
  const id = useDomId();
  const username = useServerQuery(accountSettingsQuery()).data?.UserName;
  const send = useServerMutation(helpRequestMutation());
  const form = useSchemaForm(helpSchema, { Subject: '', Message: '' });
  const [failures, setFailures] = useState(0);
  const [sentAs, setSentAs] = useState<number>();
  const length = form.values.Message.trim().length;
  return (
    <FormFrame
      formRef={form.formRef}
      className={classes.form}
      aria-labelledby={`${id}-heading`}
      onSubmit={async () => {
        const request = form.submit();
        if (!request) {
          setFailures((count) => count + 1);
          return;
        }
        const outcome = await send.start({
          Subject: request.Subject.trim(),
          Message: request.Message.trim(),
        });
        if (outcome.status === 'success' && outcome.data) {
          setSentAs(outcome.data.MessageRequestID);
          form.reset({ Subject: '', Message: '' });
        } else setFailures((count) => count + 1);
      }}
      attempt={failures}
      fieldErrors={form.errors}
      message={
        // A throttled request (429) says how long to wait, as the login form does; anything else, try again.
        send.status !== 'error'
          ? undefined
          : send.error?.status === 429
            ? send.error.message
            : HELP_MESSAGES.failed
      }
      intro={
        <>
          <h2 id={`${id}-heading`} className={classes.groupHeading}>
            Ask us for help
          </h2>
          <p className={classes.text}>Ask us anything about your products or your profile.</p>
          {sentAs !== undefined && (
            <Alert variant="success" title="We have received your request">
              {`Your request number is ${sentAs}. A consultant will reply by e-mail${username ? ` to ${username}` : ''} within two working days.`}
            </Alert>
          )}
        </>
      }
    >
      <TextField
        id={`${id}-subject`}
        label="Subject"
        hint="Optional"
        maxLength={HELP_SUBJECT_MAX}
        autoComplete="off"
        {...form.control('Subject')}
      />
      <TextArea
        id={`${id}-message`}
        label="How can we help?"
        hint={`${length} of ${HELP_MESSAGE_MAX} characters`}
        rows={6}
        maxLength={HELP_MESSAGE_MAX}
        required
        {...form.control('Message')}
      />
      <div className={classes.actions}>
        <Button type="submit" busy={send.status === 'pending'}>
          Send request
        </Button>
      </div>
    </FormFrame>
  );
}
