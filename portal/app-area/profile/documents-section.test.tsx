import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEW_USER_USERNAME, THANDI_PARTY_ID, THANDI_USERNAME } from '../../../sandbox/app';
import { setupSandbox } from '../../../sandbox/msw';
import { MAX_UPLOAD_BYTES } from '../../../src/domain/file-signature';
import { loginSucceeded, logout } from '../../../src/session';
import { installFakeXhr } from '../../../src/test/fake-xhr';
import { pressAndExpectSummary } from '../../../src/test/press-and-expect-summary';
import { TEST_ORIGIN } from '../../../src/test/render-in-provider';
import { fieldError } from '../../test/field-error';
import { renderPage } from '../../test/render-page';
import { DocumentsSection } from './documents-section';
import { FICA_DOCUMENTS } from './fica-uploads';

// Uploads go through XMLHttpRequest; msw's setupServer proxies happy-dom's XMLHttpRequest, so they
// reach the sandbox like every other call.

const sandbox = setupSandbox();

async function logIn(username: string) {
  loginSucceeded({ accessToken: await sandbox.tokenFor(username), refreshToken: 'x' });
}

beforeEach(() => logIn(THANDI_USERNAME));
afterEach(() => logout());

const LIST_PATH = `/V5/api/DocumentVerification/party/${THANDI_PARTY_ID}`;
const UPLOAD_PATH = `/v3/api/Fica/Upload/${THANDI_PARTY_ID}`;
const [{ label: ID_LABEL }, { label: RESIDENCE_LABEL }, { label: BANK_LABEL }] = FICA_DOCUMENTS;

const PDF_HEAD = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]; // %PDF-1.7
const EXE_HEAD = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]; // MZ…

/** A file with these first bytes, padded with zeros to `size`. */
function fileOf(name: string, head: number[], size = 64, type = 'application/pdf'): File {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return new File([bytes], name, { type });
}
const pdf = (name: string, size?: number) => fileOf(name, PDF_HEAD, size);

async function open() {
  const page = renderPage(<DocumentsSection />, '/app/editprofile?section=documents');
  await screen.findByRole('form', { name: 'Upload FICA documents' });
  return { page, user: userEvent.setup() };
}

const fileInput = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** Waits until the file named `name` has been checked and shows in its picker (name · type · size). */
const chosen = (name: string) => screen.findByText(name, { selector: 'p' });
const uploadButton = () => screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
const status = () => within(screen.getByRole('form', { name: 'Upload FICA documents' })).getByRole('status');
const uploads = () =>
  sandbox.received.list().filter((entry) => entry.method === 'POST' && entry.path === UPLOAD_PATH);
/** Each document we hold as [type, file, status, received], from its list item. */
const heldRows = () =>
  within(screen.getByRole('region', { name: 'Documents we hold' }))
    .getAllByRole('listitem')
    .map((item) => [
      item.querySelector('strong')?.textContent,
      item.children[1]?.textContent,
      item.firstElementChild?.lastElementChild?.textContent,
      item.querySelector('time')?.textContent,
    ]);

