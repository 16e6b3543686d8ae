import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  COURIER_LOGINS_SECTION,
  FEE_SCHEDULES_SECTION,
  GST_RETURN_SETTING,
  GST_RULES_SETTING,
  MESSAGE_SETTINGS_SETTING,
  RECONCILIATION_SETTING,
  SELLER_PROFILE_SETTING,
  SHIPMENT_COSTS_SETTING,
} from '@seller-desk/core';
import { useFeeSchedules, useGstRules } from '../api/settings.ts';
import { FeeScheduleSection } from '../components/fee-schedule-section.tsx';
import { GstRulesSection } from '../components/gst-rules-section.tsx';
import { MessageSettingsSection } from '../components/message-settings-section.tsx';
import { useStoredMessageSettings } from '../../../lib/message-settings.ts';
import { useStoredSellerProfile } from '../../../lib/seller-profile.ts';
import { SellerProfileSection } from '../components/seller-profile-section.tsx';
import { useStoredReconciliationSettings } from '../api/reconciliation-settings.ts';
import { ReconciliationSettingsSection } from '../components/reconciliation-settings-section.tsx';
import { useStoredShipmentCosts } from '../api/shipment-costs.ts';
import { ShipmentCostsSection } from '../components/shipment-costs-section.tsx';
import { useCourierLogins } from '../api/courier-logins.ts';
import { CourierLoginsSection } from '../components/courier-logins-section.tsx';
import { useStoredGstReturnSettings } from '../api/gst-return-settings.ts';
import { GstReturnSection } from '../components/gst-return-section.tsx';

/** One section of the Settings screen: a later area (seller profile, templates…) adds one more. */
export function SettingsSection({
  title,
  id,
  children,
}: {
  title: string;
  /** the anchor a link may point to (/settings#id) */
  id?: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" spacing={2} aria-label={title} id={id} sx={{ scrollMarginTop: 72 }}>
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
  const sellerProfile = useStoredSellerProfile();
  // a link to one section (/settings#seller-profile) scrolls to it once it has loaded
  const { hash } = useLocation();
  const loaded = !!sellerProfile.data;
  useEffect(() => {
    if (hash && loaded) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash, loaded]);
  const reconciliation = useStoredReconciliationSettings();
  const shipmentCosts = useStoredShipmentCosts();
  const courierLogins = useCourierLogins();
  const gstReturn = useStoredGstReturnSettings();
  return (
    <Stack spacing={4} sx={{ p: { xs: 1, md: 2 } }}>
      <Typography variant="h4" component="h1">
        Settings
      </Typography>
      <SettingsSection title={SELLER_PROFILE_SETTING.section} id="seller-profile">
        {sellerProfile.data ? (
          <SellerProfileSection stored={sellerProfile.data} />
        ) : (
          <CircularProgress aria-label="Loading the seller profile" />
        )}
      </SettingsSection>
      <SettingsSection title={FEE_SCHEDULES_SECTION}>
        {schedules.data ? (
          schedules.data
            .filter((s) => s.fields.length > 0)
            .map((s) => <FeeScheduleSection key={s.channel} schedule={s} />)
        ) : (
          <CircularProgress aria-label="Loading fee schedules" />
        )}
      </SettingsSection>
      <SettingsSection title={GST_RULES_SETTING.section}>
        {gstRules.data ? (
          <GstRulesSection gstRules={gstRules.data} />
        ) : (
          <CircularProgress aria-label="Loading GST rules" />
        )}
      </SettingsSection>
      <SettingsSection title={MESSAGE_SETTINGS_SETTING.section}>
        {messages.data ? (
          <MessageSettingsSection stored={messages.data} />
        ) : (
          <CircularProgress aria-label="Loading customer messages" />
        )}
      </SettingsSection>
      <SettingsSection title={RECONCILIATION_SETTING.section}>
        {reconciliation.data ? (
          <ReconciliationSettingsSection stored={reconciliation.data} />
        ) : (
          <CircularProgress aria-label="Loading reconciliation settings" />
        )}
      </SettingsSection>
      <SettingsSection title={GST_RETURN_SETTING.section} id="gst-return">
        {gstReturn.data && sellerProfile.data ? (
          <GstReturnSection
            key={gstReturn.data.version}
            stored={gstReturn.data}
            seller={{
              gstin: sellerProfile.data.profile.gstin,
              stateCode: sellerProfile.data.profile.stateCode,
            }}
          />
        ) : (
          <CircularProgress aria-label="Loading the GST return settings" />
        )}
      </SettingsSection>
      <SettingsSection title={SHIPMENT_COSTS_SETTING.section} id="order-sync">
        {shipmentCosts.data ? (
          <ShipmentCostsSection stored={shipmentCosts.data} />
        ) : (
          <CircularProgress aria-label="Loading order sync costs" />
        )}
      </SettingsSection>
      <SettingsSection title={COURIER_LOGINS_SECTION} id="courier-connections">
        {courierLogins.data ? (
          <CourierLoginsSection logins={courierLogins.data} />
        ) : (
          <CircularProgress aria-label="Loading courier connections" />
        )}
      </SettingsSection>
    </Stack>
  );
}
