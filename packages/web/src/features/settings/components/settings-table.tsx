import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { DateField } from '../../../components/date-field.tsx';
import { useDiscardGuard, useReportDirty } from '../../../components/discard-guard.tsx';

/** One editable column: its title, the row's text and how a change is written back. */
export interface SettingsColumn<R> {
  key: string;
  title: string;
  type?: 'date' | 'number' | 'text';
  width?: number;
  get: (row: R) => string;
  set: (row: R, text: string) => R;
}

/** Whether the table shows anything other than what was loaded: a row added or removed, a cell changed. */
function tableChanged<R>(columns: SettingsColumn<R>[], loaded: R[], rows: R[]): boolean {
  return (
    rows.length !== loaded.length ||
    rows.some((row, i) => columns.some((c) => c.get(row) !== c.get(loaded[i]!)))
  );
}

/**
 * A cell's text field. Each change is read into the row at once (Save and the leave guard see it), but
 * while the field has focus it shows the text as typed; on blur it shows the row's value formatted
 * ("250: 8, 500: 12, above: 56"). Formatting while typing rewrote the text under the caret: "18." became
 * "18", so "18.5" came out as 185, and a closing-fee band could not be typed at all (decision 052).
 */
function CellTextField<R>({
  column,
  row,
  label,
  onRow,
}: {
  column: SettingsColumn<R>;
  row: R;
  label: string;
  onRow: (row: R) => void;
}) {
  const formatted = column.get(row);
  // The text typed and the row's formatted text it gave: shown while the row still holds that value,
  // so that a row replaced meanwhile (loaded again after a Save) shows what it holds.
  const [typed, setTyped] = useState<{ text: string; gave: string } | null>(null);
  return (
    <TextField
      size="small"
      fullWidth
      slotProps={{
        htmlInput: { 'aria-label': label, ...(column.type === 'number' ? { inputMode: 'decimal' } : {}) },
      }}
      value={typed !== null && typed.gave === formatted ? typed.text : formatted}
      onChange={(e) => {
        const changed = column.set(row, e.target.value);
        setTyped({ text: e.target.value, gave: column.get(changed) });
        onRow(changed);
      }}
      onBlur={() => setTyped(null)}
    />
  );
}

/**
 * An editable table of a settings section: every cell a text field, rows added and removed, one Save.
 * The server's message (which names the row and the field) shows above the table; that row is marked.
 * While the table differs from what was loaded, leaving the page asks first (decision 129).
 */
export function SettingsTable<R>({
  label,
  loaded,
  rows,
  columns,
  onChange,
  onAdd,
  onSave,
  saving,
  error,
  minRows = 0,
  footer,
}: {
  label: string;
  /** The rows as loaded (or last saved). */
  loaded: R[];
  rows: R[];
  columns: SettingsColumn<R>[];
  onChange: (rows: R[]) => void;
  onAdd: () => void;
  onSave: () => void;
  saving: boolean;
  error: { message: string; row?: number | undefined } | null;
  minRows?: number;
  footer?: ReactNode;
}) {
  const guard = useDiscardGuard(
    null,
    `What you changed in the ${label} is not saved. Discard it, or keep editing and press Save.`,
  );
  useReportDirty(tableChanged(columns, loaded, rows), guard.setDirty);
  return (
    <Stack spacing={1}>
      {error && <Alert severity="error">{error.message}</Alert>}
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key} sx={{ minWidth: c.width ?? 110 }}>
                  {c.title}
                </TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => (
              <TableRow key={i} selected={error?.row === i}>
                {columns.map((c) => (
                  <TableCell key={c.key}>
                    {c.type === 'date' ? (
                      <DateField
                        size="small"
                        fullWidth
                        slotProps={{ htmlInput: { 'aria-label': `${c.title}, row ${i + 1}` } }}
                        value={c.get(row)}
                        onChange={(date) => onChange(rows.map((r, j) => (j === i ? c.set(r, date) : r)))}
                      />
                    ) : (
                      <CellTextField
                        column={c}
                        row={row}
                        label={`${c.title}, row ${i + 1}`}
                        onRow={(changed) => onChange(rows.map((r, j) => (j === i ? changed : r)))}
                      />
                    )}
                  </TableCell>
                ))}
                <TableCell>
                  <IconButton
                    aria-label={`Remove row ${i + 1}`}
                    disabled={rows.length <= minRows}
                    onClick={() => onChange(rows.filter((_, j) => j !== i))}
                  >
                    ×
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {footer}
      <Stack direction="row" spacing={1}>
        <Button onClick={onAdd}>Add row</Button>
        <Button variant="contained" onClick={onSave} disabled={saving}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}

/** A number typed into a cell: '' is null, anything else a number (NaN lets the server name it). */
export const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));
export const textOf = (n: number | null | undefined): string =>
  n === null || n === undefined ? '' : String(n);