describe('<DocumentsSection> documents we hold', () => {
  it("lists Thandi's documents with the status of each", async () => {
    await open();
    await screen.findByRole('list');
    expect(screen.getByRole('region', { name: 'Documents we hold' })).toBeTruthy();
    const rows = heldRows();
    expect(rows.map(([type, file, state]) => [type, file, state])).toEqual([
      ['Identity Document', 'thandi-mokoena-id.pdf', 'Verified'],
      ['Proof of Residence', 'municipal-account-2025-10.pdf', 'Verified'],
      ['Bank Statement', 'capitec-statement-latest.pdf', 'Pending'],
    ]);
    // Sipho's document is not Thandi's.
    expect(screen.queryByText('sipho-dlamini-id.pdf')).toBeNull();
    // Dates as spec §9 shows them: the one sent yesterday (by the sandbox's clock) in words.
    expect(rows.map(([, , , received]) => received)).toEqual(['2 Mar 2021', '14 Oct 2025', 'Yesterday']);
    const yesterday = screen.getByText('Yesterday');
    expect(yesterday.tagName).toBe('TIME');
    expect(yesterday.getAttribute('title')).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  });

  it("says 'You do not have FICA documents Saved' to a customer with none", async () => {
    await logIn(NEW_USER_USERNAME);
    await open();
    expect(await screen.findByText('You do not have FICA documents Saved')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows 'Oops! Something went wrong.' when the list cannot be loaded, and still offers the upload", async () => {
    sandbox.injectFault({ method: 'GET', path: LIST_PATH, status: 500 });
    await open();
    expect((await screen.findByRole('alert')).textContent).toBe('Oops! Something went wrong.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(fileInput(ID_LABEL)).toBeTruthy();
  });
});

describe('<DocumentsSection> choosing files', () => {
  it('asks for a file when Upload is pressed with none chosen, linking to the first', async () => {
    const { user } = await open();
    await pressAndExpectSummary(user, uploadButton(), ['Choose a file for at least one of the documents']);
    await user.click(screen.getByRole('link', { name: 'Choose a file for at least one of the documents' }));
    expect(document.activeElement).toBe(fileInput(ID_LABEL));
    await user.upload(fileInput(RESIDENCE_LABEL), pdf('municipal-account.pdf'));
    await chosen('municipal-account.pdf');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'There is a problem' })).toBeNull());
    expect(fieldError(fileInput(RESIDENCE_LABEL))).toBeUndefined();
    expect(uploads()).toHaveLength(0);
    expect(status().textContent).toBe('');
  });

  it('checks a file dropped on a picker by the same rules: its bytes and its size', async () => {
    const { user } = await open();
    const zoneOf = (label: string) => {
      const field = fileInput(label).closest('div');
      if (!field) throw new Error(`no drop zone for ${label}`);
      return field;
    };
    const drop = (label: string, file: File) =>
      act(() => {
        fireEvent.drop(zoneOf(label), { dataTransfer: { types: ['Files'], files: [file] } });
      });
    await drop(BANK_LABEL, fileOf('statement.pdf', EXE_HEAD));
    await waitFor(() =>
      expect(fieldError(fileInput(BANK_LABEL))).toBe(
        'statement.pdf: only PDF, JPEG or PNG files are accepted.',
      ),
    );
    await drop(ID_LABEL, pdf('big.pdf', MAX_UPLOAD_BYTES + 1));
    await waitFor(() => expect(fieldError(fileInput(ID_LABEL))).toBe('big.pdf: files may be at most 10 MB.'));
    // Nothing it can send: Upload says why, each refused file's own problem in page order.
    await pressAndExpectSummary(user, uploadButton(), [
      'big.pdf: files may be at most 10 MB.',
      'statement.pdf: only PDF, JPEG or PNG files are accepted.',
    ]);
    await drop(RESIDENCE_LABEL, pdf('water-bill.pdf', 2048));
    await chosen('water-bill.pdf');
    expect(screen.getByText('water-bill.pdf', { selector: 'p' }).textContent).toBe(
      'water-bill.pdf · PDF · 2 KB',
    );
    expect(uploads()).toHaveLength(0);
  });

  it('refuses a file whose bytes are not a PDF, JPEG or PNG, whatever its name, and never sends it', async () => {
    const { user } = await open();
    await user.upload(fileInput(BANK_LABEL), fileOf('statement.pdf', EXE_HEAD));
    await waitFor(() =>
      expect(fieldError(fileInput(BANK_LABEL))).toBe(
        'statement.pdf: only PDF, JPEG or PNG files are accepted.',
      ),
    );
    expect(fileInput(BANK_LABEL).getAttribute('aria-invalid')).toBe('true');
    expect(fieldError(fileInput(ID_LABEL))).toBeUndefined();
    await pressAndExpectSummary(user, uploadButton(), [
      'statement.pdf: only PDF, JPEG or PNG files are accepted.',
    ]);
    expect(uploads()).toHaveLength(0);

    // With a good file beside it, Upload sends the good one alone.
    await user.upload(fileInput(ID_LABEL), pdf('id.pdf'));
    await chosen('id.pdf');
    await user.click(uploadButton());
    expect(await screen.findByText('id.pdf was received.')).toBeTruthy();
    // The press that sent something closed the earlier summary; the refused file keeps its own message.
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).toBeNull();
    expect(uploads().map((entry) => entry.body)).toEqual([
      { DocumentType: 'Identity Document', files: { name: 'id.pdf', type: 'application/pdf', size: 64 } },
    ]);
    expect(fieldError(fileInput(BANK_LABEL))).toBe(
      'statement.pdf: only PDF, JPEG or PNG files are accepted.',
    );
    expect(status().textContent).toBe('1 of 1 document received.');
  });

  it('refuses a file over 10 MB', async () => {
    const { user } = await open();
    await user.upload(fileInput(ID_LABEL), pdf('big.pdf', MAX_UPLOAD_BYTES + 1));
    await waitFor(() => expect(fieldError(fileInput(ID_LABEL))).toBe('big.pdf: files may be at most 10 MB.'));
    await pressAndExpectSummary(user, uploadButton(), ['big.pdf: files may be at most 10 MB.']);
    expect(uploads()).toHaveLength(0);
  });

  it('takes a file of exactly 10 MB', async () => {
    const { user } = await open();
    await user.upload(fileInput(ID_LABEL), pdf('just-fits.pdf', MAX_UPLOAD_BYTES));
    await chosen('just-fits.pdf');
    expect(fieldError(fileInput(ID_LABEL))).toBeUndefined();
  });

  it('forgets a refused file once a good one is chosen in its place', async () => {
    const { user } = await open();
    await user.upload(fileInput(ID_LABEL), fileOf('id.pdf', EXE_HEAD));
    await waitFor(() => expect(fieldError(fileInput(ID_LABEL))).toBeDefined());
    await user.upload(
      fileInput(ID_LABEL),
      fileOf('id.png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    await waitFor(() => expect(fieldError(fileInput(ID_LABEL))).toBeUndefined());
    await chosen('id.png');
  });
});

