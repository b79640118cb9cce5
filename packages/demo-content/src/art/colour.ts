/** Colour arithmetic on '#rrggbb' strings, enough to shade and blend palette colours. */

interface Rgb {
  readonly red: number;
  readonly green: number;
  readonly blue: number;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

function parseHex(colour: string): Rgb {
  if (!HEX_COLOUR.test(colour)) {
    throw new Error(`Expected a colour like '#a1b2c3', got '${colour}'.`);
  }
  return {
    red: Number.parseInt(colour.slice(1, 3), 16),
    green: Number.parseInt(colour.slice(3, 5), 16),
    blue: Number.parseInt(colour.slice(5, 7), 16),
  };
}

function channelHex(value: number): string {
  const clamped = Math.min(255, Math.max(0, Math.round(value)));
  return clamped.toString(16).padStart(2, '0');
}

/** Linear blend: amount 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const start = parseHex(from);
  const end = parseHex(to);
  const t = Math.min(1, Math.max(0, amount));
  return `#${channelHex(start.red + (end.red - start.red) * t)}${channelHex(
    start.green + (end.green - start.green) * t,
  )}${channelHex(start.blue + (end.blue - start.blue) * t)}`;
}

export const lighten = (colour: string, amount: number): string => mix(colour, '#ffffff', amount);
export const darken = (colour: string, amount: number): string => mix(colour, '#000000', amount);

/** Picks a colour along a list of stops, as if they were spread evenly over 0..1. */
export function sampleGradient(stops: readonly string[], position: number): string {
  const first = stops[0];
  if (first === undefined) {
    throw new Error('sampleGradient needs at least one colour stop.');
  }
  if (stops.length === 1) {
    return first;
  }
  const scaled = Math.min(1, Math.max(0, position)) * (stops.length - 1);
  const index = Math.min(stops.length - 2, Math.floor(scaled));
  return mix(stops[index] ?? first, stops[index + 1] ?? first, scaled - index);
}

/** Relative luminance (0 dark … 1 light), to choose legible or contrasting tones. */
export function luminance(colour: string): number {
  const { red, green, blue } = parseHex(colour);
  return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255;
}

/** Positive for warm colours (red over blue), negative for cool ones. */
export function warmth(colour: string): number {
  const { red, blue } = parseHex(colour);
  return (red - blue) / 255;
}
