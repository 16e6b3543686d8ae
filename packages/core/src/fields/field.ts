// One entry of the field dictionary (decision 376): a field as the API names it, the words the staff
// see, its unit and a line of help. Messages, the History screen, templates and grid headers all take
// their words from here, so a field is spelt one way across the product.

/** The units a field is counted in; money is in rupees at the edge (core/money keeps paise). */
export type FieldUnit = '₹' | '%' | 'cm' | 'kg' | 'days';

export interface FieldEntry {
  /** the field's name in the GraphQL schema and the inputs: "skuid" */
  readonly name: string;
  /** the words the staff see, in messages, headers and the History screen: "SKU" */
  readonly label: string;
  /** a shorter title for a narrow column, where the label would widen it: "Qty" for "Quantity" */
  readonly short?: string;
  readonly unit?: FieldUnit;
  /** one line saying what the field holds */
  readonly help: string;
}

/** The fields of one record, keyed by name; each entry's name is its key. */
export type FieldRecord<K extends string> = { readonly [N in K]: FieldEntry & { readonly name: N } };

type Described = Omit<FieldEntry, 'name'>;

/** A row's number in a list or table: "S No." on every screen (decision 376). */
export const ROW_NUMBER = { label: 'S No.', help: 'The row’s number in the list' } as const;

/** A record's fields from their descriptions: the key becomes each entry's name. */
export function defineFields<K extends string>(fields: { readonly [N in K]: Described }): FieldRecord<K> {
  return Object.fromEntries(
    Object.entries<Described>(fields).map(([name, entry]) => [name, { name, ...entry }]),
  ) as FieldRecord<K>;
}

/**
 * A column's title: the label, with a length or weight unit after it, "Length (cm)". Money and
 * percentages are not repeated in the title: their cells show ₹ and %, and a rate's label says "%".
 */
export function fieldTitle(entry: FieldEntry): string {
  return entry.unit === 'cm' || entry.unit === 'kg' || entry.unit === 'days'
    ? `${entry.label} (${entry.unit})`
    : entry.label;
}

/** A narrow column's title: the short title where the field has one, else the column's title. */
export function fieldShortTitle(entry: FieldEntry): string {
  return entry.short ?? fieldTitle(entry);
}
