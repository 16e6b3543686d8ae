import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntryRow } from '../api/get-audit-log.ts';
import { ChangeList } from './change-list.tsx';

// The History screen's lines of an entry (docs/screens.md, History): from → to for a change, the values
// alone for a record created or deleted, six lines before "Show all".
const entry = (action: string, changes: AuditEntryRow['changes']): AuditEntryRow => ({
  id: '1',
  at: '2026-06-10T06:00:00.000Z',
  userId: null,
  who: 'asha',
  entity: 'listing',
  entityLabel: 'Listing',
  entityId: 'l-1',
  recordName: 'FK-1 (Flipkart)',
  action,
  actionLabel: action,
  changes,
});
const lines = () =>
  within(screen.getByRole('list', { name: 'Changes of FK-1 (Flipkart)' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('ChangeList', () => {
  it('a change reads from → to, an emptied field with a dash', () => {
    render(
      <ChangeList
        entry={entry('update', [
          { field: 'listingPricePaise', label: 'Listing price', before: '₹449.00', after: '₹459.00' },
          { field: 'packingPaise', label: 'Packing', before: '₹10.00', after: null },
        ])}
      />,
    );
    expect(lines()).toEqual(['Listing price: ₹449.00 → ₹459.00', 'Packing: ₹10.00 → —']);
  });

  it('a created record lists its values alone; seven fields show six, then all on asking', async () => {
    const changes = Array.from({ length: 7 }, (_, i) => ({
      field: `f${i}`,
      label: `Field ${i + 1}`,
      before: null,
      after: `v${i + 1}`,
    }));
    render(<ChangeList entry={entry('create', changes)} />);
    expect(lines()).toEqual([
      ...changes.slice(0, 6).map((c) => `${c.label}: ${c.after}`),
      'Show all 7 changes',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 7 changes' }));
    expect(lines()).toHaveLength(8);
    expect(lines()[6]).toBe('Field 7: v7');
  });

  it('says so when no field changed', () => {
    render(<ChangeList entry={entry('reorder', [])} />);
    expect(screen.getByText('No field changed').textContent).toBe('No field changed');
  });
});
