/** One of the hero carousel's background presets (docs/product.md, Hero carousel items). */
export interface GradientPreset {
  name: string;
  from: string;
  to: string;
  /** The CSS value stored in `backgroundGradient`. */
  value: string;
}

const preset = (name: string, from: string, to: string): GradientPreset => ({
  name,
  from,
  to,
  value: `linear-gradient(135deg, ${from} 0%, ${to} 100%)`,
});

/** The admin form offers these; a custom gradient text is also allowed. */
export const GRADIENT_PRESETS = [
  preset('Blue Purple', '#667eea', '#764ba2'),
  preset('Ocean', '#2193b0', '#6dd5ed'),
  preset('Sunset', '#ff7e5f', '#feb47b'),
  preset('Green Mint', '#11998e', '#38ef7d'),
  preset('Medical Blue', '#1e3c72', '#2a5298'),
  preset('Purple Pink', '#a18cd1', '#fbc2eb'),
] as const satisfies readonly GradientPreset[];
