// @vitest-environment jsdom
import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import type { FieldOf } from '@atelier/form-engine/schema/fields';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import { FieldRenderer } from '../field-renderer';
import { FormRuntime, UPLOADS_IN_PROGRESS_MESSAGE } from '../runtime/form-runtime';
import { FORM_STRINGS } from '../runtime/form-strings';
import { fieldOf } from '../testing/fields';
import { Harness, recorder, renderField, type Recorded } from '../testing/render';
import {
  NO_FILE_CHOSEN,
  UPLOAD_ERROR_MESSAGE,
  UPLOAD_NETWORK_ERROR,
} from '../upload/upload-client';
import { UploadTargetContext, type UploadTarget } from '../upload/upload-target';
import {
  fileOf,
  installFakeUploads,
  uploadedAnswer,
  uploadedValue,
  type FakeUploadRequest,
} from '../upload/testing';

const TARGET: UploadTarget = { endpoint: '/api/ajax', formId: 33602, nonce: 'nonce-123' };
const TOO_LARGE = 'The file is too large. The limit is {0}.';
const NOT_ALLOWED = 'is not an allowed file type.';
const TOO_MANY = 'Upload no more than {0} files.';

function photosField(options: Partial<FieldOf<'upload'>> = {}): FieldOf<'upload'> {
  return fieldOf({
    id: 'upload-1',
    type: 'upload',
    label: 'Photos',
    multiple: true,
    file_types: ['jpg', 'png', 'tif'],
    max_file_size: 1024 * 1024,
    max_files: 3,
    messages: { uploadSize: TOO_LARGE, uploadType: NOT_ALLOWED, uploadLimit: TOO_MANY },
    ...options,
  });
}

let requests: FakeUploadRequest[];
/** The DELETE calls made for removed files: address and method. */
let discarded: [string, string | undefined][];

