import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The periods offered: the last 18 months and the last 6 calendar quarters, newest first (decision 285). */
export function periodOptions(today: Date): { key: string; label: string }[] {
  const y = today.getFullYear();
  const m = today.getMonth();
  const months = Array.from({ length: 18 }, (_, i) => {
    const d = new Date(y, m - i, 1);
    return {
      key: `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`,
      label: `${MONTHS[d.getMonth()]} ${d.getFullYear()}`,
    };
  });
  const quarters = Array.from({ length: 6 }, (_, i) => {
    const d = new Date(y, m - i * 3, 1);
    const q = Math.floor(d.getMonth() / 3);
    return {
      key: `${d.getFullYear()}-Q${q + 1}`,
      label: `${MONTHS[q * 3]}–${MONTHS[q * 3 + 2]} ${d.getFullYear()} (quarter)`,
    };
  });
  return [...months, ...quarters];
}

/** The month before today's: the one a monthly filer prepares. */
export function defaultPeriod(today: Date): string {
  return periodOptions(today)[1]!.key;
}

export function PeriodPicker({ value, onChange }: { value: string; onChange: (key: string) => void }) {
  const options = periodOptions(new Date());
  const known = options.some((o) => o.key === value);
  return (
    <TextField
      select
      size="small"
      label="Return period"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 220 }}
      slotProps={{ htmlInput: { 'data-testid': 'period' } }}
    >
      {!known && <MenuItem value={value}>{value}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.key} value={o.key}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
