import { describe, expect, it } from 'vitest';
import { cleanUploadName } from './file-names';

describe('the name an upload is kept under', () => {
  it('UPL-010 removes <>:"/\\|?* from the name', () => {
    expect(cleanUploadName('a<b>c:d"e|f?g*h.jpg')).toBe('abcdefgh.jpg');
  });

  it('keeps only the last path segment, whichever separator the browser used', () => {
    expect(cleanUploadName('../../etc/passwd')).toBe('passwd');
    expect(cleanUploadName('..\\..\\windows\\win.ini')).toBe('win.ini');
    expect(cleanUploadName('C:\\Users\\ana\\Desktop\\wall.jpg')).toBe('wall.jpg');
    expect(cleanUploadName('/var/www/.htaccess')).toBe('htaccess');
  });

  it('drops invisible characters, so a right-to-left override cannot disguise the extension', () => {
    expect(cleanUploadName('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
    expect(cleanUploadName('tab\there\u0000.txt')).toBe('tabhere.txt');
  });

  it('gives nothing back when nothing is left, so the upload says "No file chosen"', () => {
    for (const name of ['', '   ', '../', '???', '...', 'folder/']) {
      expect(cleanUploadName(name)).toBeUndefined();
    }
  });

  it('shortens a very long name and keeps its extension', () => {
    const cleaned = cleanUploadName(`${'a'.repeat(400)}.jpeg`) ?? '';
    expect(cleaned).toHaveLength(180);
    expect(cleaned.endsWith('a.jpeg')).toBe(true);
    expect(cleanUploadName('Obra «Maré».png')).toBe('Obra «Maré».png');
  });
});
