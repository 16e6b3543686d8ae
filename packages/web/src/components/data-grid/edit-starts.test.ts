import { describe, expect, it } from 'vitest';
import { cellsAfterTheirSave, EditStarts, editingIds } from './edit-starts.ts';

interface Row {
  id: string;
  version: number;
  stock: number;
}

describe('EditStarts', () => {
  it('sends the version the edit started from, not the version a reload brought in', () => {
    const starts = new EditStarts<Row>();
    starts.start({ id: 'a', version: 3, stock: 10 });
    // A reload brings someone else's save (version 4) while the row is open: the start stays.
    starts.start({ id: 'a', version: 4, stock: 30 });
    starts.startAll(['a'], () => ({ id: 'a', version: 4, stock: 30 }));
    expect(starts.versionToSend('a', 4)).toBe(3);
    expect(starts.get('a')?.values.stock).toBe(10);
  });

  it('after a conflict, bases the edit on the row the person was shown, so a second save overwrites knowingly', () => {
    const starts = new EditStarts<Row>();
    starts.start({ id: 'a', version: 3, stock: 10 });
    starts.seen({ id: 'a', version: 4, stock: 30 });
    expect(starts.versionToSend('a', 4)).toBe(4);
    expect(starts.get('a')?.values.stock).toBe(30);
  });

  it('forgets an ended edit; the next edit starts from the row as it is then', () => {
    const starts = new EditStarts<Row>();
    starts.start({ id: 'a', version: 3, stock: 10 });
    starts.end('a');
    expect(starts.get('a')).toBeUndefined();
    expect(starts.versionToSend('a', 5)).toBe(5);
    // A reload that lands after the edit ended changes nothing.
    starts.seen({ id: 'a', version: 6, stock: 1 });
    expect(starts.get('a')).toBeUndefined();
    starts.start({ id: 'a', version: 6, stock: 1 });
    expect(starts.versionToSend('a', 7)).toBe(6);
  });

  it('records only the rows it can find, and keeps rows apart', () => {
    const starts = new EditStarts<Row>();
    starts.startAll(['a', 'b', 'gone'], (id) =>
      id === 'gone' ? null : { id, version: id === 'a' ? 1 : 2, stock: 0 },
    );
    expect(starts.versionToSend('a', 9)).toBe(1);
    expect(starts.versionToSend('b', 9)).toBe(2);
    expect(starts.get('gone')).toBeUndefined();
  });
});

describe('cellsAfterTheirSave', () => {
  it('puts their value in the cells this person did not change, and keeps the ones they typed', () => {
    const start = { name: 'Toy car', stock: 5, cost: 120, rack: null };
    const stored = { name: 'Toy car', stock: 5, cost: 150, rack: 'A3' };
    expect(cellsAfterTheirSave(start, stored, { ...start, stock: 9 })).toEqual({ cost: 150, rack: 'A3' });
    // a cell both changed keeps what was typed; one they did not change needs nothing
    expect(cellsAfterTheirSave(start, stored, { ...start, cost: 99 })).toEqual({ rack: 'A3' });
  });

  it('counts a cleared cell as unchanged from an empty one, and gives their empty value as empty', () => {
    const start = { rack: null, name: 'Toy car' };
    expect(
      cellsAfterTheirSave(start, { rack: 'B1', name: 'Toy car' }, { rack: '', name: 'Toy car' }),
    ).toEqual({
      rack: 'B1',
    });
    expect(
      cellsAfterTheirSave(
        { rack: 'B1', name: 'Toy car' },
        { name: 'Toy car' },
        { rack: 'B1', name: 'Toy car' },
      ),
    ).toEqual({ rack: null });
  });

  it('leaves the cells alone when nothing was saved meanwhile in them', () => {
    const start = { name: 'Toy car', stock: 5 };
    expect(cellsAfterTheirSave(start, start, { name: 'Toy car', stock: 'x' })).toEqual({});
  });
});

describe('editingIds', () => {
  it('lists the rows in edit mode', () => {
    expect(
      editingIds({ a: { mode: 'edit' }, b: { mode: 'view' }, c: undefined, d: { mode: 'edit' } }),
    ).toEqual(['a', 'd']);
  });
});
