import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { indiaDate } from '@seller-desk/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../components/data-grid/data-table.tsx';
import { errorMessage } from '../../../lib/http.ts';
import { billOrdersQueryKey, useBillOrders, type BillOrderRow } from '../api/get-bill-orders.ts';
import { FIRST_BILL_DATE, type BillsScreen } from '../bills-screens.ts';
import { billOrderColumns } from '../components/bill-orders.columns.tsx';
import { BillsTabs } from '../components/bills-tabs.tsx';
import { DateRangePicker, rangeProblem, type DateRange } from '../components/date-range.tsx';
import { ReturnFollowUpDialog } from '../components/return-follow-up-dialog.tsx';

const PAGE_SIZES = [25, 50, 100];

/**
 * Check Bills (docs/screens.md): one channel's stored lines under Sale, Return or Payment, in a bill-date
 * range kept in the address (?from=&to=), a page at a time from the server (decision 112).
 */
export function BillsPage({ screen }: { screen: BillsScreen }) {
  const { channel, tab, title } = screen;
  const today = indiaDate(new Date());
  const [params, setParams] = useSearchParams();
  const range: DateRange = { from: params.get('from') ?? FIRST_BILL_DATE, to: params.get('to') ?? today };
  const problem = rangeProblem(range, today);
  const [pagination, setPagination] = useState({ page: 0, pageSize: 100 });
  const [editing, setEditing] = useState<BillOrderRow | null>(null);
  const queryClient = useQueryClient();
  const lines = useBillOrders({ channel, tab, ...range, ...pagination }, problem === null);
  const columns = useMemo(() => billOrderColumns(tab, setEditing), [tab]);

  const onRangeChange = (next: DateRange) => {
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('from', next.from);
        out.set('to', next.to);
        return out;
      },
      { replace: true },
    );
    setPagination((p) => ({ ...p, page: 0 }));
  };

  const loadError = lines.isError ? `The lines could not be loaded: ${errorMessage(lines.error)}` : null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <BillsTabs channel={channel} tab={tab} />
      <DataTable<BillOrderRow>
        title={title}
        aboveGrid={
          <>
            <DateRangePicker range={range} today={today} onChange={onRangeChange} />
            {tab === 'RETURN' && (
              <Typography variant="body2" color="text.secondary">
                Record what happened to a return with its Follow-up button: received, POD ticket, condition,
                damage, claim ID and result.
              </Typography>
            )}
          </>
        }
        rows={problem ? [] : (lines.data?.rows ?? [])}
        rowCount={problem ? 0 : (lines.data?.count ?? 0)}
        columns={columns}
        loading={problem === null && lines.isPending}
        refreshing={lines.isFetching && !lines.isPending}
        paginationMode="server"
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        pageSizeOptions={PAGE_SIZES}
        // Search, filters and export would only see the page shown: the toolbar is left out (decision 112).
        showToolbar={false}
        disableColumnMenu
        // A dozen columns at most: all rendered, so that a row reads whole at any horizontal scroll.
        columnBufferPx={4000}
        getRowAriaLabel={(row) => `${row.orderId} ${row.sku}`}
        emptyText={problem ?? loadError ?? `No ${title} lines in these dates`}
        localeText={loadError ? { noRowsLabel: loadError } : {}}
        sx={{ '& .amount-short': { color: 'error.main', fontWeight: 600 } }}
      />
      {editing && (
        <ReturnFollowUpDialog
          channel={channel}
          row={editing}
          onClose={() => setEditing(null)}
          onSaved={() => queryClient.invalidateQueries({ queryKey: billOrdersQueryKey })}
        />
      )}
    </Box>
  );
}
