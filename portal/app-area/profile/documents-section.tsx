import { useRef, useState } from 'react';
import { isApiError } from '../../../src/api/api-error';
import { documentsQuery, uploadFicaMutation } from '../../../src/api/documents';
import { useServerQuery } from '../../../src/react';
import { useServerActions } from '../../../src/react/server-cache';
import { Alert, Button, Spinner, useClasses } from '../../../src/ui';
import { DateText } from '../../../src/ui/date-text';
import { useDomId } from '../../../src/ui/dom-id';
import { FilePicker } from '../../../src/ui/file-picker';
import { FormFrame } from '../../../src/ui/form-frame';
import { StatusBadge } from '../../../src/ui/status-badge';
import { checkChosenFile, FICA_DOCUMENTS, nothingToSendProblems, type UploadSlot } from './fica-uploads';
import { profileStyles } from './profile-styles';
import { PROFILE_TEXT } from './profile-text';

/** The documents the group holds for the customer and where each one's verification stands. */
export function HeldDocuments() {
  const classes = useClasses(profileStyles);
  const documents = useServerQuery(documentsQuery());
  if (documents.status === 'error') return <Alert variant="danger">{PROFILE_TEXT.loadError}</Alert>;
  if (!documents.data) return <Spinner label="Loading your documents" showLabel />;
  if (documents.data.length === 0)
    return <p className={classes.text}>{PROFILE_TEXT.empty('FICA documents')}</p>;
  // A list rather than a table: the profile's card is narrow at every width, and four columns clipped
  // the status and the date (issue 27). Each document reads as one block, its status as a badge.
  return (
    <section aria-label="Documents we hold">
      <ul className={classes.documentList}>
        {documents.data.map((document) => (
          <li key={document.DocumentVerificationID} className={classes.documentItem}>
            <span className={classes.documentHead}>
              <strong>{document.DocumentType}</strong>
              <StatusBadge tone={document.Status === 'Verified' ? 'done' : 'pending'}>
                {document.Status}
              </StatusBadge>
            </span>
            <span className={classes.fileName}>{document.FileName}</span>
            <span className={classes.muted}>
              Received <DateText value={document.UploadedDate} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const percent = (slot: UploadSlot) => (slot.state === 'sending' ? Math.round(slot.progress * 100) : 0);

/**
 * Upload FICA documents: one file for each kind, each checked by its content and size before it is
 * sent, each sent on its own with its progress, so one failing never loses the others; Cancel stops
 * what is still going and keeps the files to send again.
 */
export function DocumentsSection() {
  const classes = useClasses(profileStyles);
  const id = useDomId();
  const server = useServerActions();
  const [slots, setSlots] = useState<UploadSlot[]>(() => FICA_DOCUMENTS.map(() => ({ state: 'empty' })));
  const running = useRef<AbortController | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Upload pressed with nothing it can send: the summary says why (DESIGN.md §6 A), never a disabled button.
  const [attempt, setAttempt] = useState(0);
  const sending = slots.some((slot) => slot.state === 'sending');
  const setSlot = (index: number, slot: UploadSlot) =>
    setSlots((current) => current.map((existing, at) => (at === index ? slot : existing)));

  const choose = async (index: number, file: File | undefined) => {
    setSlot(index, file ? await checkChosenFile(file) : { state: 'empty' });
  };

  const upload = async () => {
    const controller = new AbortController();
    running.current = controller;
    const sendOne = async (slot: UploadSlot, index: number) => {
      if (slot.state !== 'ready' && slot.state !== 'failed') return false;
      const { file } = slot;
      setSlot(index, { state: 'sending', file, progress: 0 });
      try {
        // Each upload that lands has the documents list read again (the mutation's declared invalidation).
        await server.run(uploadFicaMutation(), {
          file,
          documentType: FICA_DOCUMENTS[index]?.type ?? 'Supporting Document',
          signal: controller.signal,
          onProgress: (sent, total) =>
            setSlot(index, { state: 'sending', file, progress: total ? sent / total : 0 }),
        });
        setSlot(index, { state: 'sent', file });
        return true;
      } catch (error) {
        // A throttled upload (30 files a day) already says when to try again.
        const problem = controller.signal.aborted
          ? 'Upload cancelled. Press Upload to send it again.'
          : isApiError(error) && error.status === 429
            ? error.message
            : `${(error as Error).message} Press Upload to try again.`;
        setSlot(index, { state: 'failed', file, problem });
        return false;
      }
    };
    await Promise.all(slots.map(sendOne));
    running.current = null;
  };

  const toSend = slots.filter((slot) => slot.state === 'ready' || slot.state === 'failed').length;
  const done = slots.filter((slot) => slot.state === 'sent').length;
  return (
    <section className={classes.form} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={classes.groupHeading}>
        Upload FICA documents
      </h2>
      <p className={classes.text}>
        FICA asks us to hold a copy of your ID, proof of where you live and a bank statement. Send PDF, JPEG
        or PNG files of at most 10 MB each.
      </p>
      <FormFrame
        formRef={formRef}
        className={classes.form}
        aria-label="Upload FICA documents"
        onSubmit={() => {
          if (sending) return;
          // A press that sends something closes the summary of an earlier one.
          if (toSend > 0) {
            setAttempt(0);
            void upload();
          } else setAttempt((count) => count + 1);
        }}
        attempt={attempt}
        fieldErrors={attempt > 0 ? nothingToSendProblems(slots) : {}}
        actions={
          <>
            <Button type="submit" busy={sending}>
              Upload
            </Button>
            {sending && (
              <Button variant="secondary" onClick={() => running.current?.abort()}>
                Cancel upload
              </Button>
            )}
          </>
        }
      >
        {FICA_DOCUMENTS.map((document, index) => {
          const slot = slots[index] ?? { state: 'empty' };
          return (
            <div key={document.type} className={classes.details}>
              <FilePicker
                id={`${id}-${index}`}
                name={`file-${index}`}
                label={document.label}
                accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
                file={slot.state === 'empty' ? undefined : slot.file}
                disabled={slot.state === 'sending'}
                error={slot.state === 'refused' || slot.state === 'failed' ? slot.problem : undefined}
                onChoose={(file) => void choose(index, file)}
              >
                {slot.state === 'sending' && (
                  <progress
                    className={classes.progress}
                    max={100}
                    value={percent(slot)}
                    aria-label={`Uploading ${slot.file.name}`}
                  >{`${percent(slot)}%`}</progress>
                )}
              </FilePicker>
              {slot.state === 'sent' && <p className={classes.text}>{`${slot.file.name} was received.`}</p>}
            </div>
          );
        })}
        <p className={classes.muted} role="status">
          {sending
            ? 'Uploading…'
            : done > 0
              ? `${done} of ${done + toSend} ${done + toSend === 1 ? 'document' : 'documents'} received.`
              : ''}
        </p>
      </FormFrame>
      <h3 className={classes.groupHeading}>Documents we hold</h3>
      <HeldDocuments />
    </section>
  );
}
