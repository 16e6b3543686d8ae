import TablePagination from '@mui/material/TablePagination';
import { QUEUE_PAGE_SIZE } from '../api/reconciliation.ts';

/**
 * The pages of a queue longer than a page (QUEUE_PAGE_SIZE rows): which rows are shown of how many, and
 * the previous and next pages. The CSV holds the whole queue.
 */
export function QueuePager({
  title,
  count,
  page,
  onPage,
}: {
  title: string;
  count: number;
  page: number;
  onPage: (page: number) => void;
}) {
  if (count <= QUEUE_PAGE_SIZE) return null;
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={QUEUE_PAGE_SIZE}
      rowsPerPageOptions={[]}
      onPageChange={(_event, next) => onPage(next)}
      labelDisplayedRows={({ from, to, count: all }) =>
        `Showing ${from.toLocaleString('en-IN')}–${to.toLocaleString('en-IN')} of ${all.toLocaleString('en-IN')}`
      }
      slotProps={{
        actions: {
          previousButton: { 'aria-label': `Previous page of ${title}` },
          nextButton: { 'aria-label': `Next page of ${title}` },
        },
      }}
      sx={{ mt: -2, mb: 2 }}
    />
  );
}
