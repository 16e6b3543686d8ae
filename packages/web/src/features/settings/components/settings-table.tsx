import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { DateField } from '../../../components/date-field.tsx';
import { useDiscardGuard, useReportDirty } from '../../../components/discard-guard.tsx';
import { RefusalAlert } from './refusal-alert.tsx';
import type { Refusal } from './setting-draft.ts';

/** One editable column: its title, the row's text and how a change is written back. */
export interface SettingsColumn<R> {
  /** The field core's check names for this column's cell. */
  key: string;
  title: string;
  type?: 'date' | 'number' | 'text';
  width?: number;
  /**
   * A text that can be longer than its cell (Amazon's closing-fee bands, a rule's note) wraps onto more
   * lines, so it is read whole without clicking into it; Enter still adds no line.
   */
  wraps?: boolean;
  get: (row: R) => string;
  set: (row: R, text: string) => R;
  /**
   * Whether a text reads as a value the column can write again; one that does not ("x" in a number cell)
   * stays as typed once the cell is left, and the check before saving names it. A number cell reads ''
   * and numbers; any other cell reads everything.
   */
  reads?: (text: string) => boolean;
}

/** A problem of the rows, as core's checks give them: the row (0-based), the field and the sentence. */
export interface RowProblem {
  index: number;
  field: string;
  message: string;
}

const readsAsNumber = (text: string) => {
  const n = numberOf(text);
  return n === null || Number.isFinite(n);
};

/** Whether the table shows anything other than what was loaded: a row added or removed, a cell changed. */
function tableChanged<R>(columns: SettingsColumn<R>[], loaded: R[], rows: R[]): boolean {
  return (
    rows.length !== loaded.length ||
    rows.some((row, i) => columns.some((c) => c.get(row) !== c.get(loaded[i]!)))
  );
}

/**
 * The text a settings field shows. Each change is read into the value at once (Save and the leave guard
 * see it), but while the field has focus it shows the text as typed; on blur it shows the value
 * formatted ("250: 8, 500: 12, above: 56"), unless the text does not read ("x" in a number field, "250:
 * x" in the bands): that stays as typed for the person to correct. Formatting while typing rewrote the
 * text under the caret: "18." became "18", so "18.5" came out as 185, and a closing-fee band could not be
 * typed at all (decision 052).
 */
function useTypedText(formatted: string, reads: (text: string) => boolean) {
  // The text typed and the formatted text of the value it gave: shown while the value is still that,
  // so that a value replaced meanwhile (loaded again after a Save) shows what it is.
  const [typed, setTyped] = useState<{ text: string; gave: string } | null>(null);
  return {
    text: typed !== null && typed.gave === formatted ? typed.text : formatted,
    typed: (text: string, gave: string) => setTyped({ text, gave }),
    left: () => setTyped((t) => (t !== null && !reads(t.text) ? t : null)),
  };
}

/** A cell's text field: the column's text of the row, kept as typed as `useTypedText` says. */
function CellTextField<R>({
  column,
  row,
  label,
  visibleLabel,
  invalid,
  onRow,
}: {
  column: SettingsColumn<R>;
  row: R;
  label: string;
  /** the label shown above the field (a phone's card); a table's column title names it otherwise */
  visibleLabel?: string;
  invalid: boolean;
  onRow: (row: R) => void;
}) {
  const reads = column.reads ?? (column.type === 'number' ? readsAsNumber : () => true);
  const shown = useTypedText(column.get(row), reads);
  return (
    <TextField
      size="small"
      fullWidth
      label={visibleLabel}
      multiline={column.wraps}
      slotProps={{
        htmlInput: { 'aria-label': label, ...(column.type === 'number' ? { inputMode: 'decimal' } : {}) },
      }}
      value={shown.text}
      error={invalid}
      onKeyDown={column.wraps ? (e) => e.key === 'Enter' && e.preventDefault() : undefined}
      onChange={(e) => {
        const changed = column.set(row, e.target.value);
        shown.typed(e.target.value, column.get(changed));
        onRow(changed);
      }}
      onBlur={shown.left}
    />
  );
}

/**
 * A number field of a settings form, read as a table's number cell reads it (`numberOf`: '' is empty,
 * other text that is no number NaN, both named by core's check) and kept as typed the same way.
 */
export function SettingsNumberField({
  value,
  onValue,
  label,
  ariaLabel,
  error,
  helperText,
  size,
}: {
  value: number | null | undefined;
  onValue: (value: number | null) => void;
  label?: string;
  /** the name of a field without a visible label (a table's cell) */
  ariaLabel?: string;
  /** whether the value is wrong; `helperText` says why under the field (a table's cell says it elsewhere) */
  error?: boolean;
  helperText?: string | undefined;
  size?: 'small' | 'medium';
}) {
  const shown = useTypedText(textOf(value), readsAsNumber);
  return (
    <TextField
      label={label}
      size={size}
      slotProps={{
        htmlInput: { inputMode: 'decimal', ...(ariaLabel ? { 'aria-label': ariaLabel } : {}) },
      }}
      value={shown.text}
      error={error}
      helperText={helperText}
      onChange={(e) => {
        const n = numberOf(e.target.value);
        shown.typed(e.target.value, textOf(n));
        onValue(n);
      }}
      onBlur={shown.left}
    />
  );
}

