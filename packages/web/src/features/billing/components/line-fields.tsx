import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatIndianAmount, typedNumberText } from '@seller-desk/core';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * A document line's Quantity and Rate as typed (decimal text, kept as the person types it; text that is
 * no number stays as typed, for the problem that names it, decision 148).
 */
export function QuantityRateFields({
  quantity,
  rate,
  onChange,
  errors,
  invalid,
  unitField,
  unit,
  rateSx,
}: {
  quantity: string;
  rate: string;
  /** where the Rate field sits in the line's grid, when not in the next cell */
  rateSx?: SxProps<Theme>;
  /** the line's Unit select, between Quantity and Rate (components/unit-field.tsx) */
  unitField?: ReactNode;
  /** a unit that cannot be changed (a credit note's is its invoice's), shown at the end of Quantity */
  unit?: string | null;
  onChange: (patch: { quantity?: string; rate?: string }) => void;
  /** a problem to show under a field (e.g. a credit note above what was invoiced) */
  errors?: { quantity?: string | undefined; rate?: string | undefined };
  /** a field to mark wrong whose message is shown elsewhere (under the whole line) */
  invalid?: { quantity?: boolean; rate?: boolean };
}) {
  return (
    <>
      <TextField
        label="Quantity"
        size="small"
        value={quantity}
        onChange={(e) => onChange({ quantity: typedNumberText(e.target.value) })}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          ...(unit
            ? { input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } }
            : {}),
        }}
        error={!!errors?.quantity || !!invalid?.quantity}
        helperText={errors?.quantity}
      />
      {unitField}
      <TextField
        label="Rate"
        size="small"
        value={rate}
        onChange={(e) => onChange({ rate: typedNumberText(e.target.value) })}
        {...(rateSx ? { sx: rateSx } : {})}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        error={!!errors?.rate || !!invalid?.rate}
        helperText={errors?.rate}
      />
    </>
  );
}

/**
 * A document line's amount and its Remove button (disabled on the only line). A line whose quantity or
 * rate is no number has no amount (null): a dash, not ₹0.00 (decision 148).
 */
export function LineAmount({
  index,
  amountPaise,
  onlyLine,
  onRemove,
  sx,
}: {
  /** where it sits in the line's grid, when not in the next cell */
  sx?: SxProps<Theme>;
  /** 0-based: the labels say "Line 1". */
  index: number;
  amountPaise: number | null;
  onlyLine: boolean;
  onRemove: () => void;
}) {
  return (
    <Box
      sx={[
        { display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'flex-end' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography
        variant="body2"
        sx={{ minWidth: 80, textAlign: 'right' }}
        aria-label={`Line ${index + 1} amount`}
      >
        {amountPaise === null ? '—' : formatIndianAmount(amountPaise)}
      </Typography>
      <IconButton aria-label={`Remove line ${index + 1}`} disabled={onlyLine} onClick={onRemove}>
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}

/** What is wrong with one line of a document, a row for each field at fault, under the line's fields. */
export function LineProblems({
  fields,
  problemOf,
}: {
  fields: readonly string[];
  problemOf: (field: string) => string | undefined;
}) {
  return fields.map((field) => {
    const problem = problemOf(field);
    return (
      problem && (
        <Typography key={field} variant="caption" color="error" sx={{ gridColumn: '1 / -1', mt: -0.5 }}>
          {problem}
        </Typography>
      )
    );
  });
}
