/**
 * MD5 as 32 lowercase hex characters, computed over the UTF-8 bytes of the text.
 *
 * Used for identifiers (cart item keys, cart hashes) the way the original shop used it, never for
 * security: anything that must resist forgery is signed on the server instead. Written out here
 * because pure packages have neither `node:crypto` nor Web Crypto (which is async anyway).
 */
export function md5Hex(text: string): string {
  const words = paddedWords(utf8Bytes(text));
  let a0 = 0x67452301;
  let b0 = 0xefcdab89;
  let c0 = 0x98badcfe;
  let d0 = 0x10325476;

  for (let block = 0; block < words.length; block += 16) {
    let a = a0;
    let b = b0;
    let c = c0;
    let d = d0;
    for (let step = 0; step < 64; step++) {
      let mixed: number;
      let wordIndex: number;
      if (step < 16) {
        mixed = (b & c) | (~b & d);
        wordIndex = step;
      } else if (step < 32) {
        mixed = (d & b) | (~d & c);
        wordIndex = (5 * step + 1) % 16;
      } else if (step < 48) {
        mixed = b ^ c ^ d;
        wordIndex = (3 * step + 5) % 16;
      } else {
        mixed = c ^ (b | ~d);
        wordIndex = (7 * step) % 16;
      }
      const sum =
        (a + mixed + (ROUND_CONSTANTS[step] ?? 0) + (words[block + wordIndex] ?? 0)) >>> 0;
      a = d;
      d = c;
      c = b;
      b = (b + rotateLeft(sum, SHIFTS[step] ?? 0)) >>> 0;
    }
    a0 = (a0 + a) >>> 0;
    b0 = (b0 + b) >>> 0;
    c0 = (c0 + c) >>> 0;
    d0 = (d0 + d) >>> 0;
  }
  return [a0, b0, c0, d0].map(littleEndianHex).join('');
}

const SHIFTS = [
  ...repeat([7, 12, 17, 22], 4),
  ...repeat([5, 9, 14, 20], 4),
  ...repeat([4, 11, 16, 23], 4),
  ...repeat([6, 10, 15, 21], 4),
];

// RFC 1321 defines the table as floor(|sin(i + 1)| × 2^32); doubles reproduce it exactly.
const ROUND_CONSTANTS = Array.from(
  { length: 64 },
  (_, index) => Math.floor(Math.abs(Math.sin(index + 1)) * 2 ** 32) >>> 0,
);

function repeat(values: readonly number[], times: number): number[] {
  return Array.from({ length: times }, () => values).flat();
}

function rotateLeft(value: number, bits: number): number {
  return ((value << bits) | (value >>> (32 - bits))) >>> 0;
}

function littleEndianHex(word: number): string {
  let hex = '';
  for (let byte = 0; byte < 4; byte++) {
    hex += ((word >>> (byte * 8)) & 0xff).toString(16).padStart(2, '0');
  }
  return hex;
}

/** Message bytes + 0x80 + zeros + 64-bit little-endian bit length, as 32-bit little-endian words. */
function paddedWords(bytes: readonly number[]): Uint32Array {
  const blockCount = Math.floor((bytes.length + 8) / 64) + 1;
  const words = new Uint32Array(blockCount * 16);
  bytes.forEach((byte, index) => {
    words[index >>> 2] = (words[index >>> 2] ?? 0) | (byte << ((index % 4) * 8));
  });
  words[bytes.length >>> 2] = (words[bytes.length >>> 2] ?? 0) | (0x80 << ((bytes.length % 4) * 8));
  words[words.length - 2] = (bytes.length * 8) >>> 0;
  words[words.length - 1] = Math.floor(bytes.length / 2 ** 29);
  return words;
}

/** UTF-8 like TextEncoder (absent from the pure packages' types): lone surrogates become U+FFFD. */
export function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const character of text) {
    let codePoint = character.codePointAt(0) ?? 0xfffd;
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) codePoint = 0xfffd;
    if (codePoint < 0x80) {
      bytes.push(codePoint);
    } else if (codePoint < 0x800) {
      bytes.push(0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f));
    } else if (codePoint < 0x10000) {
      bytes.push(
        0xe0 | (codePoint >> 12),
        0x80 | ((codePoint >> 6) & 0x3f),
        0x80 | (codePoint & 0x3f),
      );
    } else {
      bytes.push(
        0xf0 | (codePoint >> 18),
        0x80 | ((codePoint >> 12) & 0x3f),
        0x80 | ((codePoint >> 6) & 0x3f),
        0x80 | (codePoint & 0x3f),
      );
    }
  }
  return bytes;
}
