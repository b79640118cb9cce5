import { supportedExtensions, type FileTypeResult } from 'file-type';

/**
 * Text formats. file-type recognises text by no signature (only some XML-based ones, sometimes),
 * so a file claiming one of these must start with a Unicode byte-order mark, be recognised as
 * one of its kin, or be recognised as nothing and have no NUL byte. Their type is taken from
 * the extension.
 */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  txt: 'text/plain',
  text: 'text/plain',
  log: 'text/plain',
  md: 'text/markdown',
  markdown: 'text/markdown',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  json: 'application/json',
  xml: 'application/xml',
  svg: 'image/svg+xml',
  html: 'text/html',
  htm: 'text/html',
  ics: 'text/calendar',
  vcf: 'text/vcard',
  vtt: 'text/vtt',
  srt: 'application/x-subrip',
};

/** What file-type may call a text format when it recognises it. */
const TEXT_SNIFFED_AS: Readonly<Record<string, readonly string[]>> = {
  xml: ['xml'],
  svg: ['xml'],
  html: ['xml'],
  htm: ['xml'],
  ics: ['ics'],
  vcf: ['vcf'],
  vtt: ['vtt'],
};

const ISO_VIDEO = ['mp4', 'm4v', 'mov', '3gp', '3g2', 'f4v'];
const ISO_AUDIO = ['m4a', 'mp4', 'm4b', 'm4p', 'f4a'];
const OGG = ['ogg', 'oga', 'ogv', 'opus', 'spx', 'ogx', 'ogm'];
const MPEG_AUDIO = ['mp3', 'mp2', 'mp1'];
/** Office and e-book formats that are zip archives inside: a sample may only show the zip. */
const ZIP_CONTAINERS = [
  'docx',
  'docm',
  'dotx',
  'dotm',
  'xlsx',
  'xlsm',
  'xltx',
  'xltm',
  'pptx',
  'pptm',
  'potx',
  'potm',
  'ppsx',
  'ppsm',
  'vsdx',
  'odt',
  'ods',
  'odp',
  'odg',
  'ott',
  'ots',
  'otp',
  'otg',
  'epub',
  '3mf',
];

/**
 * Extensions whose files file-type names differently, or as one of several kin. Any other
 * extension file-type knows must be found as itself.
 */
const SNIFFED_AS: Readonly<Record<string, readonly string[]>> = {
  jpeg: ['jpg'],
  jpe: ['jpg'],
  jfif: ['jpg'],
  tiff: ['tif'],
  heif: ['heic'],
  aiff: ['aif'],
  midi: ['mid'],
  mpeg: ['mpg'],
  tgz: ['gz'],
  ...Object.fromEntries(ISO_VIDEO.map((extension) => [extension, ISO_VIDEO])),
  ...Object.fromEntries(['m4a', 'm4b', 'm4p', 'f4a'].map((extension) => [extension, ISO_AUDIO])),
  ...Object.fromEntries(OGG.map((extension) => [extension, OGG])),
  ...Object.fromEntries(MPEG_AUDIO.map((extension) => [extension, MPEG_AUDIO])),
  ...Object.fromEntries(ZIP_CONTAINERS.map((extension) => [extension, [extension, 'zip']])),
  // Older Office files are compound documents; Illustrator files are PDF or PostScript.
  ...Object.fromEntries(['doc', 'xls', 'ppt', 'pps', 'msg', 'pub', 'vsd'].map((e) => [e, ['cfb']])),
  ai: ['pdf', 'eps', 'ps'],
  eps: ['eps', 'ps'],
  ps: ['ps', 'eps'],
};

/** Content that runs as a program. */
const PROGRAMS = new Set([
  'exe',
  'elf',
  'macho',
  'class',
  'wasm',
  'swf',
  'lnk',
  'deb',
  'rpm',
  'dmg',
  'apk',
  'crx',
  'xpi',
  'jar',
]);

export type ContentVerdict =
  | { readonly accepted: true; readonly mimeType: string }
  | { readonly accepted: false; readonly reason: 'mismatch' | 'program' };

const BYTE_ORDER_MARKS = [
  [0xef, 0xbb, 0xbf],
  [0xff, 0xfe],
  [0xfe, 0xff],
];

/** UTF-16 text (Excel's CSV export) is full of NUL bytes, and may even pass for MPEG audio. */
const startsWithByteOrderMark = (sample: Uint8Array) =>
  BYTE_ORDER_MARKS.some((mark) => mark.every((byte, index) => sample[index] === byte));

/**
 * Whether a file's content, as sniffed from its first bytes, is what its extension says:
 * - a text extension (TEXT_TYPES): a byte-order mark, or recognised as one of its kin, or
 *   nothing recognised and no NUL byte; typed by the extension;
 * - an extension file-type knows: found as itself or its kin (SNIFFED_AS); typed as found;
 * - any other extension (or none): anything but a program; typed as found, or as bytes.
 * A program is refused whatever its name, unless the field lists its extension explicitly.
 */
export function judgeContent(
  extension: string,
  sniffed: FileTypeResult | undefined,
  sample: Uint8Array,
  allowedExtensions: readonly string[],
): ContentVerdict {
  if (sniffed && PROGRAMS.has(sniffed.ext) && !allowedExtensions.includes(sniffed.ext)) {
    return { accepted: false, reason: 'program' };
  }
  const textType = TEXT_TYPES[extension];
  if (textType !== undefined) {
    const kin = TEXT_SNIFFED_AS[extension] ?? [];
    const fits =
      startsWithByteOrderMark(sample) ||
      (sniffed ? kin.includes(sniffed.ext) : !sample.includes(0));
    return fits ? { accepted: true, mimeType: textType } : { accepted: false, reason: 'mismatch' };
  }
  const kin = SNIFFED_AS[extension] ?? (supportedExtensions.has(extension) ? [extension] : null);
  if (kin === null) {
    return { accepted: true, mimeType: sniffed?.mime ?? 'application/octet-stream' };
  }
  return sniffed && kin.includes(sniffed.ext)
    ? { accepted: true, mimeType: sniffed.mime }
    : { accepted: false, reason: 'mismatch' };
}
