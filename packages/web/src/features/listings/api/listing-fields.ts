import type { Channel } from '@seller-desk/core';
import { graphql } from '../../../lib/gql/index.ts';
import type {
  AmazonListingInput,
  AmazonListingFieldsFragment,
  FlipkartListingInput,
  FlipkartListingFieldsFragment,
  LittleKidListingInput,
  LittleKidListingFieldsFragment,
  MeeshoListingInput,
  MeeshoListingFieldsFragment,
  TrendyHandyListingInput,
  TrendyHandyListingFieldsFragment,
} from '../../../lib/gql/graphql.ts';

/**
 * The listing fields of each channel's GraphQL type that the grid and the Settlement Calculator show
 * (Meesho has no shipping fee; two have a category, read as `category`). The linked products come as ids
 * and names: their pricing fields are in the products list, which the live pricing of an edited row
 * reads; the fee lines come once, as the drawer's settlementLines.
 * @public the fragments are referenced by name inside the documents that use them, not imported
 */
export const ListingFields = {
  flipkart: graphql(`
    fragment FlipkartListingFields on FlipkartListing {
      id
      sno
      skuid
      listingPrice
      profit
      packing
      advertisingCost
      returnCost
      discount
      productLength
      breadth
      height
      weight
      shippingFee
      products {
        id
        productName
      }
      category: flipkartProductCategory {
        id
        name
      }
      purchaseCost
      lossProfit
      priceShouldBe
      priceCellClass
      dimensions {
        productLength
        breadth
        height
        weight
      }
      settlementLines {
        label
        value
      }
      problems {
        field
        message
      }
      img
      productName
      live
      version
    }
  `),
  amazon: graphql(`
    fragment AmazonListingFields on AmazonListing {
      id
      sno
      skuid
      listingPrice
      profit
      packing
      advertisingCost
      returnCost
      discount
      productLength
      breadth
      height
      weight
      shippingFee
      products {
        id
        productName
      }
      category: amazonProductCategory {
        id
        name
      }
      purchaseCost
      lossProfit
      priceShouldBe
      priceCellClass
      dimensions {
        productLength
        breadth
        height
        weight
      }
      settlementLines {
        label
        value
      }
      problems {
        field
        message
      }
      img
      productName
      live
      version
    }
  `),
  meesho: graphql(`
    fragment MeeshoListingFields on MeeshoListing {
      id
      sno
      skuid
      listingPrice
      profit
      packing
      advertisingCost
      returnCost
      discount
      productLength
      breadth
      height
      weight
      products {
        id
        productName
      }
      purchaseCost
      lossProfit
      priceShouldBe
      priceCellClass
      dimensions {
        productLength
        breadth
        height
        weight
      }
      settlementLines {
        label
        value
      }
      problems {
        field
        message
      }
      img
      productName
      live
      version
    }
  `),
  littleKid: graphql(`
    fragment LittleKidListingFields on LittleKidListing {
      id
      sno
      skuid
      listingPrice
      profit
      packing
      advertisingCost
      returnCost
      discount
      productLength
      breadth
      height
      weight
      shippingFee
      products {
        id
        productName
      }
      purchaseCost
      lossProfit
      priceShouldBe
      priceCellClass
      dimensions {
        productLength
        breadth
        height
        weight
      }
      settlementLines {
        label
        value
      }
      problems {
        field
        message
      }
      img
      productName
      live
      version
    }
  `),
  trendyHandy: graphql(`
    fragment TrendyHandyListingFields on TrendyHandyListing {
      id
      sno
      skuid
      listingPrice
      profit
      packing
      advertisingCost
      returnCost
      discount
      productLength
      breadth
      height
      weight
      shippingFee
      products {
        id
        productName
      }
      purchaseCost
      lossProfit
      priceShouldBe
      priceCellClass
      dimensions {
        productLength
        breadth
        height
        weight
      }
      settlementLines {
        label
        value
      }
      problems {
        field
        message
      }
      img
      productName
      live
      version
    }
  `),
} satisfies Record<Channel, unknown>;

/** A listing of any channel as the server answers it (the shapes are generated from schema.graphql). */
export type ListingAnswer =
  | FlipkartListingFieldsFragment
  | AmazonListingFieldsFragment
  | MeeshoListingFieldsFragment
  | LittleKidListingFieldsFragment
  | TrendyHandyListingFieldsFragment;

/** A listing as the grid holds it: every channel's fields, the missing ones null. */
export type Listing = Omit<FlipkartListingFieldsFragment, 'shippingFee' | 'category'> & {
  shippingFee: number | null;
  category: { id: string; name: string } | null;
};

/** The server's listing with the fields its channel lacks set to null. */
export function normaliseListing(answer: ListingAnswer): Listing {
  return {
    ...answer,
    shippingFee: 'shippingFee' in answer ? (answer.shippingFee ?? null) : null,
    category: 'category' in answer ? (answer.category ?? null) : null,
  };
}

/**
 * The input of any channel's listing (skuid required on create; every field optional on update). Each
 * channel's input type accepts it; the grid sends only the fields its channel has.
 */
export type ListingInput = FlipkartListingInput &
  AmazonListingInput &
  MeeshoListingInput &
  LittleKidListingInput &
  TrendyHandyListingInput;
