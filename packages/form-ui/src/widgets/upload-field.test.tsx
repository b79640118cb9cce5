// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldOf } from '../testing/fields';
import { renderField } from '../testing/render';

afterEach(cleanup);

describe('UploadField', () => {
  it('UPL-008 the file input accepts the allowed extensions, several files when multiple', () => {
    renderField(
      fieldOf({
        id: 'upload-1',
        type: 'upload',
        label: 'Photos',
        multiple: true,
        file_types: ['jpg', 'png'],
      }),
    );
    const input = screen.getByLabelText<HTMLInputElement>('Photos');
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('.jpg,.png');
    expect(input.name).toBe('upload-1');
  });

  it('UPL-001 UPL-010 UPL-011 chosen files are listed with cleaned names and readable sizes', () => {
    let handed: readonly File[] = [];
    const { record } = renderField(
      fieldOf({ id: 'upload-1', type: 'upload', label: 'Photos', multiple: true }),
      { onFiles: (files) => (handed = files) },
    );
    const files = [
      new File(['x'.repeat(1536)], 'sea:view?.jpg', { type: 'image/jpeg' }),
      new File(['y'], 'note.txt', { type: 'text/plain' }),
    ];
    fireEvent.change(screen.getByLabelText('Photos'), { target: { files } });
    expect(record.changes).toEqual([
      [
        { name: 'sea:view?.jpg', size: 1536, type: 'image/jpeg' },
        { name: 'note.txt', size: 1, type: 'text/plain' },
      ],
    ]);
    expect(handed).toEqual(files);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['seaview.jpg 1.5 KB', 'note.txt 1 Bytes']);
    expect(screen.getByLabelText('Photos').getAttribute('aria-describedby')).toBe(
      'form-upload-1-files',
    );
  });
});
