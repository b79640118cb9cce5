import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FILE_SIZE_UNITS,
  checkUploadFile,
  checkUploads,
  cleanFileName,
  formatFileSize,
  parseFileSize,
  validateUploadCount,
  validateUploadSize,
  validateUploadType,
} from './upload';

const MB = 1024 * 1024;

describe('upload size', () => {
  it('UPL-007 DEC-10 a file whose size equals the limit is accepted', () => {
    expect(
      validateUploadSize({ name: 'a.jpg', size: 2 * MB }, { maxSize: 2 * MB }),
    ).toBeUndefined();
  });

  it('UPL-007 DEC-10 a file one byte over the limit is rejected with the size message', () => {
    expect(validateUploadSize({ name: 'a.jpg', size: 2 * MB + 1 }, { maxSize: 2 * MB })).toBe(
      'Maximum file size allowed is 2 MB.',
    );
  });

  it('UPL-007 ERR-023 the configured size message is shown', () => {
    const options = { maxSize: 100, messages: { field: { uploadSize: 'Too big (max {0}).' } } };
    expect(validateUploadSize({ name: 'a.jpg', size: 101 }, options)).toBe(
      'Too big (max 100 Bytes).',
    );
  });

  it('UPL-007 without a limit any size is accepted', () => {
    expect(validateUploadSize({ name: 'a.jpg', size: 10 ** 12 }, {})).toBeUndefined();
  });
});

describe('upload type', () => {
  it('UPL-008 an allowed extension is accepted', () => {
    expect(
      validateUploadType({ name: 'art.PNG', size: 1 }, { allowedExtensions: ['png'] }),
    ).toBeUndefined();
  });

  it('UPL-008 another extension gets the file-type message prefixed with the extension', () => {
    expect(validateUploadType({ name: 'Setup.EXE', size: 1 }, { allowedExtensions: ['png'] })).toBe(
      '.exe file extension is not allowed.',
    );
  });

  it('UPL-008 ERR-023 the configured file-type message is prefixed with the extension too', () => {
    const options = {
      allowedExtensions: ['png'],
      messages: { field: { uploadType: 'is refused.' } },
    };
    expect(validateUploadType({ name: 'a.gif', size: 1 }, options)).toBe('.gif is refused.');
  });

  it('UPL-008 a name without extension is prefixed with the (cleaned) name', () => {
    expect(validateUploadType({ name: 'READ?ME', size: 1 }, { allowedExtensions: ['png'] })).toBe(
      'README file extension is not allowed.',
    );
  });
});

describe('upload count', () => {
  it('UPL-009 as many files as the limit are accepted', () => {
    expect(validateUploadCount(3, { maxFiles: 3 })).toBeUndefined();
  });

  it('UPL-009 more files than the limit get the limit message', () => {
    expect(validateUploadCount(4, { maxFiles: 3 })).toBe('You can upload at most 3 files.');
  });

  it('UPL-009 ERR-023 the configured limit message is shown', () => {
    const options = {
      maxFiles: 3,
      messages: { field: { uploadLimit: 'No more than {0} files.' } },
    };
    expect(validateUploadCount(4, options)).toBe('No more than 3 files.');
  });

  it('UPL-005 UPL-009 UPL-012 each file row gets its own error; rows past the limit carry error type limit', () => {
    const files = [
      { name: 'a.png', size: 10 },
      { name: 'b.exe', size: 10 },
      { name: 'c.png', size: 5000 },
      { name: 'd.png', size: 10 },
    ];
    const checks = checkUploads(files, { maxFiles: 3, maxSize: 1000, allowedExtensions: ['png'] });
    expect(checks.map((check) => check.error?.errorType)).toEqual([
      undefined,
      'type',
      'size',
      'limit',
    ]);
    expect(checks[3]?.error?.message).toBe('You can upload at most 3 files.');
  });

  it('UPL-007 UPL-008 size is reported before type for one file', () => {
    expect(
      checkUploadFile(
        { name: 'big.exe', size: 2000 },
        { maxSize: 1000, allowedExtensions: ['png'] },
      ),
    ).toEqual({ errorType: 'size', message: 'Maximum file size allowed is 1000 Bytes.' });
  });
});

describe('file sizes for people', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [MB, '1 MB'],
    [1024 * MB - 1, '1 GB'],
    [1.25 * 1024 ** 4, '1.25 TB'],
    [1024 ** 8, '1 YB'],
    [1024 ** 9, '1024 YB'],
  ])('UPL-011 %d bytes show as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('UPL-011 a negative size is refused with a clear error', () => {
    expect(() => formatFileSize(-1)).toThrow(/non-negative/);
  });

  it('UPL-011 the unit round-trips: amount × 1024^unit formats in that unit and reads back (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: FILE_SIZE_UNITS.length - 1 }),
        fc.double({ min: 1, max: 1023.99, noNaN: true }),
        (unit, amount) => {
          const bytes = amount * 1024 ** unit;
          const text = formatFileSize(bytes);
          expect(text.endsWith(` ${FILE_SIZE_UNITS[unit]}`)).toBe(true);
          const readBack = parseFileSize(text) ?? Number.NaN;
          expect(Math.abs(readBack - bytes)).toBeLessThanOrEqual(
            0.005 * 1024 ** unit + 1e-9 * bytes,
          );
        },
      ),
    );
  });

  it('UPL-011 the shown amount is below 1024 except in the largest unit (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1024 ** 8 * 1000, noNaN: true }), (bytes) => {
        const [amount, unit] = formatFileSize(bytes).split(' ');
        if (unit !== 'YB') expect(Number(amount)).toBeLessThan(1024);
      }),
    );
  });
});

describe('file name cleaning', () => {
  it('UPL-010 the characters <>:"/\\|?* are removed', () => {
    expect(cleanFileName('a<b>c:d"e/f\\g|h?i*j.png')).toBe('abcdefghij.png');
  });

  it('UPL-010 other characters are kept', () => {
    expect(cleanFileName('Été 2024 (final) #2.jpg')).toBe('Été 2024 (final) #2.jpg');
  });

  it('UPL-010 the output never holds a banned character and keeps every other one in order (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'<>:"/\\|?*abc. é') }), (name) => {
        const cleaned = cleanFileName(name);
        expect(cleaned).not.toMatch(/[<>:"/\\|?*]/);
        expect(cleaned).toBe(
          [...name].filter((character) => !'<>:"/\\|?*'.includes(character)).join(''),
        );
      }),
    );
  });
});