describe('<DocumentsSection> uploading', () => {
  it('sends the file with its document type and refreshes the list, where it shows as Pending', async () => {
    const { user } = await open();
    await screen.findByRole('list');
    await user.upload(fileInput(RESIDENCE_LABEL), pdf('water-bill-2026-01.pdf', 2048));
    await chosen('water-bill-2026-01.pdf');
    await user.click(uploadButton());
    expect(await screen.findByText('water-bill-2026-01.pdf was received.')).toBeTruthy();
    expect(status().textContent).toBe('1 of 1 document received.');
    expect(uploads().map((entry) => entry.body)).toEqual([
      {
        DocumentType: 'Proof of Residence',
        files: { name: 'water-bill-2026-01.pdf', type: 'application/pdf', size: 2048 },
      },
    ]);
    await waitFor(() =>
      expect(heldRows().map(([type, file, state]) => [type, file, state])).toContainEqual([
        'Proof of Residence',
        'water-bill-2026-01.pdf',
        'Pending',
      ]),
    );
  });

  it('keeps a file the server failed, with its message, and sends only that one again', async () => {
    const sent: string[] = [];
    let failures = 1;
    sandbox.server.use(
      http.post(`${TEST_ORIGIN}${UPLOAD_PATH}`, async ({ request }) => {
        const type = String((await request.clone().formData()).get('DocumentType'));
        sent.push(type);
        if (type === 'Bank Statement' && failures-- > 0) {
          return HttpResponse.json(
            { IsError: true, ErrorDescription: 'The statement could not be stored.', StatusCode: 500 },
            { status: 500 },
          );
        }
        return undefined;
      }),
    );
    const { user } = await open();
    await user.upload(fileInput(ID_LABEL), pdf('id.pdf'));
    await user.upload(fileInput(BANK_LABEL), pdf('statement.pdf'));
    await chosen('id.pdf');
    await chosen('statement.pdf');
    await user.click(uploadButton());

    // The two uploads run side by side: whichever answer comes last, both outcomes show.
    await waitFor(() => {
      expect(fieldError(fileInput(BANK_LABEL))).toBe(
        'The statement could not be stored. Press Upload to try again.',
      );
      expect(screen.getByText('id.pdf was received.')).toBeTruthy();
    });
    expect(screen.queryByText('statement.pdf was received.')).toBeNull();
    expect(fieldError(fileInput(ID_LABEL))).toBeUndefined();
    expect(status().textContent).toBe('1 of 2 documents received.');
    expect(uploadButton().disabled).toBe(false);
    expect([...sent].sort()).toEqual(['Bank Statement', 'Identity Document']);

    await user.click(uploadButton());
    expect(await screen.findByText('statement.pdf was received.')).toBeTruthy();
    expect(sent.slice(2)).toEqual(['Bank Statement']);
    expect(fieldError(fileInput(BANK_LABEL))).toBeUndefined();
    expect(status().textContent).toBe('2 of 2 documents received.');
    expect(
      uploads()
        .map((entry) => (entry.body as { DocumentType: string }).DocumentType)
        .sort(),
    ).toEqual(['Bank Statement', 'Identity Document']);
    await waitFor(() =>
      expect(heldRows().map(([, file, state]) => [file, state])).toEqual(
        expect.arrayContaining([
          ['id.pdf', 'Pending'],
          ['statement.pdf', 'Pending'],
        ]),
      ),
    );
  });

  it('says how long to wait once the day’s 30 files are in (429 with Retry-After)', async () => {
    sandbox.server.use(
      http.post(`${TEST_ORIGIN}${UPLOAD_PATH}`, () =>
        HttpResponse.json(
          {
            IsError: true,
            ErrorDescription: 'Too many attempts. Please wait before trying again.',
            StatusCode: 429,
          },
          { status: 429, headers: { 'Retry-After': '7200' } },
        ),
      ),
    );
    const { user } = await open();
    await user.upload(fileInput(ID_LABEL), pdf('id.pdf'));
    await chosen('id.pdf');
    await user.click(uploadButton());
    await waitFor(() =>
      expect(fieldError(fileInput(ID_LABEL))).toBe('Too many attempts. Please wait 2 hours and try again.'),
    );
  });

  it('shows the sandbox refusing a file the form let through', async () => {
    // The form's check and the sandbox's are the same rule; a server that still refuses says why.
    sandbox.injectFault({
      method: 'POST',
      path: UPLOAD_PATH,
      status: 400,
      body: {
        IsError: true,
        ErrorDescription: 'id.pdf: only PDF, JPEG or PNG files are accepted.',
        StatusCode: 400,
      },
      times: 1,
    });
    const { user } = await open();
    await user.upload(fileInput(ID_LABEL), pdf('id.pdf'));
    await chosen('id.pdf');
    await user.click(uploadButton());
    await waitFor(() =>
      expect(fieldError(fileInput(ID_LABEL))).toBe(
        'id.pdf: only PDF, JPEG or PNG files are accepted. Press Upload to try again.',
      ),
    );
    expect(status().textContent).toBe('');
    expect(sandbox.store.state.documents.some((document) => document.FileName === 'id.pdf')).toBe(false);
  });

  it('shows the upload under way, with Upload busy and the input locked, until the answer comes', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    sandbox.server.use(
      http.post(`${TEST_ORIGIN}${UPLOAD_PATH}`, async () => {
        await answered;
        return undefined;
      }),
    );
    const { user } = await open();
    await user.upload(fileInput(ID_LABEL), pdf('id.pdf'));
    await chosen('id.pdf');
    await user.click(uploadButton());
    expect(await screen.findByRole('progressbar', { name: 'Uploading id.pdf' })).toBeTruthy();
    expect(status().textContent).toBe('Uploading…');
    expect(fileInput(ID_LABEL).disabled).toBe(true);
    expect(uploadButton().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeTruthy();

    answer();
    expect(await screen.findByText('id.pdf was received.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).toBeNull();
    expect(uploadButton().getAttribute('aria-busy')).toBeNull();
  });
});

// msw's XMLHttpRequest proxy fires no events under happy-dom for upload progress before the answer, nor
// for abort() of a pending request; a fake XMLHttpRequest plays the browser for these two.
describe('<DocumentsSection> progress and Cancel (fake XMLHttpRequest)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the progress the browser reports', async () => {
    const { user } = await open();
    const made = installFakeXhr();
    await user.upload(fileInput(ID_LABEL), pdf('id.pdf'));
    await chosen('id.pdf');
    await user.click(uploadButton());
    const bar = (await screen.findByRole('progressbar', { name: 'Uploading id.pdf' })) as HTMLProgressElement;
    expect(bar.getAttribute('value')).toBe('0');
    const [xhr] = made;
    act(() => xhr?.progress(50, 200));
    expect(bar.getAttribute('value')).toBe('25');
    expect(bar.textContent).toBe('25%');
    act(() => xhr?.progress(200, 200));
    expect(bar.getAttribute('value')).toBe('100');
    act(() => xhr?.respond(200, JSON.stringify([{ FileID: 1 }])));
    expect(await screen.findByText('id.pdf was received.')).toBeTruthy();
  });

  it('Cancel stops the upload and keeps the file, to send again with Upload', async () => {
    const { user } = await open();
    const made = installFakeXhr();
    await user.upload(fileInput(ID_LABEL), pdf('id.pdf'));
    await user.upload(fileInput(BANK_LABEL), pdf('statement.pdf'));
    await chosen('id.pdf');
    await chosen('statement.pdf');
    await user.click(uploadButton());
    await screen.findByRole('progressbar', { name: 'Uploading id.pdf' });
    // Each request is opened a few promise turns after its slot shows as sending.
    await waitFor(() => expect(made).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(made.map((xhr) => xhr.aborts)).toEqual([1, 1]);
    // Each upload's cancellation settles on its own promise chain.
    await waitFor(() => {
      expect(fieldError(fileInput(ID_LABEL))).toBe('Upload cancelled. Press Upload to send it again.');
      expect(fieldError(fileInput(BANK_LABEL))).toBe('Upload cancelled. Press Upload to send it again.');
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).toBeNull();
    expect(fileInput(ID_LABEL).disabled).toBe(false);
    expect(status().textContent).toBe('');
    expect(uploadButton().disabled).toBe(false);

    await user.click(uploadButton());
    await waitFor(() => expect(made).toHaveLength(4));
    act(() => {
      for (const xhr of made.slice(2)) xhr.respond(200, JSON.stringify([{ FileID: 1 }]));
    });
    expect(await screen.findByText('id.pdf was received.')).toBeTruthy();
    expect(await screen.findByText('statement.pdf was received.')).toBeTruthy();
    expect(fieldError(fileInput(ID_LABEL))).toBeUndefined();
    expect(status().textContent).toBe('2 of 2 documents received.');
  });
});
