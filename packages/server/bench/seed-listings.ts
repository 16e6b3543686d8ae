// Seeds a benchmark database straight through Kysely (fast and deterministic): an ADMIN "bench",
// products, Flipkart fee categories with realistic rate cards, and Flipkart listings linking one or two
// products each. Used by listings.bench.ts (25,000 listings) and listings-browser.bench.ts (5,000).
import crypto from 'node:crypto';
import type { App } from '../src/app.ts';
import { benchImages, benchProduct, publishedStamps, signIn } from './bench-utils.ts';

export interface SeedSizes {
  listings: number;
  products: number;
  categories: number;
}

/** A deterministic pseudo-random sequence, so every run and both databases get the same data. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const slab = (from: number, to: number, precent: number) => ({ from, to, precent });

export async function seedListings(app: App, sizes: SeedSizes): Promise<string> {
  const { listings: LISTINGS, products: PRODUCTS, categories: CATEGORIES } = sizes;
  const cookie = await signIn(app);
  const at = new Date().toISOString();
  const stamps = publishedStamps(at);
  const rand = rng(42);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const images = await benchImages(app, cookie, 12);

  const products = Array.from({ length: PRODUCTS }, (_, i) =>
    benchProduct(
      i,
      at,
      {
        purchase_cost_paise: 5000 + Math.floor(rand() * 55000),
        stock: Math.floor(rand() * 40),
        gst: pick([5, 12, 18]),
        hsn_code: pick(['7323', '3924', '9503']),
      },
      images[i % images.length]!,
    ),
  );
  // Realistic Flipkart rate cards: four commission and fixed-fee bands, two collection bands.
  const categories = Array.from({ length: CATEGORIES }, (_, i) => ({
    id: crypto.randomUUID(),
    kind: 'flipkart' as const,
    name: `Category ${i}`,
    ...stamps,
  }));
  // each category's slab lists as its one card version (decision 051), in effect since GST began
  const versions = categories.map((c, i) => ({
    id: crypto.randomUUID(),
    category_id: c.id,
    effective_from: '2017-07-01',
    commission_percent: JSON.stringify([
      slab(0, 300, 5 + (i % 5)),
      slab(300, 500, 8 + (i % 7)),
      slab(500, 1000, 12 + (i % 6)),
      slab(1000, 1000000, 15 + (i % 4)),
    ]),
    fixed_fee_percent: JSON.stringify([
      slab(0, 300, 5),
      slab(300, 500, 15),
      slab(500, 1000, 30),
      slab(1000, 1000000, 50),
    ]),
    collection_fee_percent: JSON.stringify([slab(0, 750, 2), slab(750, 1000000, 20)]),
    referal_fee_percent: '[]',
    created_at: stamps.created_at,
    created_by: null,
  }));
  const listings = Array.from({ length: LISTINGS }, (_, i) => ({
    id: crypto.randomUUID(),
    channel: 'flipkart' as const,
    sno: i + 1,
    skuid: `FK-${String(i).padStart(6, '0')}`,
    listing_price_paise: (150 + Math.floor(rand() * 1350)) * 100,
    profit_paise: pick([2000, 4000, 6000]),
    packing_paise: 1000,
    advertising_cost_paise: 500,
    return_cost_paise: 1500,
    discount_paise: 0,
    shipping_fee_paise: pick([4000, 6000, 8000]),
    product_length: 10,
    breadth: 10,
    height: 10,
    weight: 0.5,
    // about 1 in 50 listings has no category yet: it shows its problems and no price
    category_kind: i % 50 === 7 ? null : ('flipkart' as const),
    category_id: i % 50 === 7 ? null : pick(categories).id,
    ...stamps,
  }));
  const links = listings.flatMap((l) => {
    const first = pick(products).id;
    const second = rand() < 0.3 ? pick(products).id : first;
    return first === second
      ? [{ listing_id: l.id, product_id: first, position: 0 }]
      : [
          { listing_id: l.id, product_id: first, position: 0 },
          { listing_id: l.id, product_id: second, position: 1 },
        ];
  });
  const { db } = app.database;
  await db.transaction().execute(async (tx) => {
    for (let i = 0; i < products.length; i += 500)
      await tx
        .insertInto('products')
        .values(products.slice(i, i + 500))
        .execute();
    await tx.insertInto('fee_categories').values(categories).execute();
    await tx.insertInto('fee_card_versions').values(versions).execute();
    for (let i = 0; i < listings.length; i += 500)
      await tx
        .insertInto('listings')
        .values(listings.slice(i, i + 500))
        .execute();
    for (let i = 0; i < links.length; i += 1000)
      await tx
        .insertInto('listing_products')
        .values(links.slice(i, i + 1000))
        .execute();
    await tx
      .updateTable('listing_sequences')
      .set({ last_sno: LISTINGS })
      .where('channel', '=', 'flipkart')
      .execute();
  });
  return cookie;
}
