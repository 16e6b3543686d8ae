export interface Product {
  id: string;
  productName: string;
  purchaseCost: number | null;
  stock: number | null;
  gst: number | null;
  hsnCode: string | null;
  productImage: string[];
  img: string | null;
  searchKeyword: string[];
  amazonKeyword: string | null;
  productLength: number | null;
  breadth: number | null;
  height: number | null;
  weight: number | null;
  rackNo: string | null;
  forSale: boolean;
  stage: 'DRAFT' | 'PUBLISHED';
  publishedAt: string | null;
  updatedAt: string;
  version: number;
}

/** ProductInput of the contract: every field optional on update; productName required on create. */
export interface ProductInput {
  productName?: string;
  purchaseCost?: number | null;
  stock?: number | null;
  gst?: number | null;
  hsnCode?: string | null;
  productImage?: string[];
  searchKeyword?: string[];
  amazonKeyword?: string | null;
  productLength?: number | null;
  breadth?: number | null;
  height?: number | null;
  weight?: number | null;
  rackNo?: string | null;
  forSale?: boolean;
  version?: number;
}

export const PRODUCT_FIELDS = `
  id productName purchaseCost stock gst hsnCode productImage img searchKeyword amazonKeyword
  productLength breadth height weight rackNo forSale stage publishedAt updatedAt version
`;
