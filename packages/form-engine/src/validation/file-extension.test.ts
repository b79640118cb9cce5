import { describe, expect, it } from 'vitest';
import {
  fileExtensionOf,
  hasAllowedExtension,
  parseExtensionList,
  validateFileExtension,
} from './file-extension';

const ALLOWED = ['jpg', '.PNG', 'pdf'];

describe('validateFileExtension', () => {
  it.each(['photo.jpg', 'PHOTO.JPG', 'scan.final.pdf', 'C:\\fakepath\\logo.png', ''])(
    'VAL-039 accepts %j',
    (name) => {
      expect(validateFileExtension(name, { allowed: ALLOWED })).toBeUndefined();
    },
  );

  it.each(['virus.exe', 'photo.jpg.exe', 'README', 'archive.', '.png', 'photo.jpeg'])(
    'VAL-039 rejects %j',
    (name) => {
      expect(validateFileExtension(name, { allowed: ALLOWED })).toBe(
        'Please choose a file with an allowed extension.',
      );
    },
  );

  it('VAL-039 an empty allowed list sets no restriction', () => {
    expect(hasAllowedExtension('anything.xyz', [])).toBe(true);
  });

  it.each([
    ['photo.JPG', 'jpg'],
    ['a/b/c.tar.gz', 'gz'],
    ['.htaccess', ''],
    ['noext', ''],
  ])('VAL-039 the extension of %j is %j', (name, extension) => {
    expect(fileExtensionOf(name)).toBe(extension);
  });

  it('VAL-039 owner lists in common notations are read', () => {
    expect(parseExtensionList('jpg|PNG, .pdf ;gif')).toEqual(['jpg', 'png', 'pdf', 'gif']);
  });
});
