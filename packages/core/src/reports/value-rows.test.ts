import { describe, expect, it } from 'vitest';
import { objectsToValueRows, toValueRows, valueRowsToObjects } from './value-rows.ts';

describe('rows as values (decision 175)', () => {
  const items = [
    { id: 7, name: 'Ravi', city: null },
    { id: 8, name: 'Asha "A"', city: 'Pune' },
  ];

  it('writes each field once and each row as its values in that order, reading each field from the item', () => {
    const rows = toValueRows<(typeof items)[number], { label: string; id: number; city: string | null }>(
      { label: (i) => `${i.name} (${i.id})`, id: (i) => i.id, city: (i) => i.city },
      items,
    );
    expect(rows).toEqual({
      rowFields: ['label', 'id', 'city'],
      rows: [
        ['Ravi (7)', 7, null],
        ['Asha "A" (8)', 8, 'Pune'],
      ],
    });
    expect(valueRowsToObjects(rows)).toEqual([
      { label: 'Ravi (7)', id: 7, city: null },
      { label: 'Asha "A" (8)', id: 8, city: 'Pune' },
    ]);
  });

  it('gives back the objects it was given, through JSON, with the fields given', () => {
    const sent = JSON.parse(JSON.stringify(objectsToValueRows(['city', 'id', 'name'], items)));
    expect(sent.rows[1]).toEqual(['Pune', 8, 'Asha "A"']);
    expect(valueRowsToObjects(sent)).toEqual(items);
    expect(valueRowsToObjects({ rowFields: ['id'], rows: [] })).toEqual([]);
  });
});
