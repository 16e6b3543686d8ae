// The field dictionary (decision 376): every record's fields, and the one lookup by field name that
// messages and the History screen use when they know the field but not its record.
import { FEE_CATEGORY_FIELDS, LISTING_FIELDS, PRODUCT_FIELDS } from './catalogue-fields.ts';
import { defineFields, type FieldEntry } from './field.ts';
import { BILL_FIELDS, ORDER_LINE_FIELDS } from './ledger-fields.ts';
import { BUSINESS_NET_FIELDS, SALES_FIELDS } from './sales-fields.ts';

export const USER_FIELDS = defineFields({
  username: { label: 'Username', help: 'The name a person signs in with' },
  password: { label: 'Password', help: 'At least the length the password rules ask for' },
  oidcSubject: { label: 'Single sign-on subject', help: 'Who the single sign-on provider says the user is' },
});

export const IMP_LINK_FIELDS = defineFields({
  url: { label: 'Address', help: 'The web address the link opens' },
});

/**
 * The records people edit, whose fields messages and the History screen name. The order is the
 * lookup's: a name two records share reads as the first (a product's purchase cost before a listing's).
 * A bill line's and an order line's quantity are both "Quantity", "Qty" in a narrow column (decision 381).
 */
const EDITED = {
  product: PRODUCT_FIELDS,
  listing: LISTING_FIELDS,
  feeCategory: FEE_CATEGORY_FIELDS,
  bill: BILL_FIELDS,
  orderLine: ORDER_LINE_FIELDS,
  user: USER_FIELDS,
  impLink: IMP_LINK_FIELDS,
} as const;

/**
 * Every record's fields, by record: the edited ones and the dashboards' figures. The figures are sums
 * no one edits; no message or History row names them, so the lookup by name leaves them out.
 */
export const FIELDS = { ...EDITED, sales: SALES_FIELDS, businessNet: BUSINESS_NET_FIELDS } as const;

export type FieldRecordName = keyof typeof FIELDS;

const BY_NAME = new Map<string, FieldEntry>();
for (const record of Object.values(EDITED))
  for (const entry of Object.values<FieldEntry>(record))
    if (!BY_NAME.has(entry.name)) BY_NAME.set(entry.name, entry);

/** The entry of a field by its name, in whichever record first has it; undefined for a name no record has. */
export const fieldEntry = (name: string): FieldEntry | undefined => BY_NAME.get(name);

/** A field's label by its name; a name no record has is given back as it is. */
export const fieldLabel = (name: string): string => BY_NAME.get(name)?.label ?? name;
