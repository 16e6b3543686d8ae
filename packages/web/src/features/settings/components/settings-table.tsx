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
import type { ReactNode } from 'react';
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
                      <TextField
                        size="small"
                        fullWidth
                        slotProps={{
                          htmlInput: {
                            'aria-label': `${c.title}, row ${i + 1}`,
                            ...(c.type === 'number' ? { inputMode: 'decimal' } : {}),
                          },
                        }}
                        value={c.get(row)}
                        onChange={(e) =>
                          onChange(rows.map((r, j) => (j === i ? c.set(r, e.target.value) : r)))
                        }
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
