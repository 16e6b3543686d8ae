// docs/fee-model.md's worked example (Flipkart), shared by the pricing tests: P = 499, C = 180, g = 5,
// Pr 40, Pk 10, A 5, R 15, D 0, S 60, and the slabs it names; plus an Amazon referral list.
import type { AmazonCategoryFees, FlipkartCategoryFees } from './slabs.ts';

export const workedListing = {
  listingPrice: 499,
  profit: 40,
  packing: 10,
  advertisingCost: 5,
  returnCost: 15,
  discount: 0,
  shippingFee: 60,
};

export const workedProducts = [{ productName: 'Toy car', purchaseCost: 180, gst: 5 }];

export const workedFlipkartCategory: FlipkartCategoryFees = {
  commissionPercent: [{ from: 300, to: 500, precent: 12 }],
  fixedFeePercent: [{ from: 300, to: 500, precent: 15 }],
  collectionFeePercent: [{ from: 0, to: 750, precent: 2 }],
};

export const amazonReferral8: AmazonCategoryFees = {
  referalFeePercent: [{ from: 300, to: 500, precent: 8 }],
};
