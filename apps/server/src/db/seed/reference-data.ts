/** The fixed reference data every shop has (docs/product.md, Catalogue and listings: the five slugs). */
export const CATEGORIES = [
  {
    slug: 'botulinum-toxins',
    name: 'Botulinum Toxins',
    description:
      'Neuromodulators for aesthetic and therapeutic use: glabellar lines, crow’s feet, hyperhidrosis and more.',
    sortOrder: 1,
  },
  {
    slug: 'dermal-fillers',
    name: 'Dermal Fillers',
    description:
      'Hyaluronic-acid and biostimulatory fillers for lips, cheeks, jawline and deep folds, with and without lidocaine.',
    sortOrder: 2,
  },
  {
    slug: 'orthopedic',
    name: 'Orthopedic',
    description: 'Viscosupplements and intra-articular injections for knee, hip and shoulder osteoarthritis.',
    sortOrder: 3,
  },
  {
    slug: 'rheumatology',
    name: 'Rheumatology',
    description:
      'Biologics and disease-modifying treatments for rheumatoid arthritis, psoriatic arthritis and related conditions.',
    sortOrder: 4,
  },
  {
    slug: 'weightloss-gynecology',
    name: 'Weight Loss & Gynecology',
    description:
      'GLP-1 therapies for weight management and gynecological products for women’s health practices.',
    sortOrder: 5,
  },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

export const BRANDS = [
  'Allergan',
  'Galderma',
  'Ipsen',
  'Merz Aesthetics',
  'Revance',
  'Teoxane',
  'Sanofi',
  'Bioventus',
  'AbbVie',
  'Novo Nordisk',
  'Eli Lilly',
  'Bayer',
] as const;
