import type { ArtPalette } from './packshot-devices';
import type { BRANDS, CategorySlug } from './reference-data';

export type BrandName = (typeof BRANDS)[number];

/** House colours used on cartons and wordmarks (approximations, for demo artwork only). */
export const BRAND_PALETTES: Record<BrandName, ArtPalette> = {
  Allergan: { primary: '#1d3f8f', accent: '#7bc4e8' },
  Galderma: { primary: '#3b2a6d', accent: '#e07a9b' },
  Ipsen: { primary: '#7a1f5c', accent: '#f0a3c8' },
  'Merz Aesthetics': { primary: '#00677f', accent: '#f2b600' },
  Revance: { primary: '#2b2b6b', accent: '#e0b05f' },
  Teoxane: { primary: '#0b1f3a', accent: '#e85a8d' },
  Sanofi: { primary: '#6b00d7', accent: '#c9a7ff' },
  Bioventus: { primary: '#0067b1', accent: '#78be20' },
  AbbVie: { primary: '#071d49', accent: '#00a3e0' },
  'Novo Nordisk': { primary: '#001965', accent: '#3b97de' },
  'Eli Lilly': { primary: '#b5121b', accent: '#f6a19a' },
  Bayer: { primary: '#10384f', accent: '#89d329' },
};

/** Each category's pair of colours: icon gradient and the tint behind its packshots. */
export const CATEGORY_COLOURS: Record<CategorySlug, { from: string; to: string }> = {
  'botulinum-toxins': { from: '#4f46e5', to: '#8b5cf6' },
  'dermal-fillers': { from: '#db2777', to: '#f472b6' },
  orthopedic: { from: '#0369a1', to: '#38bdf8' },
  rheumatology: { from: '#c2410c', to: '#fbbf24' },
  'weightloss-gynecology': { from: '#047857', to: '#34d399' },
};
