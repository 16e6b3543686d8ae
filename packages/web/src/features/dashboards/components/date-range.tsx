import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DASHBOARD_FIRST_DATE,
  DATE_RANGE_PRESET_LABELS,
  DATE_RANGE_PRESETS,
  indiaDate,
  parseDateRange,
  presetRange,
  type DateRange,
  type DateRangePreset,
} from '@seller-desk/core';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DateField } from '../../../components/date-field.tsx';

export type { DateRange };

/**
 * The dashboards' bill-date range, kept in the address (`?from=&to=`) so a view can be shared and
 * reloaded: core's parseDateRange reads it, a bad one giving the default range (1 Sep 2022 to today in
 * India) and the reason, never an empty screen. `setRange` writes it (and any other parameter given;
 * an empty value removes one).
 */
export function useDashboardRange() {
  const [params, setParams] = useSearchParams();
  const today = indiaDate(new Date());
  const { range, problem } = parseDateRange({ from: params.get('from'), to: params.get('to') }, today);
  const setParamsOf = useCallback(
    (next: Record<string, string>) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value) out.set(key, value);
            else out.delete(key);
          }
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { range, problem, today, params, setParams: setParamsOf };
}

/** Which preset a range is, if any (the presets menu shows it). */
const presetOf = (range: DateRange, today: string): DateRangePreset | '' =>
  DATE_RANGE_PRESETS.find((p) => {
    const r = presetRange(p, today);
    return r.from === range.from && r.to === range.to;
  }) ?? '';

/**
 * From and To (1 Sep 2022 at the earliest), Today, and the presets (last 7 days, this month, last
 * month, this and last financial year); with the reason a range in the address was not shown.
 */
export function DateRangePicker({
  range,
  today,
  problem,
  onChange,
}: {
  range: DateRange;
  today: string;
  problem: string | null;
  onChange: (range: DateRange) => void;
}) {
  const dateField = (field: keyof DateRange, label: string) => (
    <DateField
      size="small"
      label={label}
      value={range[field]}
      onChange={(date) => onChange({ ...range, [field]: date })}
      min={DASHBOARD_FIRST_DATE}
      max={today}
      sx={{ width: { xs: 'calc(50% - 4px)', sm: 170 } }}
    />
  );
  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        role="group"
        aria-label="Bill dates"
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        {dateField('from', 'From')}
        {dateField('to', 'To')}
        <Button variant="outlined" onClick={() => onChange(presetRange('today', today))}>
          Today
        </Button>
        <TextField
          select
          size="small"
          label="Dates"
          value={presetOf(range, today)}
          onChange={(e) => onChange(presetRange(e.target.value as DateRangePreset, today))}
          sx={{ minWidth: 190 }}
        >
          {DATE_RANGE_PRESETS.map((p) => (
            <MenuItem key={p} value={p}>
              {DATE_RANGE_PRESET_LABELS[p]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {problem && (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
