/**
 * Generates a large, realistic catalogue into a PostgreSQL server for benchmarks.
 *
 *   node --import tsx scripts/generate-catalogue.ts --database-url postgres://… --products 10000
 *
 * The database is migrated by the app's own migrate() and gets the reference data first. Products are
 * then added until the catalogue holds `--products` of them, so running again with a larger number
 * tops it up. Product number i is always the same product (its random stream is seeded from the seed
 * and i alone), so 10,000 then 100,000 gives the same catalogue as 100,000 at once.
 */
import pg from 'pg';
import { openServerDatabase } from '../apps/server/src/db/client';
import { seedReferenceData } from '../apps/server/src/db/seed/seed';
import type { CategorySlug } from '../apps/server/src/db/seed/reference-data';
import { seededRandom } from '../apps/server/src/db/seed/svg-kit';
import { generatorArgs, runWhenMain } from './cli';

export const DEFAULT_SEED = 20_240_601;
export const GENERATED_IMAGE_URL = '/images/placeholder.webp';

// 2,000 products a statement. Rows travel as one array per column (unnest), so a statement has 12
// parameters however many rows it carries; a multi-row VALUES needs 12 per row and PostgreSQL
// allows 65,535. Batches keep each transaction short and memory flat.
const BATCH_SIZE = 2_000;
const MAX_PRODUCTS = 1_000_000;

