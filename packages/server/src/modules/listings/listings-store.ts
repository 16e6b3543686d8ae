// The ports the listings service works through (decision 061): app.ts binds them to the database, the
// unit tests to memory (test/fakes/memory-listings.ts).
import type { Channel, FeeScheduleVersion, GstRule } from '@seller-desk/core';
import type { AuditLog } from '../../shared/audit.ts';
import type { Bound } from '../../shared/unit-of-work.ts';
import type { CategoriesRepository } from '../categories/categories.repository.ts';
import type { ProductsRepository } from '../products/products.repository.ts';
import type { ListingsRepository } from './listings.repository.ts';

/** The dated pricing data every derived value is priced with (the settings module's; app.ts binds it). */
export interface PricingData {
  feeSchedule(channel: Channel): Promise<FeeScheduleVersion[]>;
  gstRules(): Promise<GstRule[]>;
}

/**
 * The ports the listings service works through (app.ts binds the database; unit tests, memory): its own
 * repository, the products and categories a listing links to (their modules' repositories, read only),
 * the pricing data and the audit log.
 */
export interface ListingsStore {
  listings: Bound<ListingsRepository>;
  products: Bound<Pick<ProductsRepository, 'findByIds' | 'names'>>;
  categories: Bound<Pick<CategoriesRepository, 'findById' | 'findByIds' | 'names'>>;
  pricing: PricingData;
  audit: AuditLog;
}
