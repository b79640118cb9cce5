/**
 * The MIME types a file's extension stands for, for the SWV `file` rule's `accept` patterns such
 * as `image/*` or `application/pdf`. Like the original, a file is judged by its name's extension,
 * not by the type the browser (or a hostile client) declares for it, and the table is WordPress's
 * list of allowed upload types (`wp_get_mime_types()`, which the original's browser rule also
 * uses), so an owner's `accept` means the same here as there.
 *
 * Written out rather than taken from a MIME library: those carry every type known (hundreds of
 * kilobytes of data in the browser bundle) and would let through extensions WordPress never
 * accepts for upload.
 */
const EXTENSIONS_BY_MIME_TYPE: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg jpeg jpe',
  'image/gif': 'gif',
  'image/png': 'png',
  'image/bmp': 'bmp',
  'image/tiff': 'tiff tif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/x-icon': 'ico',
  'image/heic': 'heic',
  'video/x-ms-asf': 'asf asx',
  'video/x-ms-wmv': 'wmv',
  'video/x-ms-wmx': 'wmx',
  'video/x-ms-wm': 'wm',
  'video/avi': 'avi',
  'video/divx': 'divx',
  'video/x-flv': 'flv',
  'video/quicktime': 'mov qt',
  'video/mpeg': 'mpeg mpg mpe',
  'video/mp4': 'mp4 m4v',
  'video/ogg': 'ogv',
  'video/webm': 'webm',
  'video/x-matroska': 'mkv',
  'video/3gpp': '3gp 3gpp',
  'video/3gpp2': '3g2 3gp2',
  'text/plain': 'txt asc c cc h srt',
  'text/csv': 'csv',
  'text/tab-separated-values': 'tsv',
  'text/calendar': 'ics',
  'text/richtext': 'rtx',
  'text/css': 'css',
  'text/html': 'htm html',
  'text/vtt': 'vtt',
  'application/ttaf+xml': 'dfxp',
  'audio/mpeg': 'mp3 m4a m4b',
  'audio/aac': 'aac',
  'audio/x-realaudio': 'ra ram',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg oga',
  'audio/flac': 'flac',
  'audio/midi': 'mid midi',
  'audio/x-ms-wma': 'wma',
  'audio/x-ms-wax': 'wax',
  'audio/x-matroska': 'mka',
  'application/rtf': 'rtf',
  'application/javascript': 'js',
  'application/pdf': 'pdf',
  'application/java': 'class',
  'application/x-tar': 'tar',
  'application/zip': 'zip',
  'application/x-gzip': 'gz gzip',
  'application/rar': 'rar',
  'application/x-7z-compressed': '7z',
  'application/octet-stream': 'psd xcf',
  'application/msword': 'doc',
  'application/vnd.ms-powerpoint': 'pot pps ppt',
  'application/vnd.ms-write': 'wri',
  'application/vnd.ms-excel': 'xla xls xlt xlw',
  'application/vnd.ms-access': 'mdb',
  'application/vnd.ms-project': 'mpp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-word.document.macroEnabled.12': 'docm',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template': 'dotx',
  'application/vnd.ms-word.template.macroEnabled.12': 'dotm',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-excel.sheet.macroEnabled.12': 'xlsm',
  'application/vnd.ms-excel.sheet.binary.macroEnabled.12': 'xlsb',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.template': 'xltx',
  'application/vnd.ms-excel.template.macroEnabled.12': 'xltm',
  'application/vnd.ms-excel.addin.macroEnabled.12': 'xlam',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.ms-powerpoint.presentation.macroEnabled.12': 'pptm',
  'application/vnd.openxmlformats-officedocument.presentationml.slideshow': 'ppsx',
  'application/vnd.ms-powerpoint.slideshow.macroEnabled.12': 'ppsm',
  'application/vnd.openxmlformats-officedocument.presentationml.template': 'potx',
  'application/vnd.ms-powerpoint.template.macroEnabled.12': 'potm',
  'application/vnd.ms-powerpoint.addin.macroEnabled.12': 'ppam',
  'application/vnd.openxmlformats-officedocument.presentationml.slide': 'sldx',
  'application/vnd.ms-powerpoint.slide.macroEnabled.12': 'sldm',
  'application/onenote': 'onetoc onetoc2 onetmp onepkg',
  'application/oxps': 'oxps',
  'application/vnd.ms-xpsdocument': 'xps',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.presentation': 'odp',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.graphics': 'odg',
  'application/vnd.oasis.opendocument.chart': 'odc',
  'application/vnd.oasis.opendocument.database': 'odb',
  'application/vnd.oasis.opendocument.formula': 'odf',
  'application/wordperfect': 'wp wpd',
  'application/vnd.apple.keynote': 'key',
  'application/vnd.apple.numbers': 'numbers',
  'application/vnd.apple.pages': 'pages',
};

const MIME_PATTERN = /^([a-z]+)\/(\*|[a-z0-9.+-]+)$/i;
const EXTENSION_PATTERN = /^\.[a-z0-9]+$/i;

/**
 * The extensions (lower case, without the dot) a MIME pattern stands for: `image/*` → every image
 * extension, `application/pdf` → `pdf`; an unknown type or malformed pattern → none.
 */
export function extensionsOfMimePattern(pattern: string): string[] {
  const found = MIME_PATTERN.exec(pattern.trim());
  if (!found) return [];
  const topLevel = (found[1] ?? '').toLowerCase();
  const subType = (found[2] ?? '').toLowerCase();
  const extensions: string[] = [];
  for (const [mimeType, list] of Object.entries(EXTENSIONS_BY_MIME_TYPE)) {
    const lowerType = mimeType.toLowerCase();
    const matches =
      subType === '*'
        ? lowerType.startsWith(`${topLevel}/`)
        : lowerType === `${topLevel}/${subType}`;
    if (matches) extensions.push(...list.split(' '));
  }
  return extensions;
}

/**
 * Whether a file name is accepted by one `accept` entry: `.pdf` (an extension, any case) or a MIME
 * pattern (`image/*`, `application/pdf`) read through the table above. Anything else accepts
 * nothing.
 */
export function fileNameAccepted(fileName: string, acceptEntry: string): boolean {
  const name = fileName.toLowerCase();
  const entry = acceptEntry.trim();
  if (EXTENSION_PATTERN.test(entry)) return name.endsWith(entry.toLowerCase());
  return extensionsOfMimePattern(entry).some((extension) => name.endsWith(`.${extension}`));
}