export class Random {
  private readonly next: () => number;
  constructor(seed: number, index: number) {
    // Mixing the index through a multiplicative hash keeps neighbouring products uncorrelated.
    this.next = seededRandom(Math.imul(seed ^ Math.imul(index + 1, 0x9e3779b1), 0x85ebca6b));
  }
  float() {
    return this.next();
  }
  int(min: number, max: number) {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(probability: number) {
    return this.next() < probability;
  }
  pick<T>(list: readonly T[]): T {
    const item = list[Math.floor(this.next() * list.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  /** `count` distinct items in list order. */
  sample<T>(list: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    for (let guard = 0; chosen.size < Math.min(count, list.length) && guard < 1_000; guard++) {
      chosen.add(Math.floor(this.next() * list.length));
    }
    return [...chosen].sort((a, b) => a - b).flatMap((i) => list[i] ?? []);
  }
}

/** Products that share forms, strengths, packs and wording (GLP-1 pens, hormonal IUDs, …). */
interface ProductKind {
  /** Product lines, each with its brand from the reference data when it has one. */
  lines: { name: string; brand?: string }[];
  forms: string[];
  strengths: string[];
  packs: string[];
  variants: string[];
  uses: string[];
  features: string[];
  tags: string[];
  /** Typical price range in dollars (log-uniform inside it). */
  price: [number, number];
}

const handling = [
  'Ships cold-chain with a temperature logger.',
  'Store at 2–8 °C; do not freeze.',
  'Store at room temperature, away from light.',
  'Supplied with the full prescribing information.',
  'Lot number and expiry printed on every unit.',
  'For professional use by licensed practitioners only.',
  'Genuine manufacturer stock with full traceability.',
  'Dispatched the same day when ordered before 2 pm.',
];

// Word lists per category. Every product line weighs the same, so one line holds about
// 1 / (5 × its category's lines) of the catalogue: a brand search ("botox", "volux", "humira")
// matches one to four percent of products, as in a real clinic-supply shop.
const WORDS: Record<CategorySlug, ProductKind[]> = {
  'botulinum-toxins': [
    {
      lines: [
        { name: 'Botox Cosmetic', brand: 'Allergan' },
        { name: 'Botox Therapeutic', brand: 'Allergan' },
        { name: 'Dysport', brand: 'Ipsen' },
        { name: 'Azzalure', brand: 'Galderma' },
        { name: 'Relfydess', brand: 'Galderma' },
        { name: 'Xeomin', brand: 'Merz Aesthetics' },
        { name: 'Bocouture', brand: 'Merz Aesthetics' },
        { name: 'Daxxify', brand: 'Revance' },
        { name: 'Jeuveau' },
        { name: 'Letybo' },
      ],
      forms: ['Powder for Injection', 'Vial', 'Lyophilised Powder', 'Solution for Injection'],
      strengths: ['50 Units', '100 Units', '200 Units', '300 Units', '500 Units', '125 Units'],
      packs: ['1 vial', '2 vials', '3 vials', '6 vials', 'clinic pack'],
      variants: ['', '', 'EU Label', 'US Label', 'Export'],
      uses: [
        'glabellar lines',
        'crow’s feet',
        'forehead lines',
        'axillary hyperhidrosis',
        'masseter reduction',
        'cervical dystonia',
        'chronic migraine',
      ],
      features: [
        'Onset within two to four days and effect lasting up to four months.',
        'Reconstitute with preservative-free saline before use.',
        'Highly purified neurotoxin with a low protein load.',
        'Predictable diffusion for precise placement.',
      ],
      tags: ['neuromodulator', 'botulinum toxin', 'wrinkles', 'aesthetic', 'therapeutic', 'injectable'],
      price: [90, 1200],
    },
  ],
  'dermal-fillers': [
    {
      lines: [
        { name: 'Juvederm Voluma', brand: 'Allergan' },
        { name: 'Juvederm Volbella', brand: 'Allergan' },
        { name: 'Juvederm Volux', brand: 'Allergan' },
        { name: 'Juvederm Ultra', brand: 'Allergan' },
        { name: 'Restylane Lyft', brand: 'Galderma' },
        { name: 'Restylane Kysse', brand: 'Galderma' },
        { name: 'Restylane Defyne', brand: 'Galderma' },
        { name: 'Teosyal RHA', brand: 'Teoxane' },
        { name: 'Teosyal Redensity', brand: 'Teoxane' },
        { name: 'Belotero Balance', brand: 'Merz Aesthetics' },
        { name: 'Stylage' },
        { name: 'Revanesse Versa' },
      ],
      forms: ['Gel Syringe', 'Prefilled Syringe', 'Injectable Gel'],
      strengths: ['0.55 mL', '1 mL', '1.2 mL', '2 mL'],
      packs: ['1 syringe', '2 syringes', 'box of 5'],
      variants: ['', 'with Lidocaine', 'with Lidocaine', 'Plus', 'Lite'],
      uses: [
        'lip augmentation',
        'cheek volume',
        'jawline definition',
        'nasolabial folds',
        'tear troughs',
        'skin quality and hydration',
        'chin projection',
      ],
      features: [
        'Cross-linked hyaluronic acid gel with a smooth, cohesive texture.',
        'Comes with two 27G thin-wall needles.',
        'Natural-looking results that last nine to eighteen months.',
        'Reversible with hyaluronidase when needed.',
      ],
      tags: ['hyaluronic acid', 'dermal filler', 'lips', 'volume', 'lidocaine', 'injectable'],
      price: [120, 900],
    },
    {
      lines: [
        { name: 'Sculptra', brand: 'Galderma' },
        { name: 'Radiesse', brand: 'Merz Aesthetics' },
      ],
      forms: ['Injectable Implant', 'Vial', 'Prefilled Syringe'],
      strengths: ['1.5 mL', '3 mL', '367.5 mg'],
      packs: ['1 vial', '2 vials', '1 syringe', 'box of 2'],
      variants: ['', '', '(+) with Lidocaine'],
      uses: ['facial volume loss', 'hand rejuvenation', 'skin laxity', 'deep folds'],
      features: [
        'Biostimulatory filler that rebuilds the skin’s own collagen.',
        'Gradual, long-lasting correction over several sessions.',
        'Dilute before use according to the instructions.',
      ],
      tags: ['biostimulator', 'collagen', 'dermal filler', 'volume', 'injectable'],
      price: [250, 1100],
    },
  ],
  orthopedic: [
    {
      lines: [
        { name: 'Durolane', brand: 'Bioventus' },
        { name: 'Gelsyn-3', brand: 'Bioventus' },
        { name: 'Supartz FX', brand: 'Bioventus' },
        { name: 'Synvisc-One', brand: 'Sanofi' },
        { name: 'Synvisc', brand: 'Sanofi' },
        { name: 'Euflexxa' },
        { name: 'Orthovisc' },
        { name: 'Monovisc' },
        { name: 'Hyalgan' },
        { name: 'GenVisc 850' },
      ],
      forms: ['Prefilled Syringe', 'Injection', 'Single-Dose Syringe'],
      strengths: ['2 mL', '3 mL', '4 mL', '6 mL', '20 mg/2 mL', '60 mg/3 mL'],
      packs: ['1 syringe', '3 syringes', '5 syringes'],
      variants: ['', '', 'Single Injection', 'Three-Injection Course'],
      uses: ['knee osteoarthritis', 'hip osteoarthritis', 'shoulder pain', 'joint lubrication'],
      features: [
        'High molecular weight hyaluronan for lasting joint cushioning.',
        'Single-injection regimen reduces clinic visits.',
        'Non-animal stabilised hyaluronic acid.',
        'Relief for up to six months in clinical studies.',
      ],
      tags: ['viscosupplement', 'hyaluronan', 'knee', 'joint', 'orthopedic', 'intra-articular'],
      price: [60, 1500],
    },
    {
      lines: [{ name: 'Knee Injection Kit' }, { name: 'Ultrasound Guidance Gel' }],
      forms: ['Procedure Tray', 'Sterile Pack', 'Bottle'],
      strengths: ['Standard', 'Large', '250 mL', '5 L'],
      packs: ['1 kit', 'box of 10', 'case of 20'],
      variants: ['', 'Sterile', 'Latex-Free'],
      uses: ['ultrasound-guided injections', 'intra-articular procedures', 'joint aspiration'],
      features: [
        'Everything for one aseptic procedure in a single tray.',
        'Hypoallergenic, fragrance-free and water-soluble.',
        'Single patient use.',
      ],
      tags: ['procedure kit', 'sterile', 'ultrasound', 'orthopedic', 'supplies'],
      price: [5, 120],
    },
  ],
  rheumatology: [
    {
      lines: [
        { name: 'Humira', brand: 'AbbVie' },
        { name: 'Kevzara', brand: 'Sanofi' },
        { name: 'Enbrel' },
        { name: 'Cimzia' },
        { name: 'Simponi' },
        { name: 'Actemra' },
        { name: 'Orencia' },
        { name: 'Hadlima' },
      ],
      forms: ['Pen', 'Prefilled Syringe', 'Auto-injector'],
      strengths: ['40 mg/0.4 mL', '50 mg/mL', '162 mg/0.9 mL', '200 mg/1.14 mL', '125 mg/mL'],
      packs: ['2 pens', '4 pens', '2 syringes', '4 syringes'],
      variants: ['', '', 'Citrate-Free', 'Starter Pack', 'Biosimilar'],
      uses: [
        'rheumatoid arthritis',
        'psoriatic arthritis',
        'ankylosing spondylitis',
        'juvenile idiopathic arthritis',
        'plaque psoriasis',
      ],
      features: [
        'Disease-modifying biologic with a convenient dosing schedule.',
        'Latex-free needle cover.',
        'Patient starter materials included.',
        'Supplied in tamper-evident packaging.',
      ],
      tags: ['biologic', 'DMARD', 'arthritis', 'anti-TNF', 'rheumatology'],
      price: [400, 2500],
    },
    {
      lines: [
        { name: 'Rinvoq', brand: 'AbbVie' },
        { name: 'Olumiant' },
        { name: 'Xeljanz' },
        { name: 'Methotrexate' },
      ],
      forms: ['Tablets', 'Extended-Release Tablets', 'Oral Solution'],
      strengths: ['2.5 mg', '5 mg', '11 mg', '15 mg', '30 mg'],
      packs: ['28 tablets', '30 tablets', '90 tablets'],
      variants: ['', '', 'Blister Pack'],
      uses: ['rheumatoid arthritis', 'psoriatic arthritis', 'ulcerative colitis', 'atopic dermatitis'],
      features: [
        'Once-daily oral dosing.',
        'JAK inhibitor therapy for moderate to severe disease.',
        'Supplied in child-resistant packaging.',
      ],
      tags: ['JAK inhibitor', 'DMARD', 'oral', 'arthritis', 'rheumatology'],
      price: [5, 2500],
    },
  ],
  'weightloss-gynecology': [
    {
      lines: [
        { name: 'Ozempic', brand: 'Novo Nordisk' },
        { name: 'Wegovy', brand: 'Novo Nordisk' },
        { name: 'Saxenda', brand: 'Novo Nordisk' },
        { name: 'Mounjaro', brand: 'Eli Lilly' },
        { name: 'Zepbound', brand: 'Eli Lilly' },
      ],
      forms: ['Pen', 'Single-Dose Pen', 'Pre-filled Pen'],
      strengths: ['0.25 mg', '0.5 mg', '1 mg', '1.7 mg', '2.4 mg', '2.5 mg', '5 mg', '10 mg'],
      packs: ['1 pen', '4 pens', '5 pens'],
      variants: ['', '', 'Maintenance Dose', 'Starter Dose'],
      uses: ['chronic weight management', 'type 2 diabetes', 'cardiovascular risk reduction'],
      features: [
        'Once-weekly dosing with a pre-set dose counter.',
        'GLP-1 receptor agonist therapy.',
        'NovoFine needles sold separately.',
      ],
      tags: ['GLP-1', 'weight loss', 'diabetes', 'injectable'],
      price: [250, 1400],
    },
    {
      lines: [
        { name: 'Mirena', brand: 'Bayer' },
        { name: 'Kyleena', brand: 'Bayer' },
        { name: 'Nexplanon' },
        { name: 'Prometrium' },
        { name: 'Estradiol Patch' },
        { name: 'Speculum Set' },
      ],
      forms: ['Intrauterine System', 'Implant', 'Capsules', 'Transdermal Patch', 'Sterile Pack'],
      strengths: ['19.5 mg', '52 mg', '68 mg', '100 mg', '200 mg', '0.05 mg/day'],
      packs: ['1 device', '1 implant', '30 capsules', '8 patches', 'box of 25'],
      variants: ['', '', 'Sterile', 'Inserter Included'],
      uses: [
        'contraception',
        'heavy menstrual bleeding',
        'menopausal symptoms',
        'endometrial protection',
        'gynecological examinations',
      ],
      features: [
        'Up to eight years of reversible contraception.',
        'Inserter included for a quick in-office procedure.',
        'Bioidentical hormone therapy.',
      ],
      tags: ['contraception', 'hormone therapy', 'gynecology', "women's health"],
      price: [20, 1200],
    },
  ],
};

export interface GeneratedProduct {
  name: string;
  description: string;
  price: string;
  originalPrice: string | null;
  tags: string[];
  inStock: boolean;
  featured: boolean;
  categorySlug: CategorySlug;
  brand: string | null;
  rating: string;
  tiers: { minQuantity: number; maxQuantity: number | null; discountPercentage: string }[];
}

const CATEGORY_ORDER = Object.keys(WORDS) as CategorySlug[];

function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function priceOf(r: Random, [low, high]: [number, number]) {
  const dollars = Math.exp(Math.log(low) + r.float() * (Math.log(high) - Math.log(low)));
  const cents = r.pick([0, 0, 50, 95, 99]);
  return Math.min(2500, Math.max(5, Math.floor(dollars) + cents / 100));
}

function tiersOf(r: Random): GeneratedProduct['tiers'] {
  if (!r.chance(0.4)) return [];
  const first = r.pick([3, 5, 10]);
  const tiers = [
    { minQuantity: first, maxQuantity: first * 2 - 1, discountPercentage: r.pick(['3', '5', '7.5']) },
    { minQuantity: first * 2, maxQuantity: null as number | null, discountPercentage: r.pick(['10', '12']) },
  ];
  if (r.chance(0.5)) {
    const second = tiers[1];
    if (second) second.maxQuantity = first * 5 - 1;
    tiers.push({ minQuantity: first * 5, maxQuantity: null, discountPercentage: r.pick(['15', '20']) });
  }
  return tiers;
}

/** Product number `index` (0-based) of the catalogue for `seed`. */
export function generateProduct(seed: number, index: number): GeneratedProduct {
  const r = new Random(seed, index);
  const categorySlug = r.pick(CATEGORY_ORDER);
  const kinds = WORDS[categorySlug];
  const lines = kinds.flatMap((kind) => kind.lines.map((line) => ({ line, words: kind })));
  const { line, words } = r.pick(lines);
  const variant = r.pick(words.variants);
  const form = r.pick(words.forms);
  const name = [line.name, variant, r.pick(words.strengths), form, `(${r.pick(words.packs)})`]
    .filter(Boolean)
    .join(' ');

  const [firstUse, secondUse] = r.sample(words.uses, 2);
  let description = `${line.name} ${form.toLowerCase()} for ${firstUse ?? 'clinical use'}${
    secondUse && r.chance(0.5) ? ` and ${secondUse}` : ''
  }.`;
  for (const sentence of [r.pick(words.features), r.pick(handling), r.pick(words.features)]) {
    if (description.length >= 80 && r.chance(0.5)) break;
    if (description.length + 1 + sentence.length > 300) break;
    if (!description.includes(sentence)) description += ` ${sentence}`;
  }
  if (description.length < 80) description += ' For professional clinical use only; prescription required.';

  const price = priceOf(r, words.price);
  const originalPrice = r.chance(0.3) ? Math.min(3000, price * (1.05 + r.float() * 0.35)) : null;
  return {
    name: capitalise(name),
    description,
    price: price.toFixed(2),
    originalPrice: originalPrice === null ? null : originalPrice.toFixed(2),
    tags: r.sample(words.tags, r.int(2, 4)),
    inStock: !r.chance(0.1),
    featured: r.chance(0.005),
    categorySlug,
    brand: line.brand ?? null,
    rating: r.chance(0.05) ? '0.0' : (3 + r.float() * 2).toFixed(1),
    tiers: tiersOf(r),
  };
}

/** A PostgreSQL array literal for text[] (every element quoted). */
function textArrayLiteral(items: string[]) {
  return `{${items.map((item) => `"${item.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

async function insertBatch(
  client: pg.PoolClient,
  batch: GeneratedProduct[],
  categoryIds: Map<string, number>,
  brandIds: Map<string, number>,
) {
  // Ids are reserved from the identity sequence first, so tiers can name their product without
  // relying on the order of RETURNING rows.
  const reserved = await client.query<{ id: number }>(
    `select nextval(pg_get_serial_sequence('products', 'id'))::int as id from generate_series(1, $1)`,
    [batch.length],
  );
  const ids = reserved.rows.map((row) => row.id);
  const column = <T>(pick: (p: GeneratedProduct) => T) => batch.map(pick);
  await client.query(
    `insert into products (id, name, description, price, original_price, image_url, tags, in_stock,
       featured, category_id, brand_id, rating)
     overriding system value
     select id, name, description, price, original_price, $6, tags::text[], in_stock, featured,
       category_id, brand_id, rating
     from unnest($1::int[], $2::text[], $3::text[], $4::numeric[], $5::numeric[], $7::text[],
       $8::boolean[], $9::boolean[], $10::int[], $11::int[], $12::numeric[])
       as u(id, name, description, price, original_price, tags, in_stock, featured, category_id,
         brand_id, rating)`,
    [
      ids,
      column((p) => p.name),
      column((p) => p.description),
      column((p) => p.price),
      column((p) => p.originalPrice),
      GENERATED_IMAGE_URL,
      column((p) => textArrayLiteral(p.tags)),
      column((p) => p.inStock),
      column((p) => p.featured),
      column((p) => {
        const id = categoryIds.get(p.categorySlug);
        if (id === undefined) throw new Error(`category ${p.categorySlug} is missing`);
        return id;
      }),
      column((p) => (p.brand === null ? null : (brandIds.get(p.brand.toLowerCase()) ?? null))),
      column((p) => p.rating),
    ],
  );

  const tiers = batch.flatMap((product, i) => product.tiers.map((tier) => ({ ...tier, productId: ids[i] })));
  if (tiers.length === 0) return;
  await client.query(
    `insert into bulk_discount_tiers (product_id, min_quantity, max_quantity, discount_percentage)
     select * from unnest($1::int[], $2::int[], $3::int[], $4::numeric[])`,
    [
      tiers.map((t) => t.productId),
      tiers.map((t) => t.minQuantity),
      tiers.map((t) => t.maxQuantity),
      tiers.map((t) => t.discountPercentage),
    ],
  );
}

export interface GenerateOptions {
  databaseUrl: string;
  /** How many products the catalogue should hold afterwards. */
  products: number;
  seed?: number;
  onProgress?: (inserted: number, total: number) => void;
}

export interface GenerateReport {
  before: number;
  after: number;
  tiers: number;
  seconds: number;
}

/**
 * Migrates the database, loads the reference data and adds generated products until it holds
 * `products` of them (existing products count, so it never deletes). Ends with VACUUM ANALYZE so the
 * planner sees the new row counts and index-only scans see an up-to-date visibility map, as
 * autovacuum would leave a live shop.
 */
export async function generateCatalogue(options: GenerateOptions): Promise<GenerateReport> {
  const { databaseUrl, products: target, seed = DEFAULT_SEED } = options;
  if (!Number.isInteger(target) || target < 0 || target > MAX_PRODUCTS) {
    throw new Error(`products must be a whole number from 0 to ${MAX_PRODUCTS}`);
  }
  const started = performance.now();
  const database = await openServerDatabase(databaseUrl, 1);
  try {
    await database.migrate();
    await seedReferenceData(database.db);
  } finally {
    await database.close();
  }

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const client = await pool.connect();
    try {
      const categoryRows = await client.query<{ id: number; slug: string }>(
        'select id, slug from categories',
      );
      const brandRows = await client.query<{ id: number; name: string }>('select id, name from brands');
      const categoryIds = new Map(categoryRows.rows.map((row) => [row.slug, row.id]));
      const brandIds = new Map(brandRows.rows.map((row) => [row.name.toLowerCase(), row.id]));
      const countRow = await client.query<{ count: number }>('select count(*)::int as count from products');
      const before = countRow.rows[0]?.count ?? 0;

      let tierCount = 0;
      for (let start = before; start < target; start += BATCH_SIZE) {
        const end = Math.min(target, start + BATCH_SIZE);
        const batch = Array.from({ length: end - start }, (_, i) => generateProduct(seed, start + i));
        tierCount += batch.reduce((sum, p) => sum + p.tiers.length, 0);
        await client.query('begin');
        try {
          await insertBatch(client, batch, categoryIds, brandIds);
          await client.query('commit');
        } catch (err) {
          await client.query('rollback');
          throw err;
        }
        options.onProgress?.(end - before, target - before);
      }
      if (target > before) await client.query('vacuum (analyze) products, bulk_discount_tiers');
      return {
        before,
        after: Math.max(before, target),
        tiers: tierCount,
        seconds: (performance.now() - started) / 1000,
      };
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}

async function main() {
  const { databaseUrl, products, seed } = generatorArgs(
    { products: 10_000, seed: DEFAULT_SEED },
    'node --import tsx scripts/generate-catalogue.ts --database-url postgres://… [--products 10000] [--seed N]',
  );
  const report = await generateCatalogue({
    databaseUrl,
    products,
    seed,
    onProgress: (done, total) => process.stderr.write(`\r  ${done} / ${total} products`),
  });
  process.stderr.write('\n');
  console.log(
    `catalogue: ${report.before} → ${report.after} products (+${report.tiers} bulk tiers) in ${report.seconds.toFixed(1)} s`,
  );
}

await runWhenMain(import.meta.filename, main);
