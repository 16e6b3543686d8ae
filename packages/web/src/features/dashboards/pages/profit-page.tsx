import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import { CHANNEL_INFO, ORDER_LINE_FIELDS, SALES_FIELDS, type Channel } from '@seller-desk/core';
import { useState } from 'react';
import { DataTable } from '../../../components/data-grid/data-table.tsx';
import { formatNumber, formatRupees } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/http.ts';
import type { SalesSkuOrder } from '../../../lib/gql/graphql.ts';
import { useBusinessNet, useSkuSales, useTopSkus, type SalesSummary } from '../api/get-sales.ts';
import { BillsTabs } from '../components/bills-tabs.tsx';
import { DateRangePicker, useDashboardRange, type DateRange } from '../components/date-range.tsx';
import { LazySalesChart } from '../components/lazy-sales-chart.tsx';
import { SalesTiles } from '../components/sales-tiles.tsx';
import { BUSINESS_NET_FIGURES, SALE_FIGURES } from '../sales-figures.ts';

const PAGE_SIZES = [25, 50, 100];

/** The columns the server sorts by, as its SalesSkuOrder names them. */
const SORTS: Partial<Record<string, SalesSkuOrder>> = {
  key: 'SKU',
  units: 'UNITS',
  returnedUnits: 'RETURNED_UNITS',
  revenue: 'REVENUE',
  netProfit: 'NET_PROFIT',
};

type SkuFigure = keyof typeof SALES_FIELDS & keyof SalesSummary;

/** A figure's column, titled as the dictionary names the figure, as its tile and the CSV do (decision 381). */
const money = (field: SkuFigure, width = 140): GridColDef<SalesSummary> => ({
  field,
  headerName: SALES_FIELDS[field].label,
  type: 'number',
  width,
  sortable: field in SORTS,
  valueFormatter: (v: number) => formatRupees(v),
});
const count = (field: SkuFigure): GridColDef<SalesSummary> => ({
  field,
  headerName: SALES_FIELDS[field].label,
  type: 'number',
  width: 130,
  sortable: field in SORTS,
  valueFormatter: (v: number) => formatNumber(v),
});

function columnsOf(perChannel: boolean): GridColDef<SalesSummary>[] {
  return [
    { field: 'key', headerName: ORDER_LINE_FIELDS.sku.label, width: 170 },
    ...(perChannel
      ? [
          {
            field: 'channel',
            headerName: 'Channel',
            width: 120,
            sortable: false,
            valueFormatter: (v: Channel | null) => (v ? CHANNEL_INFO[v].label : ''),
          } satisfies GridColDef<SalesSummary>,
        ]
      : []),
    count('units'),
    count('returnedUnits'),
    money('revenue'),
    // "Marketplace Fees" whole, with the sort arrow beside it
    money('marketplaceFees', 170),
    money('settlement'),
    money('purchaseCost'),
    money('returnCost'),
    {
      ...money('netProfit'),
      cellClassName: (p) => ((p.value as number) < 0 ? 'amount-short' : ''),
    },
  ];
}

/**
 * Profit per SKU (/dashboard/profit): each SKU's (or SKU and channel's) sums over the range, sorted and
 * paged on the server, downloadable whole as CSV; the range's marketplace totals; the top 10 SKUs by
 * profit, by loss and by units returned.
 */
