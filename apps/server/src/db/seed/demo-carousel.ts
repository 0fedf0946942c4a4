import type { GRADIENT_PRESETS } from '@shop/contract/carousel';
import type { carouselAnimation } from '../schema/catalog';
import type { CategorySlug } from './reference-data';

type AnimationType = (typeof carouselAnimation.enumValues)[number];

export interface DemoHeroItem {
  title: string;
  subtitle: string;
  description: string;
  price: string;
  originalPrice: string;
  gradient: (typeof GRADIENT_PRESETS)[number]['name'];
  textColor: string;
  onSale: boolean;
  badgeText: string;
  badgeColor: string;
  animationType: AnimationType;
  displayDuration: number;
  ctaText: string;
  isActive: boolean;
  sortOrder: number;
  /** Products whose packshots make up the hero picture (by name, the first one in the middle). */
  pictured: [string, ...string[]];
  /**
   * Where the button goes: a product (by name; the slide then shows its current price) or a
   * category (by slug).
   */
  link: { product: string } | { category: CategorySlug };
}

export const DEMO_HERO_ITEMS: readonly DemoHeroItem[] = [
  {
    title: 'Botox® Cosmetic 100 Units',
    subtitle: 'Spring clinic offer',
    description:
      'Stock up on the most requested neuromodulator. Genuine product, shipped cold-chain within 24–48 hours of order approval.',
    price: '629.00',
    originalPrice: '689.00',
    gradient: 'Medical Blue',
    textColor: '#ffffff',
    onSale: true,
    badgeText: 'Limited offer',
    badgeColor: '#ef4444',
    animationType: 'fade',
    displayDuration: 5000,
    ctaText: 'Shop Now',
    isActive: true,
    sortOrder: 1,
    pictured: ['Botox Cosmetic 100 Units', 'Botox Cosmetic 50 Units', 'Dysport 300 Units'],
    link: { product: 'Botox Cosmetic 100 Units' },
  },
  {
    title: 'The Juvéderm® Collection',
    subtitle: 'Voluma · Volux · Volbella',
    description:
      'Lift, contour and refine with the VYCROSS range. Volume pricing applies automatically from five boxes.',
    price: '779.00',
    originalPrice: '899.00',
    gradient: 'Purple Pink',
    textColor: '#1f2937',
    onSale: true,
    badgeText: 'New season',
    badgeColor: '#db2777',
    animationType: 'slide',
    displayDuration: 5000,
    ctaText: 'Explore Fillers',
    isActive: true,
    sortOrder: 2,
    pictured: [
      'Juvéderm Voluma XC 2 × 1 mL',
      'Juvéderm Volbella XC 2 × 0.55 mL',
      'Juvéderm Volux XC 2 × 1 mL',
    ],
    link: { category: 'dermal-fillers' },
  },
  {
    title: 'Single-injection viscosupplements',
    subtitle: 'Durolane · Synvisc-One · Monovisc',
    description:
      'Up to six months of knee osteoarthritis pain relief from one injection. Tiered pricing for busy orthopedic practices.',
    price: '289.00',
    originalPrice: '329.00',
    gradient: 'Ocean',
    textColor: '#ffffff',
    onSale: true,
    badgeText: 'Bulk pricing',
    badgeColor: '#0369a1',
    animationType: 'zoom',
    displayDuration: 5000,
    ctaText: 'View Orthopedic',
    isActive: true,
    sortOrder: 3,
    pictured: ['Durolane 3 mL', 'Synvisc-One 6 mL', 'Monovisc 4 mL'],
    link: { category: 'orthopedic' },
  },
  {
    title: 'GLP-1 pens back in stock',
    subtitle: 'Ozempic · Wegovy · Mounjaro',
    description:
      'Weekly GLP-1 therapies for metabolic and weight-management clinics, shipped refrigerated with temperature logging.',
    price: '899.00',
    originalPrice: '969.00',
    gradient: 'Green Mint',
    textColor: '#ffffff',
    onSale: false,
    badgeText: 'Back in stock',
    badgeColor: '#16a34a',
    animationType: 'none',
    displayDuration: 5000,
    ctaText: 'Order Pens',
    isActive: false,
    sortOrder: 4,
    pictured: ['Ozempic 1 mg Pen', 'Wegovy 2.4 mg, 4 Pens', 'Mounjaro 5 mg/0.5 mL, 4 Pens'],
    link: { category: 'weightloss-gynecology' },
  },
];

/** The home page's featured carousel, in display order. */
export const DEMO_FEATURED_PRODUCTS: readonly string[] = [
  'Botox Cosmetic 100 Units',
  'Juvéderm Voluma XC 2 × 1 mL',
  'Durolane 3 mL',
  'Ozempic 1 mg Pen',
  'Restylane Lyft with Lidocaine 1 mL',
  'Humira 40 mg/0.4 mL Pen, 2 Pens',
  'Xeomin 100 Units',
  'Wegovy 2.4 mg, 4 Pens',
];
