import { describe, expect, it } from 'vitest';
import { swvSchemaSchema, type SwvRule, type SwvSchema } from './swv-schema';
import {
  isSwvEmail,
  isSwvNumber,
  isSwvTel,
  isSwvTime,
  isSwvUrl,
  swvInputFromEntries,
  validateSwv,
  type SwvFile,
} from './swv-validate';

const schemaOf = (...rules: SwvRule[]): SwvSchema =>
  swvSchemaSchema.parse({ version: 'Contact Form 7 SWV Schema 2024-10', locale: 'en_GB', rules });

type Entry = [string, string | SwvFile];

/** The messages the visitor would see for a submission, by field. */
function errorsFor(rules: SwvRule | SwvRule[], entries: Entry[], fields?: string[]) {
  const schema = schemaOf(...(Array.isArray(rules) ? rules : [rules]));
  return validateSwv(schema, swvInputFromEntries(entries), fields ? { fields } : {});
}

/** Whether a single rule accepts the given values of field `f`. */
function passes(rule: Omit<SwvRule, 'field'>, ...values: (string | SwvFile)[]): boolean {
  const entries: Entry[] = values.map((value) => ['f', value]);
  return errorsFor({ field: 'f', error: 'refused', ...rule } as SwvRule, entries).length === 0;
}

const file = (name: string, size = 100, type = ''): SwvFile => ({ name, size, type });

describe('swvInputFromEntries', () => {
  it('CF-028 strips a trailing [] and collects repeated names in order, files apart', () => {
    const input = swvInputFromEntries([
      ['checkbox-1[]', 'Red'],
      ['text-1', 'Hello'],
      ['checkbox-1[]', 'Blue'],
      ['file-1', file('cv.pdf')],
    ]);
    expect(input.values).toEqual({ 'checkbox-1': ['Red', 'Blue'], 'text-1': ['Hello'] });
    expect(input.files).toEqual({ 'file-1': [file('cv.pdf')] });
  });

  it('keeps a field called __proto__ as an ordinary field', () => {
    const input = swvInputFromEntries([['__proto__', 'x']]);
    expect(Object.hasOwn(input.values, '__proto__')).toBe(true);
    expect(input.values['__proto__']).toEqual(['x']);
    expect(Object.getPrototypeOf(input.values)).toBe(Object.prototype);
  });
});

describe('CF-017 required and requiredfile', () => {
  it('CF-017 required refuses a missing field, an empty value and white space alone', () => {
    expect(passes({ rule: 'required' })).toBe(false);
    expect(passes({ rule: 'required' }, '')).toBe(false);
    expect(passes({ rule: 'required' }, '   \n\t')).toBe(false);
    expect(passes({ rule: 'required' }, ' a ')).toBe(true);
  });

  it('CF-017 required passes a multi-value field when any box is ticked', () => {
    expect(passes({ rule: 'required' }, '', 'Blue')).toBe(true);
  });

  it('CF-017 required does not count a file as a value (that is requiredfile)', () => {
    expect(passes({ rule: 'required' }, file('a.pdf'))).toBe(false);
  });

  it('CF-017 requiredfile needs a chosen, non-empty file', () => {
    expect(passes({ rule: 'requiredfile' })).toBe(false);
    expect(passes({ rule: 'requiredfile' }, file('', 0))).toBe(false);
    expect(passes({ rule: 'requiredfile' }, 'cv.pdf')).toBe(false);
    expect(passes({ rule: 'requiredfile' }, file('cv.pdf', 1))).toBe(true);
  });
});

