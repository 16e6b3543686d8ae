import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { AUDIT_ENTITIES, isIsoDate, typedDateProblem } from '@seller-desk/core';
import { DateField } from '../../../components/date-field.tsx';
import { useHistoryUsers } from '../api/get-audit-log.ts';

/** What the History screen shows; '' for "any". Kept in the address, so a link or a reload keeps it. */
export interface HistoryFilter {
  entity: string;
  entityId: string;
  user: string;
  from: string;
  to: string;
}

/** What is wrong with the From or To date of a filter, said under that field. */
export type DatesProblems = Partial<Record<'from' | 'to', string>>;

/**
 * A date in the address that is no date (a link typed or cut short: "from=2026-13-45"), or From after
 * To: nothing is asked of the server while there is one (it would refuse in its API's words).
 */
export function datesProblems(filter: HistoryFilter): DatesProblems {
  const noDate = (value: string) =>
    value === '' || isIsoDate(value) ? undefined : (typedDateProblem(value) ?? 'Type the date as dd/mm/yyyy');
  const from = noDate(filter.from);
  const to = noDate(filter.to);
  if (from === undefined && to === undefined && filter.from && filter.to && filter.from > filter.to)
    return { from: 'From must not be after To' };
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** Kind of record, who, and the dates (India days, both included); Clear drops every filter. */
export function HistoryFilters({
  filter,
  onChange,
}: {
  filter: HistoryFilter;
  onChange: (next: Partial<HistoryFilter>) => void;
}) {
  const users = useHistoryUsers();
  const problems = datesProblems(filter);
  const any = Object.values(filter).some((v) => v !== '');
  return (
    <Paper
      variant="outlined"
      role="search"
      aria-label="History filters"
      sx={{
        p: 2,
        display: 'grid',
        // below lg, as many fields a row as fit at 160 px: two at 390 px, one at 360 px
        rowGap: 2,
        columnGap: { xs: 1.5, md: 2 },
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'repeat(auto-fill, minmax(min(160px, 100%), 1fr))',
          lg: '1.2fr 1fr 1fr 1fr auto',
        },
      }}
    >
      <TextField
        select
        label="Kind of record"
        size="small"
        value={filter.entity}
        // another kind: the record chosen was of the kind before
        onChange={(e) => onChange({ entity: e.target.value, entityId: '' })}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">All kinds</MenuItem>
        {AUDIT_ENTITIES.map((e) => (
          <MenuItem key={e.entity} value={e.entity}>
            {e.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Who"
        size="small"
        value={users.data?.some((u) => u.id === filter.user) || filter.user === '' ? filter.user : ''}
        onChange={(e) => onChange({ user: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">Everyone</MenuItem>
        {(users.data ?? []).map((u) => (
          <MenuItem key={u.id} value={u.id}>
            {u.username}
          </MenuItem>
        ))}
      </TextField>
      <DateField
        label="From"
        size="small"
        value={filter.from}
        onChange={(from) => onChange({ from })}
        error={problems.from !== undefined}
        helperText={problems.from}
      />
      <DateField
        label="To"
        size="small"
        value={filter.to}
        onChange={(to) => onChange({ to })}
        error={problems.to !== undefined}
        helperText={problems.to}
      />
      <Button
        disabled={!any}
        onClick={() => onChange({ entity: '', entityId: '', user: '', from: '', to: '' })}
        sx={{ alignSelf: 'center', justifySelf: 'start' }}
      >
        Clear filters
      </Button>
    </Paper>
  );
}
