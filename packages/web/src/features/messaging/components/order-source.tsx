import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SHIPMENT_TAB_INFO } from '@seller-desk/core';
import { useState } from 'react';
import type { MessageScreen } from '../message-screens.ts';
import { useDatabaseOrders } from './use-database-orders.ts';
import { formatCount } from '../../../lib/format.ts';

type Source = 'database' | 'file';

/**
 * Where a message screen takes its orders (issue 41 #7, decision 305): it opens on the order database
 * when the database holds orders (the tab of the screen's message, even when that tab is empty), and on
 * an uploaded export when it holds none or cannot be read; the person may switch either way, and the
 * choice holds while the screen is open (a tab emptied by sending does not switch it to a file).
 */
export function useOrderSource(screen: MessageScreen) {
  const [chosen, setChosen] = useState<Source | null>(screen.databaseTab === null ? 'file' : null);
  const db = useDatabaseOrders(screen.databaseTab, chosen !== 'file');
  if (chosen === null && (db.inDatabase !== undefined || db.error))
    setChosen(!db.error && (db.inDatabase ?? 0) > 0 ? 'database' : 'file');
  const source: Source = chosen ?? 'database';
  return { source, setSource: setChosen, fromDb: source === 'database', decided: chosen !== null, db };
}

/** What the screen asks of the person, by where its orders come from. */
export function orderSourceHint(screen: MessageScreen, fromDb: boolean): string {
  const links = 'each order gets a link that opens WhatsApp with the text filled in — you press send.';
  if (fromDb && screen.databaseTab !== null)
    return `${screen.description}. The orders come from the order database's ${SHIPMENT_TAB_INFO[screen.databaseTab].label} tab; ${links}`;
  return `${screen.description}. Upload the courier's orders export (CSV); ${links}`;
}

/** The choice of source, and with the database how many orders the tab lists. */
export function OrderSource({
  screen,
  source,
  onSource,
  total,
  shown,
  loading,
}: {
  screen: MessageScreen;
  source: Source;
  onSource: (source: Source) => void;
  total: number;
  shown: number;
  loading: boolean;
}) {
  if (screen.databaseTab === null) return null;
  const tab = SHIPMENT_TAB_INFO[screen.databaseTab].label;
  return (
    <>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={source}
        aria-label="Orders from"
        onChange={(_, value: Source | null) => value && onSource(value)}
        sx={{ alignSelf: 'start' }}
      >
        <ToggleButton value="database">From the order database</ToggleButton>
        <ToggleButton value="file">From a CSV file</ToggleButton>
      </ToggleButtonGroup>
      {source === 'database' && (
        <Typography variant="body2" role="status" aria-label="Orders from the database">
          {loading && shown === 0
            ? 'Loading…'
            : `${formatCount(total, 'order')} on the order database's ${tab} tab` +
              (total > shown ? `, the first ${shown} shown` : '')}
        </Typography>
      )}
    </>
  );
}