beforeEach(() => {
  requests = installFakeUploads();
  discarded = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    discarded.push([url, init?.method]);
    return Promise.resolve(new Response(null, { status: 204 }));
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderArea(field = photosField(), initialValue: FieldValue = null) {
  const record = recorder();
  const result = render(
    <UploadTargetContext value={TARGET}>
      <Harness field={field} record={record} initialValue={initialValue} />
    </UploadTargetContext>,
  );
  return { ...result, record };
}

function choose(files: File[], label: string | RegExp = 'Photos') {
  fireEvent.change(screen.getByLabelText(label), { target: { files } });
}

function rowOf(name: string): HTMLElement {
  const row = screen
    .getAllByRole('listitem')
    .find((item) => item.querySelector('.fui-upload__name')?.textContent === name);
  if (row === undefined) throw new Error(`no row for ${name}`);
  return row;
}

function request(index: number): FakeUploadRequest {
  const sent = requests[index];
  if (sent === undefined) throw new Error(`no request ${index}`);
  return sent;
}

function lastChange(record: Recorded): unknown {
  return record.changes.at(-1);
}

function announcements(): string[] {
  const region = document.querySelector('[id$="-announcements"]');
  return Array.from(region?.querySelectorAll('p') ?? [], (line) => line.textContent ?? '');
}

describe('UploadField, multiple-file area', () => {
  it('UPL-004 UPL-010 a chosen file is uploaded at once: action, form, element, nonce, totalFiles, then the file', () => {
    renderArea();
    choose([fileOf('sea:view?.jpg', 2048)]);

    expect(requests).toHaveLength(1);
    const sent = request(0);
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/api/ajax');
    expect(sent.keys()).toEqual([
      'action',
      'form_id',
      'element_id',
      'nonce',
      'totalFiles',
      'upload-1',
    ]);
    expect(sent.field('action')).toBe('forminator_multiple_file_upload');
    expect(sent.field('form_id')).toBe('33602');
    expect(sent.field('element_id')).toBe('upload-1');
    expect(sent.field('nonce')).toBe('nonce-123');
    expect(sent.field('totalFiles')).toBe('1');
    const file = sent.field('upload-1');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('seaview.jpg');
    expect(rowOf('seaview.jpg')).toBeDefined();
  });

  it('UPL-002 UPL-003 progress shows while sending, stops at 90 % until the server answers, then success', async () => {
    const { record } = renderArea();
    choose([fileOf('photo.jpg', 4096)]);
    const bar = within(rowOf('photo.jpg')).getByRole('progressbar', {
      name: 'photo.jpg upload progress',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');

    act(() => request(0).progress(2048, 4096));
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(rowOf('photo.jpg').textContent).toContain('Uploading 50%');

    act(() => request(0).progress(4096, 4096));
    expect(bar.getAttribute('aria-valuenow')).toBe('90');
    expect(record.changes).toEqual([]);
    const area = document.querySelector('.fui-upload');
    expect(area?.getAttribute('aria-busy')).toBe('true');

    await act(async () => request(0).respond(200, uploadedAnswer('f-1', 'photo.jpg')));
    const row = rowOf('photo.jpg');
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(row.textContent).toContain('Uploaded');
    expect(announcements()).toEqual(['photo.jpg uploaded']);
    expect(area?.hasAttribute('aria-busy')).toBe(false);
  });

  it('UPL-006 accepted files are the field value and a hidden input posts their records', async () => {
    const { record, container } = renderArea();
    choose([fileOf('one.jpg', 10), fileOf('two.png', 20, 'image/png')]);
    await act(async () => request(1).respond(200, uploadedAnswer('f-2', 'two.png', 'image/png')));
    await act(async () => request(0).respond(200, uploadedAnswer('f-1', 'one.jpg')));

    expect(lastChange(record)).toEqual([
      expect.objectContaining({ file_id: 'f-2', file_name: 'two.png', name: 'two.png', size: 20 }),
      expect.objectContaining({ file_id: 'f-1', file_name: 'one.jpg', name: 'one.jpg', size: 10 }),
    ]);
    const form = container.querySelector('form');
    if (form === null) throw new Error('no form');
    const posted = new FormData(form).getAll('upload-1');
    expect(posted.map((item) => JSON.parse(String(item)) as unknown)).toEqual([
      { success: true, message: '', file_id: 'f-2', file_name: 'two.png', mime_type: 'image/png' },
      { success: true, message: '', file_id: 'f-1', file_name: 'one.jpg', mime_type: 'image/jpeg' },
    ]);
  });

  it('UPL-001 three images are three rows and three uploads, counted 1, 2, 3', () => {
    renderArea();
    choose([fileOf('a.jpg', 1), fileOf('b.jpg', 2), fileOf('c.jpg', 3)]);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(requests.map((sent) => sent.field('totalFiles'))).toEqual(['1', '2', '3']);
    expect(screen.getAllByRole('progressbar')).toHaveLength(3);
  });

  it('UPL-007 UPL-012 DEC-10 a file over the size limit fails with the configured message, without a request', () => {
    renderArea();
    choose([fileOf('big.tif', 1024 * 1024 + 1, 'image/tiff'), fileOf('edge.jpg', 1024 * 1024)]);

    expect(requests).toHaveLength(1);
    expect(request(0).field('totalFiles')).toBe('1');
    const row = rowOf('big.tif');
    expect(row.className).toContain('fui-upload__file--failed');
    expect(row.textContent).toContain('Failed');
    expect(within(row).getByText('The file is too large. The limit is 1 MB.')).toBeDefined();
    expect(within(row).queryByRole('button', { name: 'Retry big.tif' })).toBeNull();
    expect(within(row).queryByRole('progressbar')).toBeNull();
    expect(announcements()).toEqual(['big.tif: The file is too large. The limit is 1 MB.']);
    expect(rowOf('edge.jpg').className).toContain('fui-upload__file--uploading');
  });

  it('UPL-008 a file of another type is refused with the message prefixed by its extension', () => {
    renderArea();
    choose([fileOf('setup.exe', 10, 'application/octet-stream')]);
    expect(requests).toHaveLength(0);
    expect(within(rowOf('setup.exe')).getByText('.exe is not an allowed file type.')).toBeDefined();
  });

  it('UPL-009 a file past the count limit gets the limit message and can be retried once a file is removed', async () => {
    const { record } = renderArea(photosField({ max_files: 2 }));
    choose([fileOf('a.jpg', 1), fileOf('b.jpg', 1), fileOf('c.jpg', 1)]);
    expect(requests).toHaveLength(2);
    const refused = rowOf('c.jpg');
    expect(within(refused).getByText('Upload no more than 2 files.')).toBeDefined();

    await act(async () => request(0).respond(200, uploadedAnswer('f-a', 'a.jpg')));
    await act(async () => request(1).respond(200, uploadedAnswer('f-b', 'b.jpg')));
    fireEvent.click(within(rowOf('c.jpg')).getByRole('button', { name: 'Retry c.jpg' }));
    expect(requests).toHaveLength(2);
    expect(within(rowOf('c.jpg')).getByText('Upload no more than 2 files.')).toBeDefined();

    fireEvent.click(within(rowOf('a.jpg')).getByRole('button', { name: 'Remove a.jpg' }));
    expect(lastChange(record)).toEqual([expect.objectContaining({ file_id: 'f-b' })]);
    fireEvent.click(within(rowOf('c.jpg')).getByRole('button', { name: 'Retry c.jpg' }));
    expect(requests).toHaveLength(3);
    expect(request(2).field('totalFiles')).toBe('2');
  });

  it('ERR-007 an HTTP 400 without a message shows the upload-error text; with one, the server message', async () => {
    renderArea();
    choose([fileOf('a.jpg', 1), fileOf('b.jpg', 1)]);
    await act(async () => request(0).respond(400, { success: false, data: {} }));
    await act(async () =>
      request(1).respond(400, {
        success: false,
        data: { message: 'The file type does not match its contents.', error_type: 'type' },
      }),
    );
    expect(within(rowOf('a.jpg')).getByText(UPLOAD_ERROR_MESSAGE)).toBeDefined();
    expect(
      within(rowOf('b.jpg')).getByText('The file type does not match its contents.'),
    ).toBeDefined();
    expect(within(rowOf('b.jpg')).queryByRole('button', { name: 'Retry b.jpg' })).toBeNull();
    expect(announcements()).toEqual([
      `a.jpg: ${UPLOAD_ERROR_MESSAGE}`,
      'b.jpg: The file type does not match its contents.',
    ]);
  });

  it('ERR-007 an unreadable 400 answer (an HTML error page) shows the upload-error text', async () => {
    renderArea();
    choose([fileOf('a.jpg', 1)]);
    await act(async () => request(0).respond(400, '<html>Bad Request</html>'));
    expect(within(rowOf('a.jpg')).getByText(UPLOAD_ERROR_MESSAGE)).toBeDefined();
  });

  it('UPL-005 a server limit refusal (error_type limit) shows its message and offers a retry', async () => {
    renderArea();
    choose([fileOf('a.jpg', 1)]);
    await act(async () =>
      request(0).respond(400, {
        success: false,
        data: { message: 'Upload no more than 3 files.', error_type: 'limit' },
      }),
    );
    const row = rowOf('a.jpg');
    expect(within(row).getByText('Upload no more than 3 files.')).toBeDefined();
    expect(within(row).getByRole('button', { name: 'Retry a.jpg' })).toBeDefined();
  });

  it('a network failure keeps the row with the generic message and a Retry that uploads again', async () => {
    const { record } = renderArea();
    choose([fileOf('a.jpg', 1)]);
    await act(async () => request(0).failNetwork());
    const retry = within(rowOf('a.jpg')).getByRole('button', { name: 'Retry a.jpg' });
    expect(within(rowOf('a.jpg')).getByText(UPLOAD_NETWORK_ERROR)).toBeDefined();
    expect(retry.getAttribute('aria-describedby')).toBe(
      rowOf('a.jpg').querySelector('.fui-upload__message')?.id,
    );

    fireEvent.click(retry);
    expect(requests).toHaveLength(2);
    expect(rowOf('a.jpg').textContent).toContain('Uploading 0%');
    expect(document.activeElement).toBe(
      within(rowOf('a.jpg')).getByRole('button', { name: 'Remove a.jpg' }),
    );
    await act(async () => request(1).respond(200, uploadedAnswer('f-a', 'a.jpg')));
    expect(lastChange(record)).toEqual([expect.objectContaining({ file_id: 'f-a' })]);
    expect(screen.queryByText(UPLOAD_NETWORK_ERROR)).toBeNull();
  });

  it('removing a file takes it out of the value, says so, and keeps focus in the list', async () => {
    const { record } = renderArea();
    choose([fileOf('a.jpg', 1), fileOf('b.jpg', 1)]);
    await act(async () => request(0).respond(200, uploadedAnswer('f-a', 'a.jpg')));
    await act(async () => request(1).respond(200, uploadedAnswer('f-b', 'b.jpg')));

    fireEvent.click(within(rowOf('a.jpg')).getByRole('button', { name: 'Remove a.jpg' }));
    expect(lastChange(record)).toEqual([expect.objectContaining({ file_id: 'f-b' })]);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove b.jpg' }));
    expect(announcements().at(-1)).toBe('a.jpg removed');

    fireEvent.click(screen.getByRole('button', { name: 'Remove b.jpg' }));
    expect(lastChange(record)).toEqual([]);
    expect(screen.queryByRole('list')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Photos'));
    expect(document.querySelector('input[type="hidden"][name="upload-1"]')).toBeNull();
  });

  it('removing a file still on its way cancels its upload', () => {
    const { record } = renderArea();
    choose([fileOf('a.jpg', 1)]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.jpg' }));
    expect(request(0).aborted).toBe(true);
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(record.changes).toEqual([]);
  });

  it('UPL-001 files dropped on the area are uploaded like chosen ones', () => {
    renderArea();
    const zone = document.querySelector('.fui-upload__dropzone');
    if (zone === null) throw new Error('no drop zone');
    const files = [fileOf('dropped.png', 5, 'image/png')];
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files } });
    expect(zone.className).toContain('fui-upload__dropzone--active');
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files } });
    expect(zone.className).not.toContain('fui-upload__dropzone--active');
    expect(requests).toHaveLength(1);
    expect(rowOf('dropped.png')).toBeDefined();
  });

  it('UPL-011 sizes read in units from Bytes to YB, stepping by 1024', () => {
    const sizes = [
      500,
      1536,
      1.5 * 1024 ** 2,
      1024 ** 3,
      2 * 1024 ** 4,
      1024 ** 5,
      1024 ** 6,
      1024 ** 7,
      3 * 1024 ** 8,
    ];
    const restored = sizes.map((size, index) =>
      uploadedValue(`f-${index}`, `file-${index}.jpg`, size),
    );
    renderArea(photosField({ max_files: 20 }), restored);
    expect(
      screen
        .getAllByRole('listitem')
        .map((row) => row.querySelector('.fui-upload__size')?.textContent),
    ).toEqual(['500 Bytes', '1.5 KB', '1.5 MB', '1 GB', '2 TB', '1 PB', '1 EB', '1 ZB', '3 YB']);
  });

  it('ERR-010 ERR-022 an empty area says No file chosen (cform.no_file_chosen), linked to the input, until a file is listed', () => {
    renderArea();
    const input = screen.getByLabelText('Photos');
    const status = screen.getByText(FORM_STRINGS.no_file_chosen);
    expect(status.textContent).toBe('No file chosen');
    expect(input.getAttribute('aria-describedby')).toContain(status.id);
    choose([fileOf('a.jpg', 1)]);
    expect(screen.queryByText(NO_FILE_CHOSEN)).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe('form-upload-1-files');
  });

  it('once hydrated the input posts no files itself, accepts the allowed types, and is emptied after each choice', () => {
    renderArea();
    const input = screen.getByLabelText<HTMLInputElement>('Photos');
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('.jpg,.png,.tif');
    expect(input.hasAttribute('name')).toBe(false);
    choose([fileOf('a.jpg', 1)]);
    expect(input.value).toBe('');
  });

  it('without JavaScript (server HTML) the native input posts the files under the field name', () => {
    const html = renderToString(
      <FieldRenderer field={photosField()} value={null} onChange={() => {}} idPrefix="form" />,
    );
    expect(html).toContain('name="upload-1"');
    expect(html).not.toContain('Choose files');
  });

  it('files uploaded before (a restored draft) are listed, posted one hidden input each, and removable', () => {
    const { record } = renderArea(photosField(), [
      uploadedValue('f-8', 'first.jpg', 10),
      uploadedValue('f-9', 'kept.jpg', 2048),
    ]);
    const row = rowOf('kept.jpg');
    expect(row.textContent).toContain('2 KB');
    expect(row.textContent).toContain('Uploaded');
    expect(screen.getByRole('list', { name: 'Chosen files' })).toBeDefined();
    const posted = () =>
      Array.from(
        document.querySelectorAll<HTMLInputElement>('input[type="hidden"][name="upload-1"]'),
        (input) => JSON.parse(input.value) as unknown,
      );
    expect(posted()).toEqual([
      {
        success: true,
        message: '',
        file_id: 'f-8',
        file_name: 'first.jpg',
        mime_type: 'image/jpeg',
      },
      {
        success: true,
        message: '',
        file_id: 'f-9',
        file_name: 'kept.jpg',
        mime_type: 'image/jpeg',
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove first.jpg' }));
    expect(lastChange(record)).toEqual([expect.objectContaining({ file_id: 'f-9' })]);
    expect(posted()).toEqual([expect.objectContaining({ file_id: 'f-9' })]);
    // The server stops counting it toward the limit.
    expect(discarded).toEqual([['/api/uploads/f-8?nonce=nonce-123', 'DELETE']]);
  });

  it('a reset of the value (after a successful submit) clears the uploaded and failed rows', async () => {
    function Resettable() {
      const [value, setValue] = useState<FieldValue>(null);
      return (
        <UploadTargetContext value={TARGET}>
          <FieldRenderer field={photosField()} value={value} onChange={setValue} idPrefix="form" />
          <button type="button" onClick={() => setValue(null)}>
            Reset
          </button>
        </UploadTargetContext>
      );
    }
    render(<Resettable />);
    choose([fileOf('a.jpg', 1), fileOf('setup.exe', 1)]);
    await act(async () => request(0).respond(200, uploadedAnswer('f-a', 'a.jpg')));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.getByText(NO_FILE_CHOSEN)).toBeDefined();
  });

  it('without a target provider the upload goes to the theme endpoint as the enclosing form', () => {
    vi.stubGlobal('dtLocal', { ajaxurl: '/wp-admin/admin-ajax.php' });
    const field = photosField();
    render(
      <form>
        <input type="hidden" name="form_id" value="33568" />
        <input type="hidden" name="forminator_nonce" value="form-nonce" />
        <FieldRenderer field={field} value={null} onChange={() => {}} idPrefix="form" />
      </form>,
    );
    choose([fileOf('a.jpg', 1)]);
    expect(request(0).url).toBe('/wp-admin/admin-ajax.php');
    expect(request(0).field('form_id')).toBe('33568');
    expect(request(0).field('nonce')).toBe('form-nonce');
  });

  it('a form that does not say which it is cannot upload: the row says so and can be retried', () => {
    render(
      <FieldRenderer field={photosField()} value={null} onChange={() => {}} idPrefix="form" />,
    );
    choose([fileOf('a.jpg', 1)]);
    expect(requests).toHaveLength(0);
    expect(within(rowOf('a.jpg')).getByText(UPLOAD_ERROR_MESSAGE)).toBeDefined();
    expect(within(rowOf('a.jpg')).getByRole('button', { name: 'Retry a.jpg' })).toBeDefined();
  });

  it('while the form submits, choosing and the row buttons are disabled', () => {
    render(
      <UploadTargetContext value={TARGET}>
        <FieldRenderer
          field={photosField()}
          value={[uploadedValue('f-1', 'a.jpg', 1)]}
          onChange={() => {}}
          idPrefix="form"
          disabled
        />
      </UploadTargetContext>,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Photos').disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Remove a.jpg' }).disabled).toBe(
      true,
    );
  });

  it('VAL-045 VAL-046 an upload clears a shown error; leaving the area reports a blur', async () => {
    const record = recorder();
    render(
      <UploadTargetContext value={TARGET}>
        <Harness
          field={photosField({ required: true })}
          record={record}
          error="This field is required."
        />
        <button type="button">Elsewhere</button>
      </UploadTargetContext>,
    );
    choose([fileOf('a.jpg', 1)], /^Photos/);
    await act(async () => request(0).respond(200, uploadedAnswer('f-a', 'a.jpg')));
    expect(record.errorClears).toBe(1);
    const remove = screen.getByRole('button', { name: 'Remove a.jpg' });
    remove.focus();
    fireEvent.blur(remove, { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(record.blurs).toBe(1);
  });

  it('unmounting cancels uploads still on their way', () => {
    const { unmount } = renderArea();
    choose([fileOf('a.jpg', 1)]);
    unmount();
    expect(request(0).aborted).toBe(true);
  });
});

describe('UploadField, single file', () => {
  const cvField = () =>
    fieldOf({
      id: 'upload-2',
      type: 'upload',
      label: 'CV',
      file_types: ['pdf'],
      max_file_size: 1000,
      messages: { uploadSize: TOO_LARGE },
    });

  it('UPL-010 UPL-011 the chosen file is listed with its cleaned name and size, and posts with the form', () => {
    let handed: readonly File[] = [];
    const { record, container } = renderField(cvField(), { onFiles: (files) => (handed = files) });
    const file = fileOf('my:cv?.pdf', 1000, 'application/pdf');
    const input = screen.getByLabelText<HTMLInputElement>('CV');
    expect(input.name).toBe('upload-2');
    expect(input.multiple).toBe(false);
    expect(input.accept).toBe('.pdf');
    expect(screen.getByText(NO_FILE_CHOSEN)).toBeDefined();

    choose([file], 'CV');
    expect(record.changes).toEqual([[{ name: 'mycv.pdf', size: 1000, type: 'application/pdf' }]]);
    expect(handed).toEqual([file]);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'mycv.pdf 1000 BytesRemove',
    ]);
    expect(screen.queryByText(NO_FILE_CHOSEN)).toBeNull();
    expect(requests).toHaveLength(0);
    expect(container.querySelector('form')).not.toBeNull();
  });

  it('UPL-007 UPL-008 a file too large or of another type shows the configured message at once', () => {
    renderField(cvField());
    choose([fileOf('scan.pdf', 1001, 'application/pdf')], 'CV');
    expect(
      within(rowOf('scan.pdf')).getByText('The file is too large. The limit is 1000 Bytes.'),
    ).toBeDefined();
    expect(announcements()).toEqual(['scan.pdf: The file is too large. The limit is 1000 Bytes.']);

    choose([fileOf('photo.png', 10, 'image/png')], 'CV');
    expect(
      within(rowOf('photo.png')).getByText('.png file extension is not allowed.'),
    ).toBeDefined();
  });

  it('the message under the row is not repeated when the field error already shows it', () => {
    renderField(cvField(), {
      initialValue: [{ name: 'scan.pdf', size: 5000, type: 'application/pdf' }],
      error: 'The file is too large. The limit is 1000 Bytes.',
    });
    expect(screen.getAllByText('The file is too large. The limit is 1000 Bytes.')).toHaveLength(1);
  });

  it('Remove empties the input and the value', () => {
    const { record } = renderField(cvField());
    choose([fileOf('cv.pdf', 10, 'application/pdf')], 'CV');
    fireEvent.click(screen.getByRole('button', { name: 'Remove cv.pdf' }));
    expect(lastChange(record)).toEqual([]);
    expect(screen.getByLabelText<HTMLInputElement>('CV').value).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('CV'));
  });
});

