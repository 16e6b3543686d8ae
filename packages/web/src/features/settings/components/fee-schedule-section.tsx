import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNotify, SUCCESS_DURATION_MS } from '../../../components/snackbar.tsx';
import { ApiError } from '../../../lib/http.ts';
import {
  useSaveFeeSchedule,
  type ChannelFeeSchedule,
  type FeeScheduleVersionInput,
} from '../api/settings.ts';
import { SettingsTable, numberOf, textOf, type SettingsColumn } from './settings-table.tsx';

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** Closing-fee bands as people type them: "250: 8, 500: 12, 1000: 30, above: 56". */
const bandsText = (v: FeeScheduleVersionInput) =>
  v.closingFeeBands
    .map((b) => `${b.upTo === null || b.upTo === undefined ? 'above' : b.upTo}: ${b.fee}`)
    .join(', ');
const bandsOf = (text: string): FeeScheduleVersionInput['closingFeeBands'] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [upTo = '', fee = ''] = part.split(':').map((x) => x.trim());
      return { upTo: upTo === 'above' || upTo === '' ? null : Number(upTo), fee: Number(fee) };
    });

const ALL: Record<string, SettingsColumn<FeeScheduleVersionInput>> = {
  feeGstPercent: {
    key: 'feeGstPercent',
    title: 'GST on fees %',
    type: 'number',
    get: (v) => textOf(v.feeGstPercent),
    set: (v, t) => ({ ...v, feeGstPercent: numberOf(t) as number }),
  },
  collectionFlatAbove: {
    key: 'collectionFlatAbove',
    title: 'Collection fee: flat amount above',
    type: 'number',
    get: (v) => textOf(v.collectionFlatAbove),
    set: (v, t) => ({ ...v, collectionFlatAbove: numberOf(t) as number }),
  },
  closingFeeBands: {
    key: 'closingFeeBands',
    title: 'Closing fee bands (up to ₹: fee)',
    width: 260,
    get: bandsText,
    set: (v, t) => ({ ...v, closingFeeBands: bandsOf(t) }),
  },
  referralGstPercent: {
    key: 'referralGstPercent',
    title: 'Referral-fee GST % of price',
    type: 'number',
    get: (v) => textOf(v.referralGstPercent),
    set: (v, t) => ({ ...v, referralGstPercent: numberOf(t) as number }),
  },
};

const effectiveFrom: SettingsColumn<FeeScheduleVersionInput> = {
  key: 'effectiveFrom',
  title: 'Effective from',
  type: 'date',
  width: 150,
  get: (v) => v.effectiveFrom,
  set: (v, t) => ({ ...v, effectiveFrom: t }),
};

/** One channel's dated fee schedule: its versions oldest first, the fields the channel uses. */
export function FeeScheduleSection({ schedule }: { schedule: ChannelFeeSchedule }) {
  const [rows, setRows] = useState<FeeScheduleVersionInput[]>(schedule.versions);
  const [error, setError] = useState<{ message: string; row?: number | undefined } | null>(null);
  const save = useSaveFeeSchedule();
  const notify = useNotify();
  useEffect(() => setRows(schedule.versions), [schedule]);
  const columns = [effectiveFrom, ...schedule.fields.map((f) => ALL[f]!).filter(Boolean)];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h6" component="h3">
            {schedule.label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Each version applies from its date until the next one; a date before the first version uses the
            first.
          </Typography>
          <SettingsTable
            label={`${schedule.label} fee schedule`}
            loaded={schedule.versions}
            rows={rows}
            columns={columns}
            minRows={1}
            onChange={setRows}
            onAdd={() => setRows([...rows, { ...rows[rows.length - 1]!, effectiveFrom: today() }])}
            saving={save.isPending}
            error={error}
            onSave={() =>
              save.mutate(
                { channel: schedule.channel, versions: rows, version: schedule.version },
                {
                  onSuccess: () => {
                    setError(null);
                    notify({
                      message: `${schedule.label} fee schedule saved`,
                      severity: 'success',
                      durationMs: SUCCESS_DURATION_MS,
                    });
                  },
                  onError: (e) =>
                    setError({ message: e.message, row: e instanceof ApiError ? e.row : undefined }),
                },
              )
            }
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
