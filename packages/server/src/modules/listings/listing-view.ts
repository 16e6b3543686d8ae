import {
  isLive,
  joinedTexts,
  freeDeliveryPrice,
  priceListing,
  settlementLines,
  type Channel,
  type FeeLines,
  type ListingPricing,
  type PreparedCard,
  type PricingOptions,
  type PricingProblem,
  type PricingProduct,
} from '@seller-desk/core';
import type { StageValue } from '../../db/types.ts';
import type { CategoryView } from '../categories/categories.service.ts';
import type { ProductView } from '../products/products.service.ts';
import { wirePricing, wireRupees } from '../../shared/wire-money.ts';
import type { ProductRecord } from '../products/products.repository.ts';
import type { ListingRecord } from './listings.repository.ts';

/** A linked product's pricing inputs as stored: its purchase cost in paise (core's priceListing). */
export const pricingProductOf = (p: ProductRecord): PricingProduct => ({
  ...p,
  purchaseCost: p.purchaseCostPaise,
});

/**
 * A listing as the API returns it. Stored fields are plain properties; every derived field is a getter
 * over one pricing, made on first use and kept, so a query that asks for no derived field computes
 * nothing and one that asks for many computes once per listing. The pricing is worked in paise from the
 * stored record (core's priceListing) and converted to the wire's rupees once (shared/wire-money.ts).
 */
/** A listing's pricing inputs as stored: its money in paise, its own dimensions. */
const listingInPaise = (r: ListingRecord, hasShippingFee: boolean) => ({
  listingPrice: r.listingPricePaise,
  profit: r.profitPaise,
  packing: r.packingPaise,
  advertisingCost: r.advertisingCostPaise,
  returnCost: r.returnCostPaise,
  discount: r.discountPaise,
  ...(hasShippingFee ? { shippingFee: r.shippingFeePaise } : {}),
  productLength: r.productLength,
  breadth: r.breadth,
  height: r.height,
  weight: r.weight,
});

export class ListingView {
  readonly id: string;
  readonly channel: Channel;
  readonly sno: number;
  readonly skuid: string;
  readonly listingPrice: number | null;
  readonly profit: number | null;
  readonly packing: number | null;
  readonly advertisingCost: number | null;
  readonly returnCost: number | null;
  readonly discount: number | null;
  /** undefined on Meesho, which has none */
  readonly shippingFee: number | null | undefined;
  readonly productLength: number | null;
  readonly breadth: number | null;
  readonly height: number | null;
  readonly weight: number | null;
  readonly products: ProductView[];
  readonly flipkartProductCategory: CategoryView | null;
  readonly amazonProductCategory: CategoryView | null;
  readonly stage: StageValue;
  readonly publishedAt: string | null;
  readonly updatedAt: string;
  readonly version: number;
  readonly #record: ListingRecord;
  readonly #pricingProducts: readonly PricingProduct[];
  readonly #card: PreparedCard | null;
  readonly #options: PricingOptions;
  #pricing: ListingPricing | undefined;

  constructor(
    record: ListingRecord,
    products: ProductView[],
    /** the same products' pricing inputs as stored (pricingProductOf), in the same order */
    pricingProducts: readonly PricingProduct[],
    category: CategoryView | null,
    card: PreparedCard | null,
    hasShippingFee: boolean,
    options: PricingOptions = {},
  ) {
    this.id = record.id;
    this.channel = record.channel;
    this.sno = record.sno;
    this.skuid = record.skuid;
    this.listingPrice = wireRupees(record.listingPricePaise);
    this.profit = wireRupees(record.profitPaise);
    this.packing = wireRupees(record.packingPaise);
    this.advertisingCost = wireRupees(record.advertisingCostPaise);
    this.returnCost = wireRupees(record.returnCostPaise);
    this.discount = wireRupees(record.discountPaise);
    this.shippingFee = hasShippingFee ? wireRupees(record.shippingFeePaise) : undefined;
    this.productLength = record.productLength;
    this.breadth = record.breadth;
    this.height = record.height;
    this.weight = record.weight;
    this.products = products;
    this.flipkartProductCategory = record.channel === 'flipkart' ? category : null;
    this.amazonProductCategory = record.channel === 'amazon' ? category : null;
    this.stage = record.stage;
    this.publishedAt = record.publishedAt;
    this.updatedAt = record.updatedAt;
    this.version = record.version;
    this.#record = record;
    this.#pricingProducts = pricingProducts;
    this.#card = card;
    this.#options = options;
  }

  get pricing(): ListingPricing {
    this.#pricing ??= wirePricing(
      priceListing(
        this.channel,
        listingInPaise(this.#record, this.shippingFee !== undefined),
        this.#pricingProducts,
        this.#card,
        this.#options,
      ),
    );
    return this.#pricing;
  }
  get purchaseCost(): number | null {
    return this.pricing.purchaseCost;
  }
  get totalShippingFee(): number | null {
    return this.pricing.totalShippingFee;
  }
  get setlmentValue(): number | null {
    return this.pricing.setlmentValue;
  }
  get taxInsidePrice(): number | null {
    return this.pricing.taxInsidePrice;
  }
  /** g: the GST % the price is taxed at, a product priced by HSN code at its rule (null when not priced) */
  get gst(): number | null {
    return this.pricing.gst;
  }
  get afterPurchaseCostDeduct(): number | null {
    return this.pricing.afterPurchaseCostDeduct;
  }
  get lossProfit(): string | null {
    return this.pricing.lossProfit;
  }
  get priceShouldBe(): number | null {
    return this.pricing.priceShouldBe;
  }
  get priceCellClass(): string | null {
    return this.pricing.priceCellClass;
  }
  get fees(): FeeLines {
    return this.pricing.fees;
  }
  get dimensions() {
    const p = this.pricing;
    return { productLength: p.productLength, breadth: p.breadth, height: p.height, weight: p.weight };
  }
  get settlementLines(): { label: string; value: number | null }[] {
    return settlementLines(this.channel, this.pricing);
  }
  get freeDelivery(): number | null {
    return freeDeliveryPrice(this.pricing);
  }
  get problems(): readonly PricingProblem[] {
    return this.pricing.problems;
  }
  get img(): string | null {
    return this.products[0]?.img ?? null;
  }
  get productName(): string | null {
    return joinedTexts(this.products.map((p) => p.productName));
  }
  get rackNo(): string | null {
    return joinedTexts(this.products.map((p) => p.rackNo));
  }
  get hsnCode(): string | null {
    return joinedTexts(this.products.map((p) => p.hsnCode));
  }
  get live(): boolean {
    return isLive(this.products);
  }
  /** What the audit log keeps: the stored fields and the linked product ids, not the derived values. */
  toJSON() {
    return {
      id: this.id,
      channel: this.channel,
      sno: this.sno,
      skuid: this.skuid,
      listingPrice: this.listingPrice,
      profit: this.profit,
      packing: this.packing,
      advertisingCost: this.advertisingCost,
      returnCost: this.returnCost,
      discount: this.discount,
      shippingFee: this.shippingFee ?? null,
      productLength: this.productLength,
      breadth: this.breadth,
      height: this.height,
      weight: this.weight,
      productIds: this.products.map((p) => p.id),
      categoryId: (this.flipkartProductCategory ?? this.amazonProductCategory)?.id ?? null,
      stage: this.stage,
      publishedAt: this.publishedAt,
      updatedAt: this.updatedAt,
      version: this.version,
    };
  }
}
