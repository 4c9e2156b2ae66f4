import { forwardRef, type Ref, useCallback, useEffect, useRef, useState } from 'react';
import { focusRing, reset, visuallyHidden } from './base-styles';
import { LabelledField, useLabelledControl } from './field-parts';
import { affixStyles, fieldStyles } from './field-styles';
import { makeStyles, useClasses, useStyles } from './styles';
import type { TextFieldProps } from './text-field';
import { color, space } from './tokens';

/** Props of {@link PasswordField}: a TextField's, without the type (it is the toggle's) or a prefix. */
export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'prefix'>;

const passwordStyles = /* @__PURE__ */ makeStyles(() => ({
  // Room at the end of the input for the toggle, so a long password never runs under it.
  input: { paddingInlineEnd: `calc(${space[3]} * 2 + 3em)` },
  toggle: {
    ...reset,
    ...focusRing,
    position: 'absolute',
    insetBlock: 0,
    insetInlineEnd: 0,
    // The input's full height and at least as wide: a 44 px target (WCAG 2.5.8 asks 24).
    minWidth: `calc(${space[3]} * 2 + 3em)`,
    padding: `0 ${space[3]}`,
    // In a buy tag's sign-in the field sits in the host page's light DOM (for password managers), where a
    // host's `button { background: red !important }` reaches it: only an important rule of ours, more
    // specific than the host's, keeps the toggle readable there.
    backgroundColor: 'transparent!important',
    color: `${color.primaryStrong}!important`,
    fontWeight: 600,
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    cursor: 'pointer',
    '&:hover': { color: `${color.primaryHover}!important` },
  },
  status: visuallyHidden,
}));

/** Both refs get the input: the caller's and the field's own. */
function useMergedRef<T>(outer: Ref<T> | undefined, inner: { current: T | null }) {
  return useCallback(
    (node: T | null) => {
      inner.current = node;
      if (typeof outer === 'function') outer(node);
      else if (outer) outer.current = node;
    },
    [outer, inner],
  );
}

/**
 * A password input with a "Show" text button inside it at the right (DESIGN §3, review m5). The
 * button reads "Show"/"Hide", its name adds "password", and a polite status says which state the
 * password is in; pressing it keeps the focus on it and the typed value in the input. The password is
 * hidden again when its form is submitted, so a browser never keeps it as plain text.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { className, ...props },
  ref,
) {
  const classes = useClasses(fieldStyles);
  const affix = useClasses(affixStyles);
  const own = useClasses(passwordStyles);
  const { cx } = useStyles();
  const { field, control, rest } = useLabelledControl(props);
  const [shown, setShown] = useState(false);
  // Only after a press: a status present from the start would be read out with the page.
  const [toggled, setToggled] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const inputRef = useMergedRef(ref, input);

  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const hide = () => setShown(false);
    form.addEventListener('submit', hide);
    return () => form.removeEventListener('submit', hide);
  }, []);

  return (
    <LabelledField {...field}>
      <span className={affix.affixed}>
        <input
          {...rest}
          {...control}
          ref={inputRef}
          type={shown ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          part="input"
          className={cx(classes.control, own.input, className)}
        />
        <button
          type="button"
          part="password-toggle"
          className={own.toggle}
          aria-controls={control.id}
          onClick={() => {
            setShown((now) => !now);
            setToggled(true);
          }}
        >
          {shown ? 'Hide' : 'Show'}
          <span className={own.status}> password</span>
        </button>
      </span>
      <span className={own.status} aria-live="polite">
        {toggled ? (shown ? 'Your password is visible' : 'Your password is hidden') : ''}
      </span>
    </LabelledField>
  );
});