export function ProfitPage() {
  const { range, problem, today, setParams } = useDashboardRange();
  const [perChannel, setPerChannel] = useState(true);
  const [sort, setSort] = useState<GridSortModel>([{ field: 'netProfit', sort: 'desc' }]);
  const [pagination, setPagination] = useState({ page: 0, pageSize: 50 });
  const orderBy = SORTS[sort[0]?.field ?? 'netProfit'] ?? 'NET_PROFIT';
  const descending = (sort[0]?.sort ?? 'desc') === 'desc';
  const sales = { channel: null, ...range };
  const skus = useSkuSales(sales, { perChannel, orderBy, descending, ...pagination }, true);
  const top = useTopSkus(sales, true).data;
  const net = useBusinessNet(range, true).data;
  const csv = `/files/reports/dashboards/sku-profit.csv?${new URLSearchParams({ ...range, perChannel: String(perChannel) })}`;
  const topChart = (
    title: string,
    rows: { key: string | null; netProfit: number; returnedUnits: number }[] | undefined,
    field: 'netProfit' | 'returnedUnits',
  ) =>
    rows && rows.length > 0 ? (
      <LazySalesChart
        title={title}
        horizontal
        labels={rows.map((r) => r.key ?? '')}
        series={[
          field === 'netProfit'
            ? { label: SALES_FIELDS.netProfit.label, data: rows.map((r) => r.netProfit) }
            : {
                label: SALES_FIELDS.returnedUnits.label,
                data: rows.map((r) => r.returnedUnits),
                kind: 'count',
              },
        ]}
      />
    ) : (
      <Typography variant="body2" color="text.secondary">
        {title}: no SKU in these dates
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <BillsTabs channel="profit" />
      <DateRangePicker
        range={range}
        today={today}
        problem={problem}
        onChange={(next: DateRange) => {
          setParams({ ...next });
          setPagination((p) => ({ ...p, page: 0 }));
        }}
      />
      <SalesTiles
        label="Marketplace figures, all channels"
        figures={SALE_FIGURES.filter((f) =>
          ['revenue', 'marketplaceFees', 'settlement', 'purchaseCost', 'returnCost', 'netProfit'].includes(
            f.field,
          ),
        )}
        summary={skus.data?.salesSummary}
      />
      <Typography variant="subtitle1" component="h2">
        The business&apos;s net
      </Typography>
      <SalesTiles label="The business's net" figures={BUSINESS_NET_FIGURES} summary={net?.businessNet} />
      <DataTable<SalesSummary>
        title="Profit per SKU"
        aboveGrid={
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <FormControlLabel
              control={
                <Switch
                  checked={perChannel}
                  onChange={(e) => {
                    setPerChannel(e.target.checked);
                    setPagination((p) => ({ ...p, page: 0 }));
                  }}
                />
              }
              label="A row per channel"
            />
            <Button
              startIcon={<DownloadIcon />}
              href={csv}
              download
              aria-label="Download profit per SKU as CSV"
            >
              CSV
            </Button>
          </Stack>
        }
        rows={skus.data?.salesBySku ?? []}
        rowCount={skus.data?.salesSkuCount ?? 0}
        getRowId={(r) => `${r.key}|${r.channel ?? ''}`}
        columns={columnsOf(perChannel)}
        loading={skus.isPending}
        refreshing={skus.isFetching && !skus.isPending}
        paginationMode="server"
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        pageSizeOptions={PAGE_SIZES}
        sortingMode="server"
        sortModel={sort}
        onSortModelChange={(m) => {
          setSort(m.length ? m : [{ field: 'netProfit', sort: 'desc' }]);
          setPagination((p) => ({ ...p, page: 0 }));
        }}
        showToolbar={false}
        disableColumnMenu
        emptyText={
          skus.isError
            ? `The SKUs could not be loaded: ${errorMessage(skus.error)}`
            : 'No SKU sold in these dates'
        }
        sx={{ '& .amount-short': { color: 'error.main', fontWeight: 600 } }}
      />
      <Typography variant="subtitle1" component="h2">
        Top 10 SKUs
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {topChart(
          'By profit',
          top?.byProfit.filter((r) => r.netProfit > 0),
          'netProfit',
        )}
        {topChart(
          'By loss',
          top?.byLoss.filter((r) => r.netProfit < 0),
          'netProfit',
        )}
        {topChart(
          'By returns',
          top?.byReturns.filter((r) => r.returnedUnits > 0),
          'returnedUnits',
        )}
      </Box>
    </Box>
  );
}
