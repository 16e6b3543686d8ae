import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  FEE_SCHEDULE_COLUMNS,
  closingFeeBandsOf,
  closingFeeBandsText,
  feeScheduleSetting,
  validateFeeSchedule,
  type Channel,
} from '@seller-desk/core';
import { useNotify, SUCCESS_DURATION_MS } from '../../../components/snackbar.tsx';
import {
  useSaveFeeSchedule,
  type ChannelFeeSchedule,
  type FeeScheduleVersionInput,
} from '../api/settings.ts';
import { useSettingDraft } from './setting-draft.ts';
import { SettingsTable, numberOf, textOf, type SettingsColumn } from './settings-table.tsx';

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** A band typed with a part that is no number ("250: x") stays as typed once left, for correcting. */
const bandsRead = (text: string) =>
  closingFeeBandsOf(text).every((b) => !Number.isNaN(b.upTo) && !Number.isNaN(b.fee));

const ALL: Record<string, SettingsColumn<FeeScheduleVersionInput>> = {
  feeGstPercent: {
    key: 'feeGstPercent',
    title: FEE_SCHEDULE_COLUMNS.feeGstPercent,
    type: 'number',
    get: (v) => textOf(v.feeGstPercent),
    set: (v, t) => ({ ...v, feeGstPercent: numberOf(t) }),
  },
  collectionFlatAbove: {
    key: 'collectionFlatAbove',
    title: FEE_SCHEDULE_COLUMNS.collectionFlatAbove,
    type: 'number',
    get: (v) => textOf(v.collectionFlatAbove),
    set: (v, t) => ({ ...v, collectionFlatAbove: numberOf(t) }),
  },
  closingFeeBands: {
    key: 'closingFeeBands',
    title: FEE_SCHEDULE_COLUMNS.closingFeeBands,
    width: 260,
    wraps: true,
    // "250: 8, 500: 12, 1000: 30, above: 56", read and written by core
    get: (v) => closingFeeBandsText(v.closingFeeBands),
    set: (v, t) => ({ ...v, closingFeeBands: closingFeeBandsOf(t) }),
    reads: bandsRead,
  },
  referralGstPercent: {
    key: 'referralGstPercent',
    title: FEE_SCHEDULE_COLUMNS.referralGstPercent,
    type: 'number',
    get: (v) => textOf(v.referralGstPercent),
    set: (v, t) => ({ ...v, referralGstPercent: numberOf(t) }),
  },
};

const effectiveFrom: SettingsColumn<FeeScheduleVersionInput> = {
  key: 'effectiveFrom',
  title: FEE_SCHEDULE_COLUMNS.effectiveFrom,
  type: 'date',
  width: 150,
  get: (v) => v.effectiveFrom,
  set: (v, t) => ({ ...v, effectiveFrom: t }),
};

/**
 * One channel's dated fee schedule: its versions oldest first, the fields the channel uses. Save checks
 * every version with core's `validateFeeSchedule` first and sends nothing while it finds a problem.
 */
export function FeeScheduleSection({ schedule }: { schedule: ChannelFeeSchedule }) {
  // the channels the server lists are core's; the table is named as History names the setting
  const setting = feeScheduleSetting(schedule.channel as Channel);
  const versions = useSettingDraft<FeeScheduleVersionInput[]>(
    setting.key,
    schedule.versions,
    schedule.version,
  );
  const rows = versions.draft;
  const save = useSaveFeeSchedule();
  const notify = useNotify();
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
            label={setting.label}
            loaded={versions.loaded}
            rows={rows}
            columns={columns}
            minRows={1}
            onChange={versions.edit}
            onAdd={() => versions.edit([...rows, { ...rows[rows.length - 1]!, effectiveFrom: today() }])}
            saving={save.isPending}
            refusal={versions.refusal}
            onTakeStored={versions.takeStored}
            check={validateFeeSchedule}
            onSave={() =>
              void versions.save(async (value, version) => {
                const saved = await save.mutateAsync({ channel: schedule.channel, versions: value, version });
                notify({
                  message: `${setting.label} saved`,
                  severity: 'success',
                  durationMs: SUCCESS_DURATION_MS,
                });
                return saved.updateFeeSchedule.version;
              })
            }
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
