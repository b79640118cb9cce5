import { describe, expect, it } from 'vitest';
import { readUploadIds } from './submitted-uploads';

const first = 'a'.repeat(32);
const second = 'B-_'.padEnd(32, 'x');
const record = (fileId: string) => ({
  success: true,
  message: '',
  file_id: fileId,
  file_name: 'wall.jpg',
  mime_type: 'image/jpeg',
});

describe('the file_ids a submit names for an upload field', () => {
  it('UPL-006 reads file_ids and uploaded-file records, as values or as JSON text', () => {
    expect(readUploadIds(first)).toEqual([first]);
    expect(readUploadIds([first, second])).toEqual([first, second]);
    expect(readUploadIds(record(first))).toEqual([first]);
    expect(readUploadIds(JSON.stringify(record(first)))).toEqual([first]);
    expect(readUploadIds(JSON.stringify([record(first), record(second)]))).toEqual([first, second]);
    expect(readUploadIds([JSON.stringify(record(first)), second])).toEqual([first, second]);
  });

  it('nothing named is no files', () => {
    for (const empty of [undefined, null, '', []]) expect(readUploadIds(empty)).toEqual([]);
  });

  it('anything else is not a reference (the form engine then refuses the value)', () => {
    for (const value of [
      'not-an-id',
      '../../etc/passwd',
      42,
      { name: 'wall.jpg', size: 10 },
      { file_id: 'short' },
      [[first]],
      JSON.stringify(JSON.stringify(record(first))),
      '{"file_id": ',
      Array.from({ length: 501 }, () => first),
    ]) {
      expect(readUploadIds(value)).toBeUndefined();
    }
  });
});
