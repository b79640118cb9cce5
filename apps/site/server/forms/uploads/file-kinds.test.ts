import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { judgeContent } from './file-kinds';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  Buffer.alloc(200),
]);
const ZIP = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(60)]);

async function judge(extension: string, bytes: Buffer, allowed: readonly string[] = []) {
  return judgeContent(extension, await fileTypeFromBuffer(bytes), bytes, allowed);
}

describe('whether a file is what its extension says', () => {
  it('a real image is typed from its bytes, under any of its usual extensions', async () => {
    expect(await judge('jpg', JPEG)).toEqual({ accepted: true, mimeType: 'image/jpeg' });
    expect(await judge('jpeg', JPEG)).toEqual({ accepted: true, mimeType: 'image/jpeg' });
    expect(await judge('png', PNG)).toEqual({ accepted: true, mimeType: 'image/png' });
  });

  it('an image under another image’s extension, or a PDF name on a PNG, is a mismatch', async () => {
    expect(await judge('jpg', PNG)).toEqual({ accepted: false, reason: 'mismatch' });
    expect(await judge('pdf', PNG)).toEqual({ accepted: false, reason: 'mismatch' });
    // Bytes file-type cannot place at all do not pass for a format it knows.
    expect(await judge('png', Buffer.from('not an image at all'))).toEqual({
      accepted: false,
      reason: 'mismatch',
    });
  });

  it('a program is refused under any name, unless the field lists its extension itself', async () => {
    for (const extension of ['jpg', 'txt', 'dat', '']) {
      expect(await judge(extension, EXE)).toEqual({ accepted: false, reason: 'program' });
    }
    expect(await judge('exe', EXE, ['exe'])).toEqual({
      accepted: true,
      mimeType: 'application/x-msdownload',
    });
  });

  it('text formats are typed by their extension when their bytes look like text', async () => {
    expect(await judge('txt', Buffer.from('Oak frame, 60 × 80 cm'))).toEqual({
      accepted: true,
      mimeType: 'text/plain',
    });
    expect(await judge('csv', Buffer.from('title,year\nSalt Lines,2021\n'))).toEqual({
      accepted: true,
      mimeType: 'text/csv',
    });
    // UTF-16 text (Excel's CSV export) has NUL bytes, and a byte-order mark first.
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a,b', 'utf16le')]);
    expect(await judge('csv', utf16)).toEqual({ accepted: true, mimeType: 'text/csv' });
    expect(await judge('svg', Buffer.from('<?xml version="1.0"?><svg/>'))).toEqual({
      accepted: true,
      mimeType: 'image/svg+xml',
    });
  });

  it('a text name on binary content is a mismatch', async () => {
    expect(await judge('txt', Buffer.from([0x00, 0x01, 0x02]))).toEqual({
      accepted: false,
      reason: 'mismatch',
    });
    expect(await judge('csv', PNG)).toEqual({ accepted: false, reason: 'mismatch' });
  });

  it('Office documents may show only their zip container in the first bytes', async () => {
    expect(await judge('docx', ZIP)).toEqual({ accepted: true, mimeType: 'application/zip' });
    expect(await judge('zip', ZIP)).toEqual({ accepted: true, mimeType: 'application/zip' });
    expect(await judge('pdf', ZIP)).toEqual({ accepted: false, reason: 'mismatch' });
  });

  it('an extension file-type does not know takes any content but a program, typed as found', async () => {
    expect(await judge('stp', Buffer.from('ISO-10303-21;'))).toEqual({
      accepted: true,
      mimeType: 'application/octet-stream',
    });
    expect(await judge('sketch', ZIP)).toEqual({ accepted: true, mimeType: 'application/zip' });
  });
});
