import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridApiCommon, GridColDef, GridColSpanFn } from '@mui/x-data-grid';
import { noLinkPlace } from '../components/no-link-place.ts';
import type { Courier, CourierExportLoad, CourierOrderRow, ReportRow } from '@seller-desk/core';
import {
  indiaDate,
  callScript,
  customMessage,
  customMessageProblems,
  firstOrderMessage,
  inTransitMessage,
  mergeOrderRows,
  ndrMessage,
  rtoMessage,
  ROW_NUMBER,
} from '@seller-desk/core';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { DataTable } from '../../../components/data-grid/data-table.tsx';
import { UploadButton } from '../../../components/upload-button.tsx';
import { useMessageSettings } from '../../../lib/message-settings.ts';
import { CallScriptButton } from '../components/call-script-button.tsx';
import { MessageCards } from '../components/message-cards.tsx';
import { toOrderRows, useRowMessages, type OrderRow } from '../components/message-rows.ts';
import { MessageLinkButton, NoLinkReason } from '../components/message-link-button.tsx';
import { readCourierExport } from '../components/read-courier-export.ts';
import { useWpUsed } from '../components/use-wp-used.ts';
import { useRowSends } from '../components/use-database-orders.ts';
import { OrderSource, orderSourceHint, useOrderSource } from '../components/order-source.tsx';
import type { MessageScreen } from '../message-screens.ts';
import { formatCount } from '../../../lib/format.ts';

const messageOf = {
  firstOrder: firstOrderMessage,
  inTransit: inTransitMessage,
  rto: rtoMessage,
  ndr: ndrMessage,
} as const;

type Row = OrderRow;

