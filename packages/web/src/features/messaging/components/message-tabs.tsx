import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTabScrollButtons } from '../../../components/tab-strip.ts';
import { Link as RouterLink, useLocation } from 'react-router';
import { MESSAGE_SCREENS } from '../message-screens.ts';

export const CONTACT_PATH = '/callwp';
const tabs = [
  { path: CONTACT_PATH, title: 'Contact' },
  ...MESSAGE_SCREENS.map(({ path, title }) => ({ path, title })),
];

/** The message screens' tab strip; each tab is a link to its own route. */
export function MessageTabs() {
  const { pathname } = useLocation();
  const current = tabs.find((t) => t.path.toLowerCase() === pathname.toLowerCase())?.path ?? false;
  const scrollButtons = useTabScrollButtons();
  return (
    <Tabs
      value={current}
      variant="scrollable"
      scrollButtons={scrollButtons}
      allowScrollButtonsMobile
      aria-label="Message screens"
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((t) => (
        <Tab key={t.path} value={t.path} label={t.title} component={RouterLink} to={t.path} />
      ))}
    </Tabs>
  );
}