/**
 * An editable table of a settings section: every cell a text field, rows added and removed, one Save.
 * Save first checks the rows with core's check (`check`): while it finds a problem nothing is sent, and
 * its messages, which name the row and the field, show above the table, follow the edits and mark the
 * rows and cells. The server's refusal (which names the row and the field too) shows there as well,
 * until the next edit (`useSettingDraft`). While the table differs from what was loaded, leaving the
 * page asks first (decision 129) and Save is enabled; with nothing changed, or a change typed back by
 * hand, there is nothing to save and Save is disabled (decision 168).
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
  refusal,
  onTakeStored,
  check,
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
  /** The server's refusal of the last Save, until the next edit (a stale one until the next Save). */
  refusal: Refusal | null;
  /** Takes the stored value another person's Save left, dropping the rows typed (decision 145). */
  onTakeStored: () => void;
  /** Core's check of the rows: Save sends nothing while it finds a problem. */
  check: (rows: R[]) => readonly RowProblem[];
  minRows?: number;
  footer?: ReactNode;
}) {
  const guard = useDiscardGuard(
    null,
    `What you changed in the ${label} is not saved. Discard it, or keep editing and press Save.`,
  );
  // what the leave guard holds the page for is what Save is enabled for (decision 168)
  const changed = tableChanged(columns, loaded, rows);
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  useReportDirty(changed, guard.setDirty);
  // From the first Save on, the problems shown follow the edits until none is left.
  const [checking, setChecking] = useState(false);
  const problems = checking ? check(rows) : [];
  const marked = (i: number) =>
    problems.length > 0 ? problems.some((p) => p.index === i) : refusal?.row === i;
  const invalid = (i: number, c: SettingsColumn<R>) =>
    problems.length > 0
      ? problems.some((p) => p.index === i && p.field === c.key)
      : refusal?.row === i && refusal.field === c.key;
  const onRowAt = (i: number) => (changed: R) => onChange(rows.map((r, j) => (j === i ? changed : r)));
  /** A row's cell: its field, with the column's title as its visible label on a phone's card. */
  const cell = (c: SettingsColumn<R>, row: R, i: number, labelled: boolean) =>
    c.type === 'date' ? (
      <DateField
        size="small"
        fullWidth
        {...(labelled ? { label: c.title } : {})}
        error={invalid(i, c)}
        slotProps={{ htmlInput: { 'aria-label': `${c.title}, row ${i + 1}` } }}
        value={c.get(row)}
        onChange={(date) => onRowAt(i)(c.set(row, date))}
      />
    ) : (
      <CellTextField
        column={c}
        row={row}
        label={`${c.title}, row ${i + 1}`}
        {...(labelled ? { visibleLabel: c.title } : {})}
        invalid={invalid(i, c)}
        onRow={onRowAt(i)}
      />
    );
  const removeButton = (i: number, worded: boolean) =>
    worded ? (
      <Button
        size="small"
        color="error"
        aria-label={`Remove row ${i + 1}`}
        disabled={rows.length <= minRows}
        onClick={() => onChange(rows.filter((_, j) => j !== i))}
      >
        Remove row {i + 1}
      </Button>
    ) : (
      <IconButton
        aria-label={`Remove row ${i + 1}`}
        disabled={rows.length <= minRows}
        onClick={() => onChange(rows.filter((_, j) => j !== i))}
      >
        ×
      </IconButton>
    );
  return (
    <Stack spacing={1}>
      {problems.length > 0 ? (
        <Alert severity="error">
          {problems.map((p, i) => (
            <div key={i}>{p.message}</div>
          ))}
        </Alert>
      ) : (
        refusal && <RefusalAlert refusal={refusal} section={`the ${label}`} onTakeStored={onTakeStored} />
      )}
      {narrow ? (
        // On a phone each row is a card of labelled fields, every column in view without a sideways
        // scroll (issue 40 #6).
        <Stack spacing={1} role="list" aria-label={label}>
          {rows.map((row, i) => (
            <Box
              key={i}
              role="listitem"
              aria-label={`Row ${i + 1}`}
              sx={{
                border: 1,
                borderColor: marked(i) ? 'error.main' : 'divider',
                borderRadius: 1,
                p: 1.5,
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
                gap: 1.5,
                alignItems: 'start',
              }}
            >
              {columns.map((c) => (
                <Box key={c.key} sx={c.wraps ? { gridColumn: '1 / -1' } : undefined}>
                  {cell(c, row, i, true)}
                </Box>
              ))}
              <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
                {removeButton(i, true)}
              </Box>
            </Box>
          ))}
        </Stack>
      ) : (
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
                <TableRow key={i} selected={marked(i)}>
                  {columns.map((c) => (
                    <TableCell key={c.key}>{cell(c, row, i, false)}</TableCell>
                  ))}
                  <TableCell>{removeButton(i, false)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {footer}
      <Stack direction="row" spacing={1}>
        <Button onClick={onAdd}>Add row</Button>
        <Button
          variant="contained"
          onClick={() => {
            setChecking(true);
            if (check(rows).length === 0) onSave();
          }}
          disabled={saving || !changed}
        >
          Save
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * A number typed into a cell: '' is null (empty), anything else a number, NaN when it is none ("x").
 * Core's check names both before anything is sent: JSON would turn NaN into null.
 */
export const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));
export const textOf = (n: number | null | undefined): string =>
  n === null || n === undefined ? '' : String(n);
