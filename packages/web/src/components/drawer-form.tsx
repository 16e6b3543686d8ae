import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { useDiscardGuard } from './discard-guard.tsx';

// The one shell of a record's form in a side drawer (products and listings, issue 38): the full screen on
// a phone, a side drawer on a desktop; Escape, a click outside or leaving the page with typed changes
// asks first, Cancel and Save close at once (decisions 118 and 125).

/**
 * The drawer: open while `open`, its content given `onDirtyChange` to report typed changes to the guard
 * that asks `discardText` before closing over them.
 */
export function FormDrawer({
  open,
  width,
  discardText,
  onClose,
  children,
}: {
  open: boolean;
  /** Its width on a desktop, in px. */
  width: number;
  discardText: string;
  onClose: () => void;
  children: (onDirtyChange: (dirty: boolean) => void) => ReactNode;
}) {
  const guard = useDiscardGuard(onClose, discardText);
  return (
    <>
      <Drawer
        anchor="right"
        open={open}
        onClose={guard.requestClose}
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
        slotProps={{ paper: { sx: { width: { xs: '100%', md: width } } } }}
      >
        {open && children(guard.setDirty)}
      </Drawer>
      {guard.dialog}
    </>
  );
}

/** The form inside: its title (and what stands beside it), the fields scrolling, Cancel and Save below. */
export function DrawerForm({
  titleId,
  title,
  subtitle,
  beside,
  saving,
  onSubmit,
  onCancel,
  children,
}: {
  titleId: string;
  title: string;
  subtitle?: string;
  /** Beside the title: the record's history link. */
  beside?: ReactNode;
  saving: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box sx={{ px: 2, py: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {beside}
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {children}
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 1.5 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" loading={saving}>
          Save
        </Button>
      </Box>
    </Box>
  );
}