describe('CF-019 email', () => {
  it.each([
    'a@b.co',
    'jane.doe@example.com',
    "o'brien+tag@mail.example.org",
    'x_y@sub-domain.example.co.uk',
    '  padded@example.com  ',
  ])('CF-019 accepts %s', (value) => {
    expect(isSwvEmail(value)).toBe(true);
    expect(passes({ rule: 'email' }, value)).toBe(true);
  });

  it.each([
    ['a@b.c', 'shorter than 6 characters'],
    ['jane@@example.com', 'two @'],
    ['jane@ex@ample.com', 'two @ apart'],
    ['@example.com', 'nothing before @'],
    ['jane.example.com', 'no @'],
    ['jane@localhost', 'a single-label domain'],
    ['jane@-example.com', 'a label starting with a hyphen'],
    ['jane@example-.com', 'a label ending with a hyphen'],
    ['jane@example..com', 'an empty label'],
    ['jane@.example.com', 'a domain starting with a dot'],
    ['jane@example.com.', 'a domain ending with a dot'],
    ['ja ne@example.com', 'a space in the local part'],
    ['jané@example.com', 'a letter outside the local part set'],
    ['jane@exämple.com', 'a letter outside the domain set'],
    ['jane@exa_mple.com', 'an underscore in the domain'],
  ])('CF-019 refuses %s (%s)', (value) => {
    expect(isSwvEmail(value)).toBe(false);
    expect(passes({ rule: 'email' }, value)).toBe(false);
  });

  it('CF-019 leaves an empty field to the required rule', () => {
    expect(passes({ rule: 'email' }, '')).toBe(true);
    expect(passes({ rule: 'email' })).toBe(true);
  });
});

