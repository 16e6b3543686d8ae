import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { FIELDS } from '@seller-desk/core';

/**
 * The columns of sentences, which wrap; every other cell (ids, dates, amounts: a minus sign must stay
 * with its amount) stays on one line, and on a phone the table scrolls sideways. From the md breakpoint
 * on, where the table must fit beside the menu (decision 167): cells are padded 6 px each side, a SKU may
 * break after a hyphen, a date before its year (the page gives it so), and a header wraps between its
 * words, but for an identifier's ("Order ID"), which is read as one.
 */
const WRAPPING = new Set(['Reason']);
const BREAKING_ON_DESKTOP = new Set([
  FIELDS.orderLine.sku.label,
  FIELDS.orderLine.paymentDate.label,
  'Ordered On',
  'Due',
  'Returned On',
  'Claim By',
]);
const ONE_LINE_HEADERS = new Set(['Order ID', 'Order Id', FIELDS.orderLine.sku.label, 'Claim ID']);
const desktopPadding = { px: { xs: 2, md: 0.75 } };
const layoutOf = (column: string, header: boolean) => {
  if (WRAPPING.has(column)) return { ...desktopPadding, minWidth: { xs: '14rem', md: 'auto' } };
  if (header)
    return {
      ...desktopPadding,
      whiteSpace: ONE_LINE_HEADERS.has(column) ? 'nowrap' : { xs: 'nowrap', md: 'normal' },
    };
  return {
    ...desktopPadding,
    whiteSpace: BREAKING_ON_DESKTOP.has(column) ? { xs: 'nowrap', md: 'normal' } : 'nowrap',
  };
};

/**
 * The order the columns are shown in, by index into `head`. Below md a sentence column (the Reason of a
 * refused line) comes first, after a leading Line column, so that it is read whole without scrolling
 * sideways; the ids after it are scrolled to (decision 158). From md on, the order as given.
 */
export function shownColumnOrder(head: readonly string[], narrow: boolean): number[] {
  const all = head.map((_, i) => i);
  if (!narrow) return all;
  const lead = head[0] === 'Line' ? 1 : 0;
  const rest = all.slice(lead);
  return [
    ...all.slice(0, lead),
    ...rest.filter((i) => WRAPPING.has(head[i]!)),
    ...rest.filter((i) => !WRAPPING.has(head[i]!)),
  ];
}

/**
 * The text of an error-toned table: the dark shade in the light theme, where error.main on the page's grey
 * (the title, the sticky header) is 4.43:1, below 4.5:1.
 */
const errorText = (theme: Theme) =>
  theme.palette.mode === 'dark' ? theme.palette.error.main : theme.palette.error.dark;

/** A titled, scrollable table of a few columns (the upload reports' issue and missing-order lists). */
export function SimpleTable({
  title,
  head,
  rows,
  tone,
}: {
  title: string;
  head: string[];
  rows: ReactNode[][];
  tone?: 'error';
}) {
  const theme = useTheme();
  const order = shownColumnOrder(head, useMediaQuery(theme.breakpoints.down('md'), { noSsr: true }));
  // red only while something is listed: "Order ID Mising => 0" framed in red read as a fault (issue 40)
  const red = tone === 'error' && rows.length > 0;
  const toneSx = red ? { color: errorText } : {};
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={{ maxHeight: 320, mb: 2, ...(red ? { borderColor: 'error.main' } : {}) }}
      data-tone={red ? 'error' : undefined}
      // scrolls sideways on a phone: reachable with the keyboard too
      tabIndex={0}
      role="region"
      aria-label={`${title}, scrollable`}
    >
      <Typography
        variant="subtitle1"
        component="h2"
        sx={{ px: 2, pt: 1.5, fontWeight: 600, color: red ? errorText : 'text.primary' }}
      >
        {title}
      </Typography>
      <Table size="small" stickyHeader aria-label={title}>
        <TableHead>
          <TableRow>
            {order.map((j) => (
              <TableCell key={head[j]} sx={{ ...toneSx, ...layoutOf(head[j]!, true) }}>
                {head[j]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={head.length}>None</TableCell>
            </TableRow>
          ) : (
            rows.map((cells, i) => (
              <TableRow key={i}>
                {order.map((j) => (
                  <TableCell key={j} sx={{ ...toneSx, ...layoutOf(head[j]!, false) }}>
                    {cells[j]}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The upload report: one row per count, the label as the row header. */
export function CountsTable({ title, counts }: { title: string; counts: [string, number][] }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mb: 2, maxWidth: 480 }}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
              {title}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {counts.map(([label, n]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="right">{n.toLocaleString('en-IN')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