/** One bulk message screen: upload a courier export, then one WhatsApp (and SMS, call) link per order. */
export function BulkMessagePage({ screen }: { screen: MessageScreen }) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const settings = useMessageSettings();
  const [device, setDevice] = useState<'mobile' | 'desktop'>(screen.defaultDevice);
  const [courier, setCourier] = useState<Courier>('ithink');
  const [customText, setCustomText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [load, setLoad] = useState<CourierExportLoad | null>(null);
  const { used: usedInFile, startFile, markUsed } = useWpUsed(screen.path);
  const today = indiaDate(new Date());
  // the order database by the screen's tab, or an uploaded export (issue 41 #7)
  const { source, setSource, fromDb, decided, db } = useOrderSource(screen);
  const [sendNotice, setSendNotice] = useState<string | null>(null);

  async function onFile(file: File) {
    setReading(true);
    setFileName(file.name);
    try {
      const result = await readCourierExport(file, screen.chooseCourier ? courier : null);
      setLoad(result);
      if (result.ok) startFile(file);
    } catch (e) {
      setLoad({ ok: false, message: e instanceof Error ? e.message : String(e), problems: [] });
    } finally {
      setReading(false);
    }
  }

  // Rows of one order (the exports write one per SKU) are one message. Custom MSG leaves out orders with
  // no mobile number at all; every other order is shown, a bad number with its reason.
  const orders = useMemo(() => {
    if (!load?.ok) return { shown: [] as ReportRow<CourierOrderRow>[], leftOut: 0 };
    const active = load.orders.filter((o) => !o.cancelled);
    const merged = mergeOrderRows(active);
    const shown = screen.text === 'custom' ? merged.filter((o) => o.mobile !== null) : merged;
    return { shown, leftOut: merged.length - shown.length, cancelled: load.orders.length - active.length };
  }, [load, screen.text]);

  const fileRows = useMemo(() => toOrderRows(orders.shown), [orders]);
  const rows = fromDb ? db.rows : fileRows;
  const { used, onOpen } = useRowSends(screen.databaseTab, fromDb, db, usedInFile, markUsed, setSendNotice);
  const textOf = useCallback(
    (order: CourierOrderRow) =>
      screen.text === 'custom'
        ? customMessage(customText, order, settings, today)
        : messageOf[screen.text](order, settings, today),
    [screen.text, customText, settings, today],
  );
  const scriptOf = useCallback(
    (order: CourierOrderRow) => callScript(order, settings, today),
    [settings, today],
  );
  const rowMessage = useRowMessages(textOf, screen.callScript ? scriptOf : null, device);
  // A custom text with an unknown {placeholder} or a stray brace gets no links until it is fixed: the same
  // rule Settings › Customer messages applies before it saves a template (docs/messaging.md).
  const textProblems = useMemo(
    () => (screen.text === 'custom' ? customMessageProblems(customText) : []),
    [screen.text, customText],
  );
  const linkProblem = textProblems.length > 0 ? 'fix the message first' : null;
  const messageFor = useCallback(
    (row: Row) => {
      const message = rowMessage(row);
      return linkProblem === null ? message : { ...message, whatsapp: null, sms: null };
    },
    [rowMessage, linkProblem],
  );

  // The table is the desktop view (phones get cards): SMS links only where the old system kept them there.
  const columns = useMemo<GridColDef<Row>[]>(() => {
    const noLink = (row: Row) => messageFor(row).whatsapp === null;
    const linkSpan: GridColSpanFn<Row> = (_value, row, column, apiRef) => {
      if (!noLink(row)) return 1;
      const place = noLinkPlace(apiRef.current, column.field);
      return place.first ? place.span : 1;
    };
    // a row's link, or in the first link column the reason it has none (once for the row)
    const linkCell = (row: Row, field: string, api: GridApiCommon, link: () => ReactNode) =>
      !noLink(row) ? (
        link()
      ) : noLinkPlace(api, field).first ? (
        <Box sx={{ py: 1 }}>
          <NoLinkReason reason={linkProblem ?? row.phoneProblem} />
        </Box>
      ) : null;
    const cols: GridColDef<Row>[] = [
      { field: 'sno', headerName: ROW_NUMBER.label, width: 70, type: 'number' },
      { field: 'orderId', headerName: 'Order Id', minWidth: 140, flex: 1 },
      { field: 'customerName', headerName: 'Customer', minWidth: 140, flex: 1 },
      { field: 'mobile', headerName: 'Phone no', width: 130, valueGetter: (_, row) => row.mobile ?? '' },
      { field: 'status', headerName: 'Status', width: 130, valueGetter: (_, row) => row.status ?? '' },
    ];
    if (screen.callScript) {
      cols.push({
        field: 'script',
        headerName: 'Script',
        width: 100,
        sortable: false,
        renderCell: ({ row }) => {
          const message = messageFor(row);
          return <CallScriptButton orderId={row.orderId} script={message.script ?? ''} call={message.call} />;
        },
      });
    }
    if (screen.callButton) {
      cols.push({
        field: 'call',
        headerName: 'Call',
        width: 100,
        sortable: false,
        colSpan: linkSpan,
        renderCell: ({ row, field, api }) =>
          linkCell(row, field, api, () => (
            <MessageLinkButton
              label="Call"
              href={messageFor(row).call}
              sameTab
              ariaLabel={`Call ${row.orderId}`}
            />
          )),
      });
    }
    cols.push({
      field: 'whatsapp',
      headerName: screen.text === 'custom' ? 'Msg WP' : 'WP',
      minWidth: 130,
      sortable: false,
      colSpan: linkSpan,
      renderCell: ({ row, field, api }) =>
        linkCell(row, field, api, () => (
          <MessageLinkButton
            label="WP"
            href={messageFor(row).whatsapp}
            tracksUse
            used={used.has(row.id)}
            sameTab={false}
            onOpen={onOpen(row, messageFor(row).whatsapp ?? '', false)}
            ariaLabel={`WhatsApp ${row.orderId}${used.has(row.id) ? ' (sent)' : ''}`}
          />
        )),
    });
    if (screen.text === 'custom') {
      cols.push({
        field: 'sms',
        headerName: 'Sms',
        width: 90,
        sortable: false,
        colSpan: linkSpan,
        renderCell: ({ row, field, api }) =>
          linkCell(row, field, api, () => (
            <MessageLinkButton
              label="SMS"
              href={messageFor(row).sms}
              sameTab={false}
              ariaLabel={`SMS ${row.orderId}`}
            />
          )),
      });
    }
    cols.push({
      field: 'text',
      headerName: 'Message',
      minWidth: 260,
      flex: 2,
      sortable: false,
      renderCell: ({ row }) => (
        <Box
          title={messageFor(row).text}
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {messageFor(row).text}
        </Box>
      ),
    });
    return cols;
  }, [screen, used, onOpen, messageFor, linkProblem]);

  // The links and texts are made for the screen, not held in the row: the grid's Export takes them from
  // here (it wrote those columns empty). A row without links has its reason under WP, the column every
  // screen has, once.
  const csvValue = useCallback(
    (field: string, row: Row): string | null | undefined => {
      const message = messageFor(row);
      switch (field) {
        case 'script':
          return message.script;
        case 'call':
          return message.call;
        case 'whatsapp':
          return message.whatsapp ?? `No link: ${linkProblem ?? row.phoneProblem ?? ''}`;
        case 'sms':
          return message.sms;
        case 'text':
          return message.text;
        default:
          return undefined;
      }
    },
    [messageFor, linkProblem],
  );

  const controls = (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {orderSourceHint(screen, fromDb)}
      </Typography>
      <OrderSource
        screen={screen}
        source={source}
        onSource={setSource}
        total={db.total}
        shown={db.rows.length}
        loading={db.loading}
      />
      {sendNotice && (
        <Alert severity="info" onClose={() => setSendNotice(null)}>
          {sendNotice}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        {!fromDb && (
          <UploadButton
            label="Upload CSV"
            accept=".csv,.tsv,.txt,text/csv"
            disabled={reading}
            onFiles={([file]) => file && void onFile(file)}
          />
        )}
        {!fromDb && (
          <Typography variant="body2" aria-live="polite">
            {reading ? 'Reading…' : (fileName ?? 'No file chosen')}
          </Typography>
        )}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={device}
          aria-label="Screen type"
          onChange={(_, value: 'mobile' | 'desktop' | null) => value && setDevice(value)}
        >
          <ToggleButton value="mobile">Mobile</ToggleButton>
          <ToggleButton value="desktop">Desktop</ToggleButton>
        </ToggleButtonGroup>
        {screen.chooseCourier && !fromDb && (
          <FormControl size="small" sx={{ minWidth: 150 }}>
            <InputLabel id="courier-label">Courier</InputLabel>
            <Select
              labelId="courier-label"
              label="Courier"
              value={courier}
              onChange={(e) => setCourier(e.target.value as Courier)}
            >
              <MenuItem value="ithink">I Think</MenuItem>
              <MenuItem value="shiprocket">Shiprocket</MenuItem>
            </Select>
          </FormControl>
        )}
      </Box>
      {screen.text === 'custom' && (
        <TextField
          label="Message"
          multiline
          minRows={3}
          value={customText}
          onChange={(e) => setCustomText(e.target.value)}
          error={textProblems.length > 0}
          helperText={
            textProblems.length > 0
              ? textProblems.map((p) => p.message).join('. ')
              : 'Your text for every customer. You may use {customerName}, {orderId}, {productName}, {trackingLink}…'
          }
        />
      )}
      {load && !load.ok && (
        <Alert severity="error" role="alert">
          {load.message}
        </Alert>
      )}
      {load?.ok && load.problems.length > 0 && (
        <Alert severity="warning">
          {formatCount(load.problems.length, 'row')} of the file had a problem:
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {load.problems.slice(0, 20).map((p, i) => (
              <li key={i}>
                Row {p.line}
                {p.column ? `, ${p.column}` : ''}: {p.message}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {load?.ok && orders.leftOut > 0 && (
        <Alert severity="info">
          {orders.leftOut} order{orders.leftOut === 1 ? ' has' : 's have'} no mobile number and{' '}
          {orders.leftOut === 1 ? 'is' : 'are'} left out.
        </Alert>
      )}
    </Box>
  );

  const emptyText = !decided
    ? 'Loading…'
    : fromDb
      ? 'No orders on this tab of the order database'
      : load?.ok
        ? 'No orders in this file'
        : 'Upload an export to see its orders';
  if (narrow) {
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {screen.title}
        </Typography>
        {controls}
        <MessageCards
          rows={rows}
          messageFor={messageFor}
          used={used}
          onOpen={onOpen}
          callButton={screen.callButton}
          linkProblem={linkProblem}
          emptyText={emptyText}
        />
      </Box>
    );
  }
  return (
    <DataTable<Row>
      title={screen.title}
      aboveGrid={controls}
      rows={rows}
      columns={columns}
      loading={reading || (fromDb && db.loading)}
      exportFileName={screen.title.toLowerCase().replace(/\s+/g, '-')}
      csvValue={csvValue}
      getRowAriaLabel={(row) => row.orderId}
      localeText={{ noRowsLabel: emptyText }}
      // A row without links says why, once, across its link columns ("No link: "12345" is not an Indian
      // mobile number (10 digits starting 6–9)"): it grows to show the reason whole.
      getRowHeight={({ model }) => (model.phoneProblem ? 'auto' : null)}
      height="max(480px, calc(100dvh - 300px))"
    />
  );
}
