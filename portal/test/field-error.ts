/**
 * The error message a field shows (the `part="error"` element its aria-describedby names), or
 * undefined when it shows none. Works for a control and for a radio group's fieldset.
 */
export function fieldError(control: HTMLElement): string | undefined {
  const ids = control.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  for (const id of ids) {
    const described = control.ownerDocument.getElementById(id);
    if (described?.getAttribute('part') === 'error') return described.textContent ?? '';
  }
  return undefined;
}
