import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardList } from './card-list.tsx';

// The phone layout's "Export CSV" waits, as the grid's Export does, until every row is in
// (docs/screens.md, Shell).
const rows = [
  { id: 'a', name: 'Kids set' },
  { id: 'b', name: 'Gift box' },
];

function renderList(exportHold: string | null, onExport = vi.fn()) {
  render(
    <CardList
      title="Products"
      rows={rows}
      rowKey={(row) => row.id}
      searchTexts={(row) => [row.name]}
      renderCard={(row) => <p>{row.name}</p>}
      onExport={onExport}
      exportHold={exportHold}
      emptyText="No products"
    />,
  );
  return onExport;
}

describe('CardList Export CSV', () => {
  it('is disabled, with the reason under it, while rows are still arriving', async () => {
    const onExport = renderList('Export is ready once all 5,000 rows are loaded');
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('menuitem', { name: 'Export CSV' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('menu').textContent).toContain('Export is ready once all 5,000 rows are loaded');
    expect(onExport).not.toHaveBeenCalled();
  });

  it('exports the rows the search finds once every row is in', async () => {
    const onExport = renderList(null);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'gift');
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalledWith([rows[1]]);
  });
});
