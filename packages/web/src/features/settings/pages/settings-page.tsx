import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useFeeSchedules, useGstRules } from '../api/settings.ts';
import { FeeScheduleSection } from '../components/fee-schedule-section.tsx';
import { GstRulesSection } from '../components/gst-rules-section.tsx';
import { MessageSettingsSection } from '../components/message-settings-section.tsx';
import { useStoredMessageSettings } from '../api/message-settings.ts';

/** One section of the Settings screen: a later area (seller profile, templates…) adds one more. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={2} aria-label={title}>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

export function SettingsPage() {
  const schedules = useFeeSchedules();
  const gstRules = useGstRules();
  const messages = useStoredMessageSettings();
  return (
    <Stack spacing={4} sx={{ p: { xs: 1, md: 2 } }}>
      <Typography variant="h4" component="h1">
        Settings
      </Typography>
      <SettingsSection title="Fee schedules">
        {schedules.data ? (
          schedules.data
            .filter((s) => s.fields.length > 0)
            .map((s) => <FeeScheduleSection key={s.channel} schedule={s} />)
        ) : (
          <CircularProgress aria-label="Loading fee schedules" />
        )}
      </SettingsSection>
      <SettingsSection title="GST rules">
        {gstRules.data ? (
          <GstRulesSection gstRules={gstRules.data} />
        ) : (
          <CircularProgress aria-label="Loading GST rules" />
        )}
      </SettingsSection>
      <SettingsSection title="Customer messages">
        {messages.data ? (
          <MessageSettingsSection key={messages.data.version} stored={messages.data} />
        ) : (
          <CircularProgress aria-label="Loading customer messages" />
        )}
      </SettingsSection>
    </Stack>
  );
}
