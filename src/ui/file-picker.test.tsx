import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker, fileSizeLabel, fileTypeLabel } from './file-picker';

const LABEL = 'Your ID document or passport';
const pdf = (name = 'passport.pdf', size = 1.2 * 1024 * 1024) =>
  new File([new Uint8Array(Math.round(size))], name, { type: 'application/pdf' });

/** The picker as a form uses it: it shows what was chosen; a file named *.exe is refused. */
function Harness({ onChoose = () => {} }: { onChoose?: (file: File | undefined) => void }) {
  const [file, setFile] = useState<File>();
  const error = file?.name.endsWith('.exe') ? `${file.name}: send a PDF, JPEG or PNG file.` : undefined;
  return (
    <FilePicker
      label={LABEL}
      accept=".pdf"
      file={file}
      error={error}
      onChoose={(chosen) => {
        onChoose(chosen);
        setFile(chosen);
      }}
    />
  );
}

const input = () => screen.getByLabelText(LABEL) as HTMLInputElement;

describe('FilePicker', () => {
  it('keeps the native input labelled but out of the tab order; the Choose file button opens its dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(input().type).toBe('file');
    expect(input().tabIndex).toBe(-1);
    const opened = vi.fn();
    input().addEventListener('click', opened);
    const button = screen.getByRole('button', { name: `Choose file for ${LABEL}` });
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Drag and drop a file here, or')).toBeTruthy();
  });

  it("shows the chosen file's name, type and size, and offers to replace or remove it", async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    const file = pdf();
    await user.upload(input(), file);
    expect(onChoose).toHaveBeenCalledWith(file);
    expect(screen.getByText('passport.pdf', { selector: 'p' }).textContent).toBe(
      'passport.pdf · PDF · 1.2 MB',
    );
    const button = screen.getByRole('button', { name: `Replace file for ${LABEL}` });
    expect(button.getAttribute('aria-describedby')).toContain(
      screen.getByText('passport.pdf', { selector: 'p' }).id,
    );
    expect(screen.getByRole('button', { name: 'Remove passport.pdf' })).toBeTruthy();
  });

  it('takes a file dropped on it the same way, and marks the zone while a file is dragged over', () => {
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    const zone = screen.getByText('Drag and drop a file here, or').parentElement;
    if (!zone) throw new Error('no drop zone');
    const file = pdf('bill.pdf', 2048);
    const before = zone.className;
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: [file] } });
    expect(zone.className).not.toBe(before);
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [file] } });
    expect(onChoose).toHaveBeenCalledWith(file);
    expect(screen.getByText('bill.pdf', { selector: 'p' }).textContent).toBe('bill.pdf · PDF · 2 KB');
  });

  it("shows the caller's refusal beside the field and marks the input invalid, for a dropped file too", () => {
    render(<Harness />);
    const zone = screen.getByText('Drag and drop a file here, or').parentElement;
    if (!zone) throw new Error('no drop zone');
    const program = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [program] } });
    const message = screen.getByText('setup.exe: send a PDF, JPEG or PNG file.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByText('setup.exe', { selector: 'p' }).textContent).toBe('setup.exe · EXE · 2 bytes');
  });

  it('removes the file: the prompt comes back, the input is emptied and focus goes to Choose file', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    await user.upload(input(), pdf());
    await user.click(screen.getByRole('button', { name: 'Remove passport.pdf' }));
    expect(onChoose).toHaveBeenLastCalledWith(undefined);
    expect(input().value).toBe('');
    // Focus moves in an effect after the render without the file.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: `Choose file for ${LABEL}` })),
    );
    expect(screen.queryByText('passport.pdf', { selector: 'p' })).toBeNull();
  });

  it('ignores drops and offers no button while disabled', () => {
    const onChoose = vi.fn();
    render(<FilePicker label={LABEL} disabled onChoose={onChoose} />);
    const zone = screen.getByText('Drag and drop a file here, or').parentElement;
    if (!zone) throw new Error('no drop zone');
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [pdf()] } });
    expect(onChoose).not.toHaveBeenCalled();
    expect(
      (screen.getByRole('button', { name: `Choose file for ${LABEL}` }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe('file facts', () => {
  it('names the kind by content type, else by extension', () => {
    expect(fileTypeLabel({ name: 'a.pdf', type: 'application/pdf' })).toBe('PDF');
    expect(fileTypeLabel({ name: 'scan', type: 'image/jpeg' })).toBe('JPEG');
    expect(fileTypeLabel({ name: 'photo.heic', type: '' })).toBe('HEIC');
    expect(fileTypeLabel({ name: 'noextension', type: '' })).toBe('File');
  });

  it('gives sizes in bytes, KB or MB with one decimal', () => {
    expect(fileSizeLabel(1)).toBe('1 byte');
    expect(fileSizeLabel(512)).toBe('512 bytes');
    expect(fileSizeLabel(48 * 1024)).toBe('48 KB');
    expect(fileSizeLabel(1.2 * 1024 * 1024)).toBe('1.2 MB');
    expect(fileSizeLabel(10 * 1024 * 1024)).toBe('10.0 MB');
  });
});
