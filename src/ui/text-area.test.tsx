import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './text-area';

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextArea', () => {
  it('labels its textarea, forwards props and the ref, and takes several lines', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea ref={ref} label="Comment" name="comment" maxLength={20} />);
    const textarea = screen.getByRole('textbox', { name: 'Comment' });
    expect(ref.current).toBe(textarea);
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('part')).toBe('textarea');
    expect(textarea.getAttribute('rows')).toBe('4');
    expect(textarea.getAttribute('maxlength')).toBe('20');
    expect(textarea.hasAttribute('aria-invalid')).toBe(false);
    await userEvent.type(textarea, 'Good{Enter}service');
    expect(textarea).toHaveProperty('value', 'Good\nservice');
  });

  it('ties hint and error to the textarea and marks it invalid', () => {
    render(<TextArea label="Message" hint="Tell us more" error="Too long" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(textarea)).toEqual(['Tell us more', 'Too long']);
  });

  it('shows a hidden required marker and keeps the name clean', () => {
    render(<TextArea label="Message" required />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveProperty('required', true);
  });
});
