import { lighten, mix, warmth } from './colour';

/**
 * Hand-picked, calm palettes. Each has a light ground, a near-black ink, five tones ordered from
 * light to dark, and one accent used sparingly, so any style can use any palette and stay harmonious.
 */
export interface Palette {
  readonly paper: string;
  readonly ink: string;
  /** Five tones, lightest first. */
  readonly tones: readonly [string, string, string, string, string];
  readonly accent: string;
}

export const palettes = {
  terracotta: {
    paper: '#f3ece1',
    ink: '#2b2220',
    tones: ['#ead1ae', '#d9a56f', '#c0744a', '#934733', '#5a3128'],
    accent: '#3f6475',
  },
  atlantic: {
    paper: '#eef0ec',
    ink: '#14222e',
    tones: ['#c4d6d8', '#8fb1bb', '#5a8898', '#355f70', '#1f3b4b'],
    accent: '#d7a35a',
  },
  sage: {
    paper: '#f1efe6',
    ink: '#25302a',
    tones: ['#d6dcc5', '#adbb9c', '#82967a', '#5a6e55', '#3b4b3a'],
    accent: '#c98b63',
  },
  ochre: {
    paper: '#f4eedf',
    ink: '#2a241c',
    tones: ['#efd9a2', '#ddb35a', '#b98636', '#7c5c33', '#4a4439'],
    accent: '#6d8a8f',
  },
  dusk: {
    paper: '#f2ebe7',
    ink: '#221c2b',
    tones: ['#ecc3b0', '#cf979a', '#987494', '#625f84', '#363c5e'],
    accent: '#e7b866',
  },
  nordic: {
    paper: '#f2f1ee',
    ink: '#1f2326',
    tones: ['#dcdfda', '#b7bfc1', '#8d9aa0', '#62727b', '#3d4a52'],
    accent: '#c2785a',
  },
  azulejo: {
    paper: '#f4f1ea',
    ink: '#102a47',
    tones: ['#cbd9e7', '#8eaed0', '#4f7cb0', '#2a5689', '#173a63'],
    accent: '#d9ab4a',
  },
  rosewood: {
    paper: '#f4ebe6',
    ink: '#2a1a1c',
    tones: ['#ecccc3', '#d49a90', '#ad6763', '#7d4045', '#4b2b31'],
    accent: '#8aa08c',
  },
  olive: {
    paper: '#f2eedd',
    ink: '#2b2a1e',
    tones: ['#e0d8ad', '#bdb476', '#929252', '#6a7143', '#45492f'],
    accent: '#c46f45',
  },
  bauhaus: {
    paper: '#f1ebdf',
    ink: '#1d1d1f',
    tones: ['#e9c46a', '#d98b4f', '#c4553b', '#2f5a87', '#263445'],
    accent: '#8ba89a',
  },
  midnight: {
    paper: '#ebe6dc',
    ink: '#0f1521',
    tones: ['#d9cdb2', '#9eaab5', '#56697f', '#2d3d55', '#19253a'],
    accent: '#e3c07a',
  },
  sumi: {
    paper: '#f2ece0',
    ink: '#1b1a18',
    tones: ['#dcd5c8', '#aca597', '#716c64', '#423f3a', '#262522'],
    accent: '#b23a2e',
  },
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;

export const paletteNames = Object.keys(palettes) as PaletteName[];

/** The warmest light tone of a palette: a sun should glow, even in a blue palette. */
export function sunlight(palette: Palette): string {
  const candidates = [palette.accent, palette.tones[0], palette.tones[1]];
  const warmest = candidates.reduce((best, colour) =>
    warmth(colour) > warmth(best) ? colour : best,
  );
  return lighten(mix(warmest, '#f2cf8a', 0.45), 0.2);
}
