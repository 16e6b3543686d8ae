import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CHANNEL_INFO } from '@seller-desk/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSession } from '../../../lib/session.ts';
import { DataTable } from '../../../components/data-grid/data-table.tsx';
import { ReturnFollowUpDialog } from '../../../components/return-follow-up-dialog.tsx';
import { errorMessage } from '../../../lib/http.ts';
import { readOrderLinesAgain } from '../../../lib/order-line-queries.ts';
import { useBillOrders, type BillOrderRow } from '../api/get-bill-orders.ts';
import type { BillsScreen } from '../bills-screens.ts';
import { BillOrderCards } from '../components/bill-order-cards.tsx';
import { billOrderColumns } from '../components/bill-orders.columns.tsx';
import { BillsSearch } from '../components/bills-search.tsx';
import { BillsTabs } from '../components/bills-tabs.tsx';
import { ChannelFigures } from '../components/channel-figures.tsx';
import { DateRangePicker, useDashboardRange, type DateRange } from '../components/date-range.tsx';
import { LinePaymentsDialog } from '../components/line-payments-dialog.tsx';

const PAGE_SIZES = [25, 50, 100];

/** Each row as tall as its cells: two values stacked, a wrapped name (decision 167). */
const rowHeight = () => 'auto' as const;

/** The tab's whole filter as CSV (decision 126): every line, not only the page shown. */
function csvHref(screen: BillsScreen, range: DateRange, search: string): string {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  if (search) query.set('search', search);
  return `/files/reports/bills/${CHANNEL_INFO[screen.channel].slug}/${screen.tab.toLowerCase()}.csv?${query}`;
}

/**
 * Check Bills (docs/screens.md): one channel's stored lines under Sale, Return or Payment, in a bill-date
 * range kept in the address (?from=&to=), a page at a time from the server (decision 112).
 */
export function BillsPage({ screen }: { screen: BillsScreen }) {
  const { channel, tab, title } = screen;
  const { range, problem, today, params, setParams } = useDashboardRange();
  const search = params.get('q') ?? '';
  const [pagination, setPagination] = useState({ page: 0, pageSize: 100 });
  const [opened, setOpened] = useState<BillOrderRow | null>(null);
  const isAdmin = useSession().role === 'ADMIN';
  // below md a line is a card, as on the other list screens
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const queryClient = useQueryClient();
  const lines = useBillOrders({ channel, tab, ...range, search, ...pagination }, true);
  const columns = useMemo(() => billOrderColumns(tab, setOpened, isAdmin), [tab, isAdmin]);
  // a follow-up saved or a payment removed changes the reconciliation queues too
  const refresh = () => readOrderLinesAgain(queryClient);

  /** Changes the address's search parameters and goes back to the first page. */
  const setFilter = useCallback(
    (next: Record<string, string>) => {
      setParams(next);
      setPagination((p) => ({ ...p, page: 0 }));
    },
    [setParams],
  );
  const onSearchChange = useCallback((q: string) => setFilter({ q }), [setFilter]);

  const loadError = lines.isError ? `The lines could not be loaded: ${errorMessage(lines.error)}` : null;

  const rows = lines.data?.rows ?? [];
  const rowCount = lines.data?.count ?? 0;
  const emptyText =
    loadError ??
    (search ? `No ${title} line matches “${search}” in these dates` : `No ${title} lines in these dates`);
  const filters = (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <BillsSearch search={search} onChange={onSearchChange} />
        <Button
          startIcon={<DownloadIcon />}
          href={csvHref(screen, range, search)}
          download
          disabled={lines.data?.count === 0}
          aria-label={`Download ${title} as CSV`}
        >
          CSV
        </Button>
      </Stack>
      {tab === 'RETURN' && (
        <Typography variant="body2" color="text.secondary">
          Record what happened to a return with its Follow-up button: received, POD ticket, condition, damage,
          claim ID and result.
        </Typography>
      )}
    </>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <BillsTabs channel={channel} tab={tab} />
      <DateRangePicker
        range={range}
        today={today}
        problem={problem}
        onChange={(next: DateRange) => setFilter({ ...next })}
      />
      <ChannelFigures channel={channel} tab={tab} range={range} />
      {phone ? (
        <BillOrderCards
          tab={tab}
          title={title}
          above={filters}
          rows={rows}
          rowCount={rowCount}
          pagination={pagination}
          onPaginationChange={setPagination}
          pageSizes={PAGE_SIZES}
          loading={lines.isFetching}
          emptyText={emptyText}
          isAdmin={isAdmin}
          onOpenRow={setOpened}
        />
      ) : (
        <DataTable<BillOrderRow>
          title={title}
          aboveGrid={filters}
          rows={rows}
          rowCount={rowCount}
          columns={columns}
          loading={lines.isPending}
          refreshing={lines.isFetching && !lines.isPending}
          paginationMode="server"
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={PAGE_SIZES}
          // The grid's own search, filters and export would see only the page shown: the search and the CSV
          // above it ask the server for the whole filter (decisions 112, 126).
          showToolbar={false}
          disableColumnMenu
          // A dozen columns at most: all rendered, so that a row reads whole at any horizontal scroll.
          columnBufferPx={4000}
          getRowAriaLabel={(row) => `${row.orderId} ${row.sku}`}
          emptyText={emptyText}
          localeText={loadError ? { noRowsLabel: loadError } : {}}
          // Fits a desktop with the menu open (decision 167): rows as tall as their cells, a header on two
          // lines, 4 px of padding; an amount or an order id stays on one line, a text wraps in its cell.
          getRowHeight={rowHeight}
          columnHeaderHeight={56}
          sx={{
            '& .MuiDataGrid-cell': {
              px: 0.5,
              py: 0.75,
              lineHeight: 1.43,
              display: 'flex',
              alignItems: 'center',
            },
            '& .MuiDataGrid-cell:not(.one-line)': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
            // (the empty cell that fills a row's end has no width of its own)
            '& .MuiDataGrid-cellEmpty': { p: 0 },
            // (nor does the last header's resize handle, which stood 5 px past the grid's end)
            '& .MuiDataGrid-columnHeader--last .MuiDataGrid-columnSeparator': { display: 'none' },
            '& .MuiDataGrid-columnHeader': { px: 0.5 },
            '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.25 },
            '& .amount-short': { color: 'error.main', fontWeight: 600 },
          }}
        />
      )}
      {opened && tab === 'RETURN' && (
        <ReturnFollowUpDialog
          channel={channel}
          row={opened}
          onClose={() => setOpened(null)}
          onSaved={refresh}
        />
      )}
      {opened && tab === 'PAYMENT' && (
        <LinePaymentsDialog
          row={opened}
          line={{ channel, orderId: opened.orderId, sku: opened.sku }}
          isAdmin={isAdmin}
          onClose={() => setOpened(null)}
          onChanged={refresh}
        />
      )}
    </Box>
  );
}