describe('CF-020 CF-021 url', () => {
  it.each([
    'https://example.com/path?q=1#top',
    'http://example.com',
    'ftp://files.example.com/a.zip',
    'mailto:jane@example.com',
    'tel:+442079460958',
    'urn:isbn:0451450523',
    'HTTPS://EXAMPLE.COM',
  ])('CF-020 accepts %s (an allowed scheme)', (value) => {
    expect(isSwvUrl(value)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'chrome://settings',
    'http://',
    'https://exa mple.com',
  ])('CF-020 refuses %s', (value) => {
    expect(isSwvUrl(value)).toBe(false);
    expect(passes({ rule: 'url' }, value)).toBe(false);
  });

  it('CF-021 reads a value without a scheme but with a dot as http://…', () => {
    expect(isSwvUrl('example.com')).toBe(true);
    expect(isSwvUrl('www.example.com/gallery?page=2')).toBe(true);
    expect(isSwvUrl('example.com:8080/path')).toBe(true);
  });

  it('CF-021 refuses a value with neither scheme nor dot', () => {
    expect(isSwvUrl('localhost')).toBe(false);
    expect(isSwvUrl('not a url')).toBe(false);
  });

  it('CF-020 checks every value of the field', () => {
    expect(passes({ rule: 'url' }, 'example.com', 'javascript:alert(1)')).toBe(false);
  });
});

describe('CF-022 tel', () => {
  it.each(['+44 (20) 7946-0958', '020 7946 0958', '+1.202.555.0143', '*31#', '12/34', '0123'])(
    'CF-022 accepts %s',
    (value) => {
      expect(isSwvTel(value)).toBe(true);
    },
  );

  it.each(['12a', '++44 20', '44+20', '+', '()', 'phone', '12_34'])(
    'CF-022 refuses %s',
    (value) => {
      expect(isSwvTel(value)).toBe(false);
      expect(passes({ rule: 'tel' }, value)).toBe(false);
    },
  );
});

describe('CF-023 number', () => {
  it.each(['0', '42', '-7', '1e3', '1E+3', '2.5e-4', '-2.5', '.5', '-.5', '007'])(
    'CF-023 accepts %s',
    (value) => {
      expect(isSwvNumber(value)).toBe(true);
    },
  );

  it.each(['+1', '1.', '1,5', '1 000', 'e3', '1e', 'Infinity', 'NaN', '0x10', '--1', '1.2.3'])(
    'CF-023 refuses %s',
    (value) => {
      expect(isSwvNumber(value)).toBe(false);
      expect(passes({ rule: 'number' }, value)).toBe(false);
    },
  );
});

describe('CF-024 date', () => {
  it('CF-024 accepts YYYY-MM-DD dates, leap days included', () => {
    expect(passes({ rule: 'date' }, '2026-11-27')).toBe(true);
    expect(passes({ rule: 'date' }, '2024-02-29')).toBe(true);
    expect(passes({ rule: 'date' }, '2000-02-29')).toBe(true);
    expect(passes({ rule: 'date' }, '12026-01-01')).toBe(true);
  });

  it('CF-024 refuses other formats', () => {
    for (const value of ['27/11/2026', '2026-1-5', '2026-11-27T10:00', '26-11-27', 'tomorrow'])
      expect(passes({ rule: 'date' }, value)).toBe(false);
  });

  it('CF-024 refuses a day the calendar lacks (2026-02-30), as the original server does', () => {
    expect(passes({ rule: 'date' }, '2026-02-30')).toBe(false);
    expect(passes({ rule: 'date' }, '2026-02-29')).toBe(false);
    expect(passes({ rule: 'date' }, '1900-02-29')).toBe(false);
    expect(passes({ rule: 'date' }, '2026-04-31')).toBe(false);
    expect(passes({ rule: 'date' }, '2026-13-01')).toBe(false);
    expect(passes({ rule: 'date' }, '2026-00-10')).toBe(false);
    expect(passes({ rule: 'date' }, '2026-01-00')).toBe(false);
  });
});

describe('CF-025 time', () => {
  it.each(['00:00', '09:05', '23:59', '23:59:59', '12:30:00'])('CF-025 accepts %s', (value) => {
    expect(isSwvTime(value)).toBe(true);
  });

  it.each(['24:00', '23:60', '12:00:60', '9:05', '09:5', '0905', '12:00 PM', '12:00:00.5'])(
    'CF-025 refuses %s',
    (value) => {
      expect(isSwvTime(value)).toBe(false);
      expect(passes({ rule: 'time' }, value)).toBe(false);
    },
  );
});

describe('CF-017 file, minfilesize, maxfilesize', () => {
  it('CF-017 file accepts extensions in any case', () => {
    expect(passes({ rule: 'file', accept: ['.pdf', '.docx'] }, file('CV.PDF'))).toBe(true);
    expect(passes({ rule: 'file', accept: ['.pdf'] }, file('cv.pdf.exe'))).toBe(false);
  });

  it('CF-017 file reads MIME patterns through the extension: image/* takes photos, not PDFs', () => {
    const images = { rule: 'file' as const, accept: ['image/*'] };
    expect(passes(images, file('photo.JPG'))).toBe(true);
    expect(passes(images, file('scan.webp'))).toBe(true);
    expect(passes(images, file('cv.pdf'))).toBe(false);
    expect(passes({ rule: 'file', accept: ['application/pdf'] }, file('cv.pdf'))).toBe(true);
    expect(passes({ rule: 'file', accept: ['audio/*'] }, file('song.mp3'))).toBe(true);
  });

  it('CF-017 file judges the name, not the type a client declares', () => {
    expect(passes({ rule: 'file', accept: ['image/*'] }, file('evil.php', 10, 'image/png'))).toBe(
      false,
    );
  });

  it('CF-017 file checks every file, and passes when none is chosen', () => {
    const rule = { rule: 'file' as const, accept: ['.jpg'] };
    expect(passes(rule, file('a.jpg'), file('b.gif'))).toBe(false);
    expect(passes(rule)).toBe(true);
    expect(passes(rule, file('b.gif', 0))).toBe(true);
  });

  it('CF-017 file with an unknown type pattern accepts nothing', () => {
    expect(passes({ rule: 'file', accept: ['whatever'] }, file('a.jpg'))).toBe(false);
  });

  it('CF-017 maxfilesize and minfilesize, in bytes per file; exactly at the limit passes (DEC-10)', () => {
    const max = { rule: 'maxfilesize' as const, threshold: '1048576' };
    expect(passes(max, file('a.jpg', 1_048_576))).toBe(true);
    expect(passes(max, file('a.jpg', 1_048_577))).toBe(false);
    expect(passes(max, file('a.jpg', 600_000), file('b.jpg', 600_000))).toBe(true);
    const min = { rule: 'minfilesize' as const, threshold: 1024 };
    expect(passes(min, file('a.jpg', 1024))).toBe(true);
    expect(passes(min, file('a.jpg', 1023))).toBe(false);
    expect(passes(min)).toBe(true);
  });
});

describe('CF-017 enum and dayofweek', () => {
  it('CF-017 enum accepts exactly the listed values, compared as text', () => {
    const rule = { rule: 'enum' as const, accept: ['Red', 'Blue'] };
    expect(passes(rule, 'Red')).toBe(true);
    expect(passes(rule, 'Red', 'Blue')).toBe(true);
    expect(passes(rule, 'red')).toBe(false);
    expect(passes(rule, 'Red', 'Green')).toBe(false);
    expect(passes(rule)).toBe(true);
    expect(passes({ rule: 'enum', accept: [1, 2] }, '2')).toBe(true);
  });

  it('CF-017 dayofweek reads ISO weekdays, 1 = Monday … 7 = Sunday', () => {
    const weekdays = { rule: 'dayofweek' as const, accept: [1, 2, 3, 4, 5] };
    expect(passes(weekdays, '2026-11-23')).toBe(true); // a Monday
    expect(passes(weekdays, '2026-11-27')).toBe(true); // a Friday
    expect(passes(weekdays, '2026-11-28')).toBe(false); // a Saturday
    expect(passes({ rule: 'dayofweek', accept: [7] }, '2026-11-29')).toBe(true); // a Sunday
    expect(passes({ rule: 'dayofweek', accept: ['6', '7'] }, '2026-11-28')).toBe(true);
  });

  it('CF-017 dayofweek refuses a value that is no date, and passes an empty field', () => {
    expect(passes({ rule: 'dayofweek', accept: [1, 2, 3, 4, 5, 6, 7] }, 'Monday')).toBe(false);
    expect(passes({ rule: 'dayofweek', accept: [1, 2, 3, 4, 5, 6, 7] }, '2026-02-30')).toBe(false);
    expect(passes({ rule: 'dayofweek', accept: [1] })).toBe(true);
  });
});

describe('CF-017 minitems and maxitems', () => {
  it('CF-017 minitems counts the ticked values, and leaves an empty field to required', () => {
    const rule = { rule: 'minitems' as const, threshold: '2' };
    expect(passes(rule, 'a')).toBe(false);
    expect(passes(rule, 'a', 'b')).toBe(true);
    expect(passes(rule, 'a', '')).toBe(false);
    expect(passes(rule)).toBe(true);
  });

  it('CF-017 maxitems refuses more values than the threshold', () => {
    const rule = { rule: 'maxitems' as const, threshold: 2 };
    expect(passes(rule, 'a', 'b')).toBe(true);
    expect(passes(rule, 'a', 'b', 'c')).toBe(false);
    expect(passes(rule)).toBe(true);
  });
});

describe('CF-026 minlength and maxlength', () => {
  it('CF-026 sums the characters of all of a field’s values', () => {
    const max = { rule: 'maxlength' as const, threshold: '5' };
    expect(passes(max, 'abc', 'de')).toBe(true);
    expect(passes(max, 'abc', 'def')).toBe(false);
    const min = { rule: 'minlength' as const, threshold: '5' };
    expect(passes(min, 'abc', 'de')).toBe(true);
    expect(passes(min, 'abc', 'd')).toBe(false);
  });

  it('CF-026 counts after trimming, in UTF-16 code units like the input’s own maxlength', () => {
    expect(passes({ rule: 'maxlength', threshold: 3 }, '  abc  ')).toBe(true);
    expect(passes({ rule: 'maxlength', threshold: 3 }, 'a😀')).toBe(true);
    expect(passes({ rule: 'maxlength', threshold: 2 }, 'a😀')).toBe(false);
    expect(passes({ rule: 'minlength', threshold: 3 }, '😀')).toBe(false);
    expect(passes({ rule: 'minlength', threshold: 2 }, '😀')).toBe(true);
  });

  it('CF-026 an empty field is not too short', () => {
    expect(passes({ rule: 'minlength', threshold: 10 })).toBe(true);
    expect(passes({ rule: 'minlength', threshold: 10 }, '   ')).toBe(true);
  });
});

describe('CF-017 minnumber, maxnumber, mindate, maxdate', () => {
  it('CF-017 minnumber and maxnumber are inclusive and read exponent forms', () => {
    expect(passes({ rule: 'minnumber', threshold: '10' }, '10')).toBe(true);
    expect(passes({ rule: 'minnumber', threshold: '10' }, '9.99')).toBe(false);
    expect(passes({ rule: 'maxnumber', threshold: '1000' }, '1e3')).toBe(true);
    expect(passes({ rule: 'maxnumber', threshold: '1000' }, '1.5e3')).toBe(false);
    expect(passes({ rule: 'maxnumber', threshold: -1 }, '-2.5')).toBe(true);
  });

  it('CF-017 minnumber leaves a value that is no number to the number rule', () => {
    expect(passes({ rule: 'minnumber', threshold: '10' }, 'abc')).toBe(true);
  });

  it('CF-017 mindate and maxdate compare YYYY-MM-DD dates, inclusive', () => {
    expect(passes({ rule: 'mindate', threshold: '2026-12-01' }, '2026-12-01')).toBe(true);
    expect(passes({ rule: 'mindate', threshold: '2026-12-01' }, '2026-11-30')).toBe(false);
    expect(passes({ rule: 'maxdate', threshold: '2026-12-31' }, '2027-01-01')).toBe(false);
    expect(passes({ rule: 'maxdate', threshold: '2026-12-31' }, '2026-12-31')).toBe(true);
  });

  it('CF-017 mindate compares dates, not text, for five-digit years', () => {
    expect(passes({ rule: 'mindate', threshold: '2026-01-01' }, '10000-01-01')).toBe(true);
    expect(passes({ rule: 'maxdate', threshold: '2026-01-01' }, '10000-01-01')).toBe(false);
  });
});

describe('CF-017 all and any', () => {
  it('CF-017 all passes when every sub-rule passes and reports the failing sub-rule’s error', () => {
    const rule: SwvRule = {
      rule: 'all',
      error: 'The whole is wrong.',
      rules: [
        { rule: 'required', field: 'f', error: 'Please fill out this field.' },
        { rule: 'minlength', field: 'f', threshold: '3', error: 'Too short.' },
      ],
    };
    expect(errorsFor(rule, [['f', 'abcd']])).toEqual([]);
    expect(errorsFor(rule, [['f', 'ab']])).toEqual([
      { field: 'f', message: 'Too short.', rule: 'minlength' },
    ]);
    expect(errorsFor(rule, [])).toEqual([
      { field: 'f', message: 'Please fill out this field.', rule: 'required' },
    ]);
  });

  it('CF-017 all uses its own error and field when the failing sub-rule has no error', () => {
    const rule: SwvRule = {
      rule: 'all',
      field: 'f',
      error: 'Enter a short code.',
      rules: [{ rule: 'maxlength', field: 'f', threshold: 2 }],
    };
    expect(errorsFor(rule, [['f', 'abc']])).toEqual([
      { field: 'f', message: 'Enter a short code.', rule: 'all' },
    ]);
  });

  it('CF-017 any passes when one sub-rule passes, else reports its own error', () => {
    const rule: SwvRule = {
      rule: 'any',
      field: 'contact',
      error: 'Give an email address or a phone number.',
      rules: [
        { rule: 'required', field: 'email', error: 'x' },
        { rule: 'required', field: 'phone', error: 'y' },
      ],
    };
    expect(errorsFor(rule, [['phone', '0123']])).toEqual([]);
    expect(errorsFor(rule, [['email', 'a@example.com']])).toEqual([]);
    expect(errorsFor(rule, [])).toEqual([
      { field: 'contact', message: 'Give an email address or a phone number.', rule: 'any' },
    ]);
  });

  it('CF-017 any without a field of its own is reported on its first sub-rule’s field', () => {
    const rule: SwvRule = {
      rule: 'any',
      error: 'One of the two, please.',
      rules: [
        { rule: 'required', field: 'email' },
        { rule: 'required', field: 'phone' },
      ],
    };
    expect(errorsFor(rule, [])).toEqual([
      { field: 'email', message: 'One of the two, please.', rule: 'any' },
    ]);
  });

  it('CF-017 all and any nest', () => {
    const rule: SwvRule = {
      rule: 'all',
      rules: [
        {
          rule: 'any',
          field: 'f',
          error: 'A number from 1 to 5, or the word none.',
          rules: [
            { rule: 'enum', field: 'f', accept: ['none'] },
            {
              rule: 'all',
              rules: [
                { rule: 'number', field: 'f' },
                { rule: 'minnumber', field: 'f', threshold: 1 },
                { rule: 'maxnumber', field: 'f', threshold: 5 },
              ],
            },
          ],
        },
      ],
    };
    expect(errorsFor(rule, [['f', 'none']])).toEqual([]);
    expect(errorsFor(rule, [['f', '3']])).toEqual([]);
    expect(errorsFor(rule, [['f', '7']])).toEqual([
      { field: 'f', message: 'A number from 1 to 5, or the word none.', rule: 'any' },
    ]);
  });
});

describe('CF-018 messages and order', () => {
  const rules: SwvRule[] = [
    { rule: 'required', field: 'your-name', error: 'Bitte ausfüllen.' },
    { rule: 'required', field: 'your-email', error: 'Please fill out this field.' },
    { rule: 'email', field: 'your-email', error: 'Please enter an email address.' },
    { rule: 'maxlength', field: 'your-email', threshold: 10, error: 'This field is too long.' },
    { rule: 'maxlength', field: 'your-name', threshold: 3, error: 'Zu lang.' },
  ];

  it('CF-018 every message is the failing rule’s error from the schema', () => {
    expect(
      errorsFor(rules, [
        ['your-name', 'Jane'],
        ['your-email', 'jane'],
      ]),
    ).toEqual([
      { field: 'your-email', message: 'Please enter an email address.', rule: 'email' },
      { field: 'your-name', message: 'Zu lang.', rule: 'maxlength' },
    ]);
  });

  it('CF-018 the first failing rule per field wins; later rules about it are not reported', () => {
    const invalid = errorsFor(rules, [['your-email', 'not-an-email-and-long']]);
    expect(invalid).toEqual([
      { field: 'your-name', message: 'Bitte ausfüllen.', rule: 'required' },
      { field: 'your-email', message: 'Please enter an email address.', rule: 'email' },
    ]);
  });

  it('CF-018 a rule without an error reports an empty message rather than invented words', () => {
    expect(errorsFor({ rule: 'required', field: 'f' }, [])).toEqual([
      { field: 'f', message: '', rule: 'required' },
    ]);
  });

  it('CF-028 with fields, only the rules about those fields run (field-change validation)', () => {
    const entries: Entry[] = [['your-email', 'jane']];
    expect(errorsFor(rules, entries, ['your-email'])).toEqual([
      { field: 'your-email', message: 'Please enter an email address.', rule: 'email' },
    ]);
    expect(errorsFor(rules, entries, ['your-name'])).toEqual([
      { field: 'your-name', message: 'Bitte ausfüllen.', rule: 'required' },
    ]);
    expect(errorsFor(rules, entries, ['checkbox-1[]'])).toEqual([]);
  });

  it('CF-028 with fields, the sub-rules of all and any are filtered the same way', () => {
    const rule: SwvRule = {
      rule: 'all',
      rules: [
        { rule: 'required', field: 'a', error: 'A?' },
        { rule: 'required', field: 'b', error: 'B?' },
      ],
    };
    expect(errorsFor(rule, [], ['b'])).toEqual([{ field: 'b', message: 'B?', rule: 'required' }]);
    expect(errorsFor(rule, [])).toEqual([{ field: 'a', message: 'A?', rule: 'required' }]);
  });

  it('CF-028 without fields, every field is validated (submit)', () => {
    expect(errorsFor(rules, []).map((invalid) => invalid.field)).toEqual([
      'your-name',
      'your-email',
    ]);
  });
});

describe('validateSwv on input it was not built for', () => {
  it('passes unknown rule types and malformed properties rather than throwing', () => {
    const schema = {
      version: '1',
      locale: 'en',
      rules: [
        { rule: 'telepathy', field: 'f' },
        { rule: 'minlength', field: 'f', threshold: 'lots' },
        { rule: 'enum', field: 'f', accept: 'Red' },
        { rule: 'all', rules: 'none' },
        null,
        42,
      ],
    } as unknown as SwvSchema;
    expect(validateSwv(schema, swvInputFromEntries([['f', 'x']]))).toEqual([
      { field: 'f', message: '', rule: 'enum' },
    ]);
    expect(validateSwv(null as unknown as SwvSchema, null as unknown as never)).toEqual([]);
  });

  it('reads values only from own properties: a field named constructor is empty when not sent', () => {
    const schema = schemaOf({ rule: 'required', field: 'constructor', error: 'Required.' });
    expect(validateSwv(schema, swvInputFromEntries([]))).toEqual([
      { field: 'constructor', message: 'Required.', rule: 'required' },
    ]);
  });

  it('stops at the nesting limit instead of overflowing the stack', () => {
    let rule: SwvRule = { rule: 'required', field: 'f', error: 'deep' };
    for (let level = 0; level < 10_000; level += 1) rule = { rule: 'all', rules: [rule] };
    const schema = { version: '1', locale: 'en', rules: [rule] } as SwvSchema;
    expect(validateSwv(schema, swvInputFromEntries([]))).toEqual([]);
  });
});
