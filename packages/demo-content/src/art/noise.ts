import type { Random } from '../random';

/**
 * Smooth pseudo-noise from a few summed sines with random frequencies and phases. Far cheaper than
 * gradient noise and plenty for ridgelines and contours, which only need gentle irregularity.
 */
export type Wave = (x: number) => number;
export type Field = (x: number, y: number) => number;

/** Roughly in [-1, 1]; `x` is expected in [0, 1], `roughness` raises the share of fine detail. */
export function createWave(random: Random, octaves: number, roughness = 0.5): Wave {
  const parts = Array.from({ length: octaves }, (_, octave) => ({
    frequency: (octave + 1) * random.range(1.6, 2.6) * Math.PI,
    phase: random.range(0, Math.PI * 2),
    amplitude: roughness ** octave,
  }));
  const total = parts.reduce((sum, part) => sum + part.amplitude, 0);
  return (x) =>
    parts.reduce(
      (sum, part) => sum + part.amplitude * Math.sin(x * part.frequency + part.phase),
      0,
    ) / total;
}

/** Roughly in [-1, 1] over the unit square. */
export function createField(random: Random, octaves: number): Field {
  const parts = Array.from({ length: octaves }, (_, octave) => {
    const angle = random.range(0, Math.PI * 2);
    const frequency = (octave + 1) * random.range(1.5, 3) * Math.PI;
    return {
      fx: Math.cos(angle) * frequency,
      fy: Math.sin(angle) * frequency,
      phase: random.range(0, Math.PI * 2),
      amplitude: 0.55 ** octave,
    };
  });
  const total = parts.reduce((sum, part) => sum + part.amplitude, 0);
  return (x, y) =>
    parts.reduce(
      (sum, part) => sum + part.amplitude * Math.sin(x * part.fx + y * part.fy + part.phase),
      0,
    ) / total;
}
