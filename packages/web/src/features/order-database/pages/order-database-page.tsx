import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  SHIPMENT_TABS,
  SHIPMENT_TAB_INFO,
  indiaDate,
  shipmentMessage,
  type ShipmentTab,
} from '@seller-desk/core';
import { memo, useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTabScrollButtons } from '../../../components/tab-strip.ts';
import { errorMessage } from '../../../lib/http.ts';
import { useMessageSettings } from '../../../lib/message-settings.ts';
import {
  PAGE_ROWS,
  useRefreshShipments,
  useShipmentCounts,
  useShipmentPage,
  type ShipmentRow,
} from '../api/shipments.ts';
import { claimAndOpen } from '../../../lib/shipment-sends.ts';
import { ShipmentRows, type RowActions } from '../components/shipment-rows.tsx';
import { BULK_SEND_ROWS, useBulkSend } from '../components/use-bulk-send.ts';
import { ShipmentSummaryView } from '../components/shipment-summary.tsx';
import { NDR_QUEUE_PATH, ORDER_SYNC_PATH } from '../paths.ts';

const FLAG_OF: Record<string, keyof Pick<ShipmentRow, 'firstMsg' | 'inTransitMsg' | 'ndrMsg' | 'rtoMsg'>> = {
  firstMsg: 'firstMsg',
  inTransitMsg: 'inTransitMsg',
  ndrMsg: 'ndrMsg',
  rtoMsg: 'rtoMsg',
};

const isTab = (v: string | null): v is ShipmentTab => SHIPMENT_TABS.includes(v as ShipmentTab);
/** The Summary tab: the order database's figures, not a list of rows (decision 311). */
const SUMMARY = 'summary';

/**
 * The tabs with their counts. Memoised: MUI's scrollable Tabs measure their layout after each render they
 * get, which with a page of rows drawn below them is a full layout of the page each time.
 */
const TabStrip = memo(function TabStrip({
  value,
  counts,
  scrollButtons,
  onChange,
}: {
  value: ShipmentTab | typeof SUMMARY;
  counts: Partial<Record<ShipmentTab, number>> | undefined;
  scrollButtons: ReturnType<typeof useTabScrollButtons>;
  onChange: (value: ShipmentTab | typeof SUMMARY) => void;
}) {
  return (
    <Tabs
      value={value}
      onChange={(_e, v: ShipmentTab | typeof SUMMARY) => onChange(v)}
      variant="scrollable"
      scrollButtons={scrollButtons}
      allowScrollButtonsMobile
      sx={{ mb: 2 }}
    >
      {SHIPMENT_TABS.map((t) => (
        <Tab key={t} value={t} label={`${SHIPMENT_TAB_INFO[t].label} (${counts?.[t] ?? 0})`} />
      ))}
      <Tab value={SUMMARY} label="Summary" />
    </Tabs>
  );
});

/** /orderdatabase 'Order DataBase MSG' (docs/orders.md): the order database's tabs, paged on the server. */
export function OrderDatabasePage() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const scrollButtons = useTabScrollButtons();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const summary = tabParam === SUMMARY;
  const tab: ShipmentTab = isTab(tabParam) ? tabParam : 'new';
  const [page, setPage] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const counts = useShipmentCounts();
  const rows = useShipmentPage(tab, page);
  const refresh = useRefreshShipments();
  const settings = useMessageSettings();
  const today = indiaDate(new Date());
  const info = SHIPMENT_TAB_INFO[tab];
  const flag = info.flag === null ? null : FLAG_OF[info.flag]!;

  const messageOf = useCallback(
    (row: ShipmentRow) =>
      shipmentMessage(
        tab,
        { ...row, courier: row.courier === 'ithink' ? 'ithink' : 'shiprocket' },
        settings,
        today,
        narrow ? 'mobile' : 'desktop',
      ),
    [tab, settings, today, narrow],
  );
  const sent = useCallback((row: ShipmentRow) => (flag === null ? false : row[flag]), [flag]);

  const send = useCallback(
    async (row: ShipmentRow, href: string | null = messageOf(row).whatsapp) => {
      if (href === null) return 'noLink' as const;
      const outcome = await claimAndOpen(row.id, tab, href, narrow);
      if (outcome === 'alreadySent')
        setNotice(`Order ${row.orderId} was sent already (by someone else, or in another window).`);
      return outcome;
    },
    [messageOf, tab, narrow],
  );
  // One object while the tab, the device and the message settings stay: the memoised rows are not drawn
  // again when the page around them changes (a notice, the bulk send's progress, the counts).
  const actions = useMemo<RowActions>(
    () => ({
      tab,
      narrow,
      messageOf,
      sent,
      onSend: (row, href) => {
        void send(row, href).then(() => refresh());
      },
    }),
    [tab, narrow, messageOf, sent, send, refresh],
  );
  const onTab = useCallback(
    (value: ShipmentTab | typeof SUMMARY) => {
      setPage(0);
      setParams({ tab: value });
    },
    [setParams],
  );
  const bulk = useBulkSend<ShipmentRow>(
    (row) => send(row),
    () => void refresh(),
  );

  const total = counts.data?.[tab] ?? 0;

  if (counts.isPending)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 2 }}>
        <CircularProgress size={20} />
        <Typography>Loading…</Typography>
      </Stack>
    );
  if (counts.error) return <Alert severity="error">{errorMessage(counts.error)}</Alert>;

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography variant="h5" component="h1">
          Order DataBase MSG
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={NDR_QUEUE_PATH} variant="outlined" size="small">
            NDR queue
          </Button>
          <Button component={RouterLink} to={ORDER_SYNC_PATH} variant="outlined" size="small">
            Order sync
          </Button>
        </Stack>
      </Stack>
      <TabStrip
        value={summary ? SUMMARY : tab}
        counts={counts.data}
        scrollButtons={scrollButtons}
        onChange={onTab}
      />
      {summary ? (
        <ShipmentSummaryView />
      ) : (
        <>
          <Stack
            direction="row"
            spacing={1}
            sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}
          >
            {flag !== null && (
              <Button
                variant="contained"
                disabled={bulk.state.running}
                onClick={() =>
                  void bulk.start((rows.data ?? []).filter((r) => !r[flag] && r.mobileProblem === null))
                }
              >
                Send next {BULK_SEND_ROWS}
              </Button>
            )}
            {bulk.state.running && (
              <>
                <Typography role="status">
                  Sending {bulk.state.at} of {bulk.state.total}: order {bulk.state.orderId}
                </Typography>
                <Button color="error" onClick={bulk.stop}>
                  Stop
                </Button>
              </>
            )}
            <Button
              component="a"
              href={`/files/orders/${info.csvName}`}
              download={info.csvName}
              variant="outlined"
            >
              Download {info.csvName}
            </Button>
          </Stack>
          {notice && (
            <Alert severity="info" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
              {notice}
            </Alert>
          )}
          {rows.error ? (
            <Alert severity="error">{errorMessage(rows.error)}</Alert>
          ) : (
            <ShipmentRows rows={rows.data ?? []} actions={actions} />
          )}
          {total > PAGE_ROWS && (
            <Pagination
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
              count={Math.ceil(total / PAGE_ROWS)}
              page={page + 1}
              onChange={(_e, p) => setPage(p - 1)}
            />
          )}
        </>
      )}
    </Box>
  );
}