describe('UploadField, single file restored', () => {
  it('UPL-006 a file uploaded earlier is listed, posted as its record, and removing it tells the server', () => {
    const field = fieldOf({ id: 'upload-2', type: 'upload', label: 'CV' });
    const record = recorder();
    render(
      <UploadTargetContext value={TARGET}>
        <Harness
          field={field}
          record={record}
          initialValue={[uploadedValue('f-5', 'cv.pdf', 10)]}
        />
      </UploadTargetContext>,
    );
    expect(rowOf('cv.pdf').textContent).toContain('Uploaded');
    expect(document.querySelectorAll('input[type="hidden"][name="upload-2"]')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove cv.pdf' }));
    expect(record.changes).toEqual([[]]);
    expect(discarded).toEqual([['/api/uploads/f-5?nonce=nonce-123', 'DELETE']]);
    expect(screen.getByText(NO_FILE_CHOSEN)).toBeDefined();
  });
});

describe('UploadField in the form runtime', () => {
  it('UPL-004 UPL-006 uploads as the runtime form (its id and nonce) and the submit sends the records', async () => {
    const definition = parseDefinition({
      id: 33602,
      fields: [
        {
          id: 'upload-1',
          type: 'upload',
          label: 'Photos',
          multiple: true,
          required: true,
          file_types: ['jpg'],
        },
      ],
      settings: {},
    });
    const submitted: FormData[] = [];
    const submit = (_url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.body instanceof FormData) submitted.push(init.body);
      return Promise.resolve(
        new Response(JSON.stringify({ success: true, data: { message: 'Thanks' } }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    };
    render(
      <FormRuntime
        definition={definition}
        formId={33602}
        nonce="submit-nonce"
        endpoint="/api/ajax"
        fetch={submit}
      />,
    );
    choose([fileOf('photo.jpg', 10)], /^Photos/);
    expect(request(0).field('form_id')).toBe('33602');
    expect(request(0).field('nonce')).toBe('submit-nonce');
    // Submitting while the file is still on its way would leave it out: the visitor is asked
    // to wait, and nothing is sent.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(submitted).toHaveLength(0);
    expect(screen.getByText(UPLOADS_IN_PROGRESS_MESSAGE)).toBeTruthy();
    await act(async () => request(0).respond(200, uploadedAnswer('f-1', 'photo.jpg')));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(submitted).toHaveLength(1);
    expect(
      submitted[0]?.getAll('upload-1').map((item) => JSON.parse(String(item)) as unknown),
    ).toEqual([
      {
        success: true,
        message: '',
        file_id: 'f-1',
        file_name: 'photo.jpg',
        mime_type: 'image/jpeg',
      },
    ]);
  });
});
