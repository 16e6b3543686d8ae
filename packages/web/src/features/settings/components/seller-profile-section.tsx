import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  GST_STATE_LIST,
  INVOICE_KINDS,
  LOGO_WIDTH,
  MONTH_NAMES,
  SELLER_PROFILE_LABELS,
  SELLER_PROFILE_OTHER_LABELS as OTHER_LABELS,
  SELLER_PROFILE_SETTING,
  documentDefaultLabel,
  sellerProfileProblems,
  type SellerProfile,
} from '@seller-desk/core';
import { useState } from 'react';
import { useDiscardGuard, useReportDirty } from '../../../components/discard-guard.tsx';
import { useNotify, SUCCESS_DURATION_MS } from '../../../components/snackbar.tsx';
import { UploadButton } from '../../../components/upload-button.tsx';
import { uploadImage } from '../../../lib/upload-image.ts';
import type { StoredSellerProfile } from '../../../lib/seller-profile.ts';
import { useSaveSellerProfile } from '../api/seller-profile.ts';
import { RefusalAlert } from './refusal-alert.tsx';
import { useSettingDraft } from './setting-draft.ts';

/**
 * Settings › Seller profile (ADMIN): who issues every document. The default logo is uploaded to the
 * server (checked by its content there and kept like product images) and printed from there.
 */
export function SellerProfileSection({ stored }: { stored: StoredSellerProfile }) {
  const profile = useSettingDraft<SellerProfile>(SELLER_PROFILE_SETTING.key, stored.profile, stored.version);
  const p = profile.draft;
  const update = useSaveSellerProfile();
  const notify = useNotify();
  // a logo that could not be uploaded, until the next one is picked or the profile is saved
  const [logoError, setLogoError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const set = <K extends keyof SellerProfile>(k: K, v: SellerProfile[K]) =>
    profile.edit((x) => ({ ...x, [k]: v }));
  // Changed: a field differs from the stored profile, or a logo is still uploading (decision 129).
  const guard = useDiscardGuard(
    null,
    'What you changed in the seller profile is not saved. Discard it, or keep editing and press Save.',
  );
  useReportDirty(uploading || profile.changed, guard.setDirty);
  const problems = sellerProfileProblems(p);
  // named once something is changed: a form not yet touched shows no red (issue 40); Save waits for a change
  const problemOf = (field: string) =>
    (profile.changed ? problems.find((x) => x.field === field)?.message : undefined) ??
    (profile.refusal?.field === field ? profile.refusal.message : undefined);
  const text = (field: keyof SellerProfile, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={p[field] as string}
      onChange={(e) => set(field, e.target.value as never)}
      error={!!problemOf(field)}
      helperText={problemOf(field)}
      {...extra}
    />
  );

  async function onSave() {
    setLogoError(null);
    await profile.save(async (value, version) => {
      const saved = await update.mutateAsync({ profile: value, version });
      notify({ message: 'Seller profile saved', severity: 'success', durationMs: SUCCESS_DURATION_MS });
      return saved.updateSellerProfile.version;
    });
  }

  async function onLogo(file: File | undefined) {
    if (!file) return;
    setLogoError(null);
    setUploading(true);
    try {
      set('logo', (await uploadImage(file, undefined, '/files/logos')).url);
    } catch (e) {
      setLogoError(e instanceof Error ? e.message : String(e));
    } finally {
      setUploading(false);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 960 }}>
      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {text('businessName', SELLER_PROFILE_LABELS.businessName, { required: true })}
        <TextField
          select
          label={OTHER_LABELS.stateCode}
          value={p.stateCode}
          onChange={(e) => set('stateCode', e.target.value)}
          error={!!problemOf('stateCode')}
          helperText={problemOf('stateCode')}
        >
          {GST_STATE_LIST.map(([code, name]) => (
            <MenuItem key={code} value={code}>
              {code} {name}
            </MenuItem>
          ))}
        </TextField>
        {text('address', SELLER_PROFILE_LABELS.address, {
          multiline: true,
          minRows: 2,
          sx: { gridColumn: '1 / -1' },
        })}
        {text('gstin', SELLER_PROFILE_LABELS.gstin, {
          slotProps: { htmlInput: { maxLength: 15, style: { textTransform: 'uppercase' } } },
        })}
        {text('pan', SELLER_PROFILE_LABELS.pan, {
          slotProps: { htmlInput: { maxLength: 10, style: { textTransform: 'uppercase' } } },
        })}
        {text('phone', SELLER_PROFILE_LABELS.phone)}
        {text('email', SELLER_PROFILE_LABELS.email)}
        {text('bankName', SELLER_PROFILE_LABELS.bankName)}
        {text('bankAccountName', SELLER_PROFILE_LABELS.bankAccountName)}
        {text('bankAccountNumber', SELLER_PROFILE_LABELS.bankAccountNumber)}
        {text('bankIfsc', SELLER_PROFILE_LABELS.bankIfsc)}
        <TextField
          select
          label={OTHER_LABELS.financialYearStartMonth}
          value={p.financialYearStartMonth}
          onChange={(e) => set('financialYearStartMonth', Number(e.target.value))}
        >
          {MONTH_NAMES.map((m, i) => (
            <MenuItem key={m} value={i + 1}>
              {m}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          {p.logo && (
            <Box
              component="img"
              src={p.logo}
              alt="Default logo"
              sx={{ width: p.logoWidth / 2, maxHeight: 60, objectFit: 'contain' }}
            />
          )}
          <UploadButton
            label={OTHER_LABELS.logo}
            accept="image/png,image/jpeg"
            disabled={uploading}
            onFiles={(files) => void onLogo(files[0])}
          />
          {p.logo && <Button onClick={() => set('logo', '')}>Remove</Button>}
          <Box sx={{ flex: 1, minWidth: 160 }}>
            <Typography id="default-logo-width" variant="caption">
              {OTHER_LABELS.logoWidth}: {p.logoWidth}
            </Typography>
            <Slider
              aria-labelledby="default-logo-width"
              min={LOGO_WIDTH.min}
              max={LOGO_WIDTH.max}
              step={LOGO_WIDTH.step}
              value={p.logoWidth}
              onChange={(_e, v) => set('logoWidth', v as number)}
            />
          </Box>
        </Box>
      </Paper>
      <Typography variant="h6" component="h3">
        Notes and terms per document
      </Typography>
      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {INVOICE_KINDS.map((kind) => (
          <Box key={kind} sx={{ display: 'contents' }}>
            {(['notes', 'term'] as const).map((part) => (
              <TextField
                key={part}
                label={documentDefaultLabel(kind, part)}
                multiline
                value={p.documentDefaults[kind][part]}
                onChange={(e) =>
                  set('documentDefaults', {
                    ...p.documentDefaults,
                    [kind]: { ...p.documentDefaults[kind], [part]: e.target.value },
                  })
                }
                error={!!problemOf(`documentDefaults.${kind}.${part}`)}
                helperText={problemOf(`documentDefaults.${kind}.${part}`)}
              />
            ))}
          </Box>
        ))}
      </Paper>
      {profile.refusal && (
        <RefusalAlert
          refusal={profile.refusal}
          section="the seller profile"
          onTakeStored={profile.takeStored}
        />
      )}
      {logoError && <Alert severity="error">{logoError}</Alert>}
      <Box>
        <Button
          variant="contained"
          disabled={update.isPending || uploading || !profile.changed || problems.length > 0}
          onClick={() => void onSave()}
        >
          Save
        </Button>
      </Box>
    </Box>
  );
}
