import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTabScrollButtons } from '../../../components/tab-strip.ts';
import { Link as RouterLink, useLocation } from 'react-router';
import { BULK_TABS } from '../bulk-tabs.ts';

/** The Bulk area's tab strip: each tab is a link to its own route, and the route selects the tab. */
export function BulkTabStrip() {
  const { pathname } = useLocation();
  const current = BULK_TABS.find((t) => t.path === pathname.replace(/\/$/, '').toLowerCase())?.path ?? false;
  const scrollButtons = useTabScrollButtons();
  return (
    <Tabs
      value={current}
      variant="scrollable"
      scrollButtons={scrollButtons}
      allowScrollButtonsMobile
      aria-label="Bulk screens"
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {BULK_TABS.map((t) => (
        <Tab key={t.path} value={t.path} label={t.title} component={RouterLink} to={t.path} />
      ))}
    </Tabs>
  );
}
