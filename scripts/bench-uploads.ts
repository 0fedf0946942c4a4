/**
 * `npm run bench -- uploads`: the image upload targets (decision 016), on a PostgreSQL server
 * (BENCH_DATABASE_URL, default the local one), the shop in its own process signed in as an admin:
 * - one 10 MB JPEG (a 4000×3000 photo-like noise image, generated with sharp) uploaded through
 *   POST /api/upload/images, re-encoded and stored: ≤ 2 s (the median of BENCH_UPLOAD_ROUNDS, default 3);
 * - four such uploads at once: the server's resident memory stays ≤ 500 MB (sampled every 20 ms from
 *   /proc/<pid>/status, with the kernel's own high-water mark VmHWM beside it).
 * Every upload sends a different image, so each one is re-encoded and inserted (identical bytes
 * would be stored once).
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  BENCH_ADMIN,
  loadAverage,
  megabytes,
  memoryOf,
  memoryTarget,
  printTargets,
  shopWithNewAdmin,
  throwawayDatabase,
  timeTarget,
  whileSamplingPeak,
} from './bench-support';
import { median } from './bench-lists';
import { generateCatalogue } from './generate-catalogue';

const WIDTH = 4000;
const HEIGHT = 3000;
const MAX_BYTES = 10 * 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? '3');
const AT_ONCE = 4;
const UPLOAD_LIMIT_MS = 2_000;
const RSS_LIMIT_MB = 500;
const SAMPLE_MS = 20;

/**
 * 4000×3000 JPEGs of random pixels, each different, as close under 10 MB as the encoder lands:
 * noise is the hardest content to compress, so no real photo of that size costs more to re-encode.
 */
async function noiseJpegs(count: number): Promise<Buffer[]> {
  const pixels = randomBytes(WIDTH * HEIGHT * 3);
  const images: Buffer[] = [];
  for (let i = 0; i < count; i += 1) {
    pixels.writeUInt32BE(i, 0); // a different first pixel: different bytes, a different stored image
    let quality = 90;
    for (;;) {
      const jpeg = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
        .jpeg({ quality })
        .toBuffer();
      if (jpeg.length <= MAX_BYTES) {
        images.push(jpeg);
        break;
      }
      quality -= 2;
    }
  }
  return images;
}

/** One upload; resolves with its duration and the stored image's URL. */
async function upload(base: string, cookie: string, jpeg: Buffer, name: string) {
  const body = new FormData();
  body.append('images', new Blob([jpeg], { type: 'image/jpeg' }), name);
  const started = performance.now();
  const res = await fetch(`${base}/api/upload/images`, { method: 'POST', body, headers: { cookie } });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${text.slice(0, 300)}`);
  const { files } = JSON.parse(text) as { files: { imageUrl: string }[] };
  const imageUrl = files[0]?.imageUrl;
  if (!imageUrl) throw new Error('upload answered no image');
  return { ms, imageUrl };
}

export async function benchUploads(pendingCleanups: (() => Promise<void>)[]) {
  if (!Number.isInteger(ROUNDS) || ROUNDS < 1)
    throw new Error('BENCH_UPLOAD_ROUNDS must be a whole number ≥ 1');
  const { url, children, release } = await throwawayDatabase('shop_bench_uploads', pendingCleanups);
  try {
    console.log(`\nImage uploads (${WIDTH}×${HEIGHT} noise JPEGs under 10 MB, ${loadAverage()})`);
    await generateCatalogue({ databaseUrl: url, products: 0 });
    const images = await noiseJpegs(1 + ROUNDS + AT_ONCE);
    console.log(`  images: ${images.map((image) => megabytes(image.length)).join(', ')}`);

    const { base, cookie, pid } = await shopWithNewAdmin({ url, children }, BENCH_ADMIN);
    const idle = memoryOf(pid);

    // A warm-up upload (sharp and the connection pool start), then the timed ones, one at a time.
    const [warmup, ...rest] = images;
    if (!warmup) throw new Error('no images');
    const first = await upload(base, cookie, warmup, 'warmup.jpg');
    const stored = await fetch(`${base}${first.imageUrl}`);
    const storedBytes = Buffer.from(await stored.arrayBuffer());
    const storedMeta = await sharp(storedBytes).metadata();
    console.log(
      `  stored: ${stored.headers.get('content-type') ?? '?'} ${storedMeta.width}×${storedMeta.height}, ` +
        `${megabytes(storedBytes.length)}, exif ${storedMeta.exif ? 'present' : 'none'}`,
    );
    const timed: number[] = [];
    for (const [i, image] of rest.slice(0, ROUNDS).entries()) {
      timed.push((await upload(base, cookie, image, `round-${i + 1}.jpg`)).ms);
    }

    // Four at once, the server's memory sampled throughout.
    const concurrent = rest.slice(ROUNDS, ROUNDS + AT_ONCE);
    const {
      result: { together, allMs },
      sampledPeak,
      after,
      peakReset,
      peak,
    } = await whileSamplingPeak(pid, SAMPLE_MS, async () => {
      const startedAll = performance.now();
      const together = await Promise.all(
        concurrent.map((image, i) => upload(base, cookie, image, `together-${i + 1}.jpg`)),
      );
      return { together, allMs: performance.now() - startedAll };
    });

    const uploadMs = median(timed);
    console.log(
      `  one upload at a time: ${timed.map((ms) => `${Math.round(ms)} ms`).join(', ')} (warm-up ${Math.round(first.ms)} ms)`,
    );
    console.log(
      `  ${AT_ONCE} at once: ${together.map((r) => `${Math.round(r.ms)} ms`).join(', ')}; all done in ${Math.round(allMs)} ms`,
    );
    console.log(
      `  server RSS: ${megabytes(idle.rss)} idle; peak ${megabytes(sampledPeak)} sampled, VmHWM ${megabytes(after.hwm)}` +
        `${peakReset ? ' (reset before the four)' : ' (since start: clear_refs not allowed)'}; ${megabytes(after.rss)} after`,
    );
    console.log('\n  targets (image uploads)');
    printTargets([
      timeTarget('10 MB JPEG upload', uploadMs, UPLOAD_LIMIT_MS, 'median'),
      memoryTarget(`RSS, ${AT_ONCE} uploads at once`, peak, RSS_LIMIT_MB),
    ]);
  } finally {
    await release();
  }
}

// Run alone with `node --import tsx scripts/bench-uploads.ts`; `npm run bench` imports it.
if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  await benchUploads([]);
}
