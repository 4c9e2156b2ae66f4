import { type DragEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { visuallyHidden } from './base-styles';
import { Button } from './button';
import { hasError, joinIds, useFieldIds } from './field-ids';
import { FieldError, FieldHint } from './field-parts';
import { fieldStyles } from './field-styles';
import { makeStyles, useClasses, useStyles } from './styles';
import { color, font, radius, space } from './tokens';

const pickerStyles = makeStyles(() => ({
  input: visuallyHidden,
  zone: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: space[2],
    padding: space[4],
    border: `2px dashed ${color.border}`,
    borderRadius: radius,
    backgroundColor: color.background,
    minWidth: 0,
  },
  dragging: { borderColor: color.primaryStrong, backgroundColor: color.primaryBg },
  invalid: { borderColor: color.danger },
  // A phone or tablet has nothing to drag a file from: the prompt would promise what it cannot do.
  prompt: {
    margin: 0,
    color: color.textMuted,
    fontSize: font.sizeSmall,
    '@media (hover: none) and (pointer: coarse)': { display: 'none' },
  },
  chosen: { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' },
  facts: { fontWeight: 400, color: color.textMuted },
  actions: { display: 'flex', flexWrap: 'wrap', gap: space[2] },
}));

const TYPE_NAMES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};

/**
 * A file's kind as a person names it: `PDF`, `JPEG`, `PNG`, else its extension, else 'File'.
 * @internal
 */
export function fileTypeLabel(file: Pick<File, 'name' | 'type'>): string {
  const known = TYPE_NAMES[file.type];
  if (known) return known;
  const extension = /\.([a-z0-9]{1,8})$/i.exec(file.name)?.[1];
  return extension ? extension.toUpperCase() : 'File';
}

const KB = 1024;
const MB = KB * KB;

/**
 * A file's size as `512 bytes`, `48 KB` or `1.2 MB` (binary units, as the upload limit counts them).
 * @internal
 */
export function fileSizeLabel(bytes: number): string {
  if (bytes < KB) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const kilobytes = Math.round(bytes / KB);
  if (kilobytes < KB) return `${kilobytes} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** Props of {@link FilePicker}. */
export interface FilePickerProps {
  label: string;
  /** Help under the label, read as the picker's description. */
  hint?: ReactNode;
  /** The chosen file's problem; marks the picker invalid and is read as its description. */
  error?: ReactNode;
  /** The input's id; generated when absent. */
  id?: string;
  name?: string;
  /** The file types the browser's dialog offers (the caller still checks what it is given). */
  accept?: string;
  /** The chosen file, shown with its type and size; none shows the prompt. */
  file?: File;
  disabled?: boolean;
  /** A file was chosen (by the dialog or by dropping it), or removed (`undefined`). */
  onChoose: (file: File | undefined) => void;
  /** Shown under the chosen file: an upload's progress, a receipt. */
  children?: ReactNode;
}

/**
 * One file, chosen by a "Choose file" button or dropped on the zone, shown as `name · type · size` with
 * a way to replace or remove it. The native input is visually hidden but stays in the page, labelled by
 * the field's label (so assistive technology and automation find it by that name); the button opens its
 * dialog, so the keyboard reaches it with one tab stop. Dropped and chosen files take the same path
 * (`onChoose`), so whatever the caller checks applies to both.
 */
export function FilePicker({
  label,
  hint,
  error,
  id,
  name,
  accept,
  file,
  disabled = false,
  onChoose,
  children,
}: FilePickerProps) {
  const fields = useClasses(fieldStyles);
  const classes = useClasses(pickerStyles);
  const { cx } = useStyles();
  const ids = useFieldIds(id, hint, error);
  const chosenId = `${ids.id}-chosen`;
  const describedBy = joinIds(file && chosenId, ids.describedBy);
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const [dragging, setDragging] = useState(false);
  const [refocus, setRefocus] = useState(false);

  // After Remove (whose button goes away) focus moves to Choose file, not to the page.
  useEffect(() => {
    if (!refocus) return;
    chooseButton.current?.focus();
    setRefocus(false);
  }, [refocus]);

  const open = () => input.current?.click();
  const remove = () => {
    if (input.current) input.current.value = '';
    onChoose(undefined);
    setRefocus(true);
  };
  const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (disabled || !dropped) return;
    if (input.current) input.current.value = '';
    onChoose(dropped);
  };

  return (
    <div className={fields.field}>
      <label htmlFor={ids.id} className={fields.label}>
        {label}
      </label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the button does the same by keyboard. */}
      <div
        className={cx(classes.zone, dragging && classes.dragging, hasError(error) && classes.invalid)}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={input}
          id={ids.id}
          type="file"
          name={name}
          accept={accept}
          disabled={disabled}
          tabIndex={-1}
          className={classes.input}
          aria-invalid={hasError(error) || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChoose(event.target.files?.[0])}
        />
        {file ? (
          <p id={chosenId} className={classes.chosen}>
            {file.name}
            <span className={classes.facts}>{` · ${fileTypeLabel(file)} · ${fileSizeLabel(file.size)}`}</span>
          </p>
        ) : (
          <p className={classes.prompt}>Drag and drop a file here, or</p>
        )}
        <div className={classes.actions}>
          <Button
            ref={chooseButton}
            variant="secondary"
            disabled={disabled}
            aria-describedby={describedBy}
            onClick={open}
          >
            {file ? 'Replace file' : 'Choose file'}
            <span className={classes.input}>{` for ${label}`}</span>
          </Button>
          {file && (
            <Button variant="link" disabled={disabled} onClick={remove}>
              Remove<span className={classes.input}>{` ${file.name}`}</span>
            </Button>
          )}
        </div>
        {children}
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
