import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FIRST_BILL_DATE } from '@seller-desk/core';
import { DateField } from '../../../components/date-field.tsx';

export interface DateRange {
  from: string;
  to: string;
}

/** Why a range cannot be shown, or null: both dates from 1 Sep 2022 to today, from not after to. */
export function rangeProblem({ from, to }: DateRange, today: string): string | null {
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  if (!iso.test(from) || !iso.test(to)) return 'Enter both dates';
  if (from < FIRST_BILL_DATE) return 'From can be 1 Sep 2022 at the earliest';
  if (to > today) return 'To can be today at the latest';
  if (from > to) return 'From must not be after To';
  return null;
}

/** The bill-date range of a Check Bills tab: From and To, and Today (today's bills alone). */
export function DateRangePicker({
  range,
  today,
  onChange,
}: {
  range: DateRange;
  today: string;
  onChange: (range: DateRange) => void;
}) {
  const problem = rangeProblem(range, today);
  const dateField = (field: keyof DateRange, label: string) => (
    <DateField
      size="small"
      label={label}
      value={range[field]}
      onChange={(date) => onChange({ ...range, [field]: date })}
      error={problem !== null}
      min={FIRST_BILL_DATE}
      max={today}
      sx={{ width: { xs: 'calc(50% - 4px)', sm: 170 } }}
    />
  );
  return (
    <Stack spacing={0.5}>
      <Stack
        direction="row"
        role="group"
        aria-label="Bill dates"
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        {dateField('from', 'From')}
        {dateField('to', 'To')}
        <Button variant="outlined" onClick={() => onChange({ from: today, to: today })}>
          Today
        </Button>
        <Button onClick={() => onChange({ from: FIRST_BILL_DATE, to: today })}>All dates</Button>
      </Stack>
      {problem && (
        <Typography role="alert" variant="caption" color="error">
          {problem}
        </Typography>
      )}
    </Stack>
  );
}
