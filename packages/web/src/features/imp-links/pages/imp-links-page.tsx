import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IMP_LINK_GROUPS, groupImpLinks, impLinkProblems, type ImpLinkFields } from '@seller-desk/core';
import { useState } from 'react';
import { useSession } from '../../../lib/session.ts';
import { errorMessage } from '../../../lib/http.ts';
import { useImpLinkChanges, useImpLinks, type ImpLink } from '../api/imp-links.ts';

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** The add / edit dialog: Title, Address, Group; core's rules say what is wrong before anything is sent. */
function LinkDialog({
  editing,
  groups,
  onClose,
}: {
  editing: ImpLink | 'new';
  groups: string[];
  onClose: () => void;
}) {
  const { save } = useImpLinkChanges();
  const [form, setForm] = useState<ImpLinkFields>(
    editing === 'new'
      ? { title: '', url: 'https://', group: groups[0] ?? IMP_LINK_GROUPS[0] }
      : { title: editing.title, url: editing.url, group: editing.group },
  );
  const [shown, setShown] = useState(false);
  const problems = impLinkProblems(form);
  const problemOf = (field: keyof ImpLinkFields) =>
    shown ? problems.find((p) => p.field === field)?.message : undefined;
  const submit = async () => {
    setShown(true);
    if (problems.length > 0) return;
    await save.mutateAsync({ id: editing === 'new' ? null : editing.id, data: form });
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="imp-link-dialog">
      <DialogTitle id="imp-link-dialog">{editing === 'new' ? 'Add link' : 'Edit link'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label="Title"
            required
            autoFocus
            value={form.title}
            onChange={(e) => setForm({ ...form, title: e.target.value })}
            error={!!problemOf('title')}
            helperText={problemOf('title')}
          />
          <TextField
            label="Address"
            required
            type="url"
            value={form.url}
            onChange={(e) => setForm({ ...form, url: e.target.value })}
            error={!!problemOf('url')}
            helperText={problemOf('url') ?? 'An https:// or http:// address'}
          />
          <Autocomplete
            freeSolo
            options={[...new Set([...groups, ...IMP_LINK_GROUPS])]}
            inputValue={form.group}
            onInputChange={(_e, group) => setForm({ ...form, group })}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Group"
                required
                error={!!problemOf('group')}
                helperText={problemOf('group') ?? 'Choose one or type a new group'}
              />
            )}
          />
          {save.error && <Alert severity="error">{errorMessage(save.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" disabled={save.isPending} onClick={() => void submit()}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /imp-links: the important links by group; everyone opens them, an ADMIN adds, edits, removes and orders. */
export function ImpLinksPage() {
  const user = useSession();
  const isAdmin = user.role === 'ADMIN';
  const links = useImpLinks();
  const { remove, reorder } = useImpLinkChanges();
  const [editing, setEditing] = useState<ImpLink | 'new' | null>(null);
  const [removing, setRemoving] = useState<ImpLink | null>(null);
  const all = links.data ?? [];
  const grouped = groupImpLinks(all);

  /** Moves a link one place up or down within its group: it swaps places with its neighbour there. */
  const move = (group: ImpLink[], index: number, by: -1 | 1) => {
    const a = group[index]!;
    const b = group[index + by]!;
    const ids = all.map((l) => (l.id === a.id ? b.id : l.id === b.id ? a.id : l.id));
    reorder.mutate(ids);
  };
  const failure = remove.error ?? reorder.error;

  return (
    <Box>
      <Stack
        direction="row"
        sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          Important links
        </Typography>
        {isAdmin && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            Add link
          </Button>
        )}
      </Stack>
      {links.isPending && <CircularProgress aria-label="Loading" />}
      {links.error && <Alert severity="error">{errorMessage(links.error)}</Alert>}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(failure)}
        </Alert>
      )}
      {links.data && all.length === 0 && (
        <Alert severity="info">
          {isAdmin
            ? 'No links yet: add the seller and courier panels the staff open every day.'
            : 'No links yet: an administrator adds them.'}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))',
        }}
      >
        {grouped.map(({ group, links: inGroup }) => (
          <Paper key={group} variant="outlined" component="section" aria-label={group} sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {group}
            </Typography>
            <List dense disablePadding>
              {inGroup.map((link, i) => (
                <ListItem
                  key={link.id}
                  disableGutters
                  aria-label={link.title}
                  secondaryAction={
                    isAdmin && (
                      <Box sx={{ display: 'flex' }}>
                        <IconButton
                          size="small"
                          aria-label={`Move ${link.title} up`}
                          disabled={i === 0 || reorder.isPending}
                          onClick={() => move(inGroup, i, -1)}
                        >
                          <ArrowUpwardIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          aria-label={`Move ${link.title} down`}
                          disabled={i === inGroup.length - 1 || reorder.isPending}
                          onClick={() => move(inGroup, i, 1)}
                        >
                          <ArrowDownwardIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          aria-label={`Edit ${link.title}`}
                          onClick={() => setEditing(link)}
                        >
                          <EditIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          aria-label={`Remove ${link.title}`}
                          onClick={() => setRemoving(link)}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Box>
                    )
                  }
                  sx={{ pr: isAdmin ? 18 : 0 }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Link
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      underline="hover"
                      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}
                    >
                      {link.title}
                      <OpenInNewIcon sx={{ fontSize: 16 }} aria-label="opens in a new tab" />
                    </Link>
                    <Typography variant="body2" color="text.secondary" noWrap>
                      {hostOf(link.url)}
                    </Typography>
                  </Box>
                </ListItem>
              ))}
            </List>
          </Paper>
        ))}
      </Box>
      {editing && (
        <LinkDialog editing={editing} groups={grouped.map((g) => g.group)} onClose={() => setEditing(null)} />
      )}
      {removing && (
        <Dialog open onClose={() => setRemoving(null)} aria-labelledby="imp-link-remove">
          <DialogTitle id="imp-link-remove">Remove {removing.title}?</DialogTitle>
          <DialogContent>
            <Typography>The link is removed for everyone.</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRemoving(null)}>Keep</Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
            >
              Remove
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
