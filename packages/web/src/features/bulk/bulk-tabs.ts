/** The Bulk area's tabs; each is its own exact route and the tab follows the route. */
export const BULK_TABS = [
  { path: '/bulk', title: 'Product (1)' },
  { path: '/bulk/list', title: 'Listing (2)' },
  { path: '/bulk/download', title: 'Download Listing Csv (3)' },
  { path: '/bulk/profit', title: 'Get All Profit' },
  { path: '/bulk/download/image', title: 'Download Image from URLs' },
  { path: '/bulk/texttospeech', title: 'Text To Speech' },
] as const;
