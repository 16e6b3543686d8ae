import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueuePager } from './queue-pager.tsx';

// A reconciliation queue is read a page of 100 rows at a time (the server pages it): a longer queue
// says which rows are shown of how many, and turns its pages.
describe('QueuePager', () => {
  it('says which rows of a long queue are shown, and asks for the next and previous pages', async () => {
    const onPage = vi.fn();
    const { rerender } = render(
      <QueuePager title="Overdue payments" count={2345} page={0} onPage={onPage} />,
    );
    // getByText fails when the text is not there
    screen.getByText('Showing 1–100 of 2,345');
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page of Overdue payments' }).disabled,
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next page of Overdue payments' }));
    expect(onPage).toHaveBeenCalledWith(1);
    rerender(<QueuePager title="Overdue payments" count={2345} page={23} onPage={onPage} />);
    screen.getByText('Showing 2,301–2,345 of 2,345');
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Next page of Overdue payments' }).disabled,
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page of Overdue payments' }));
    expect(onPage).toHaveBeenLastCalledWith(22);
  });

  it('shows nothing for a queue that fits one page', () => {
    const { container } = render(
      <QueuePager title="Overdue payments" count={100} page={0} onPage={() => {}} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
