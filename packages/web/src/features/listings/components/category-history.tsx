import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useNotify } from '../../../components/snackbar.tsx';
import { formatDate } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/http.ts';
import type { Category, CategoryVersion } from '../api/category-fields.ts';
import { useDeleteCategoryVersion } from '../api/delete-category-version.ts';
import { SLAB_SECTIONS } from '../category-sections.ts';
import type { CategoryKind } from '../listing-channels.ts';
import { formatSlab } from '../slab-text.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

type Slabs = { from: number; to: number; precent: number }[];

/**
 * The history of a category's card (decision 051): every version oldest first, the one in effect today
 * marked; a version can be deleted (the dates it priced fall back to the version before it), the only
 * version cannot (the server refuses, and the message shows here naming the version).
 */
export function CategoryHistory({ kind, category }: { kind: CategoryKind; category: Category }) {
  const sections = SLAB_SECTIONS[kind];
  const notify = useNotify();
  const remove = useDeleteCategoryVersion(kind);
  const [toDelete, setToDelete] = useState<CategoryVersion | null>(null);
  const [error, setError] = useState<string | null>(null);

  const doDelete = () => {
    if (!toDelete) return;
    const date = formatDate(toDelete.effectiveFrom);
    remove.mutate(
      { id: category.id, effectiveFrom: toDelete.effectiveFrom, version: category.version },
      {
        onSuccess: () => {
          setToDelete(null);
          setError(null);
          notify({ message: `Deleted the version from ${date}`, severity: 'success' });
        },
        onError: (e) => {
          setToDelete(null);
          setError(`Version from ${date}: ${errorMessage(e)}`);
        },
      },
    );
  };

  return (
    <Box sx={{ py: 1 }}>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Table size="small" aria-label={`Versions of ${category.name}`}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 180 }}>Effective from</TableCell>
            {sections.map((section) => (
              <TableCell key={section.field}>{section.title}</TableCell>
            ))}
            {/* Positioned, so that the hidden header stays inside the table's scrolling box on a phone. */}
            <TableCell align="right" sx={{ width: 96, position: 'relative' }}>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {category.versions.map((version) => {
            const current = version.effectiveFrom === category.effectiveFrom;
            const date = formatDate(version.effectiveFrom);
            return (
              <TableRow key={version.effectiveFrom}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {date}
                  {current && (
                    <Chip size="small" color="primary" variant="outlined" label="today" sx={{ ml: 1 }} />
                  )}
                </TableCell>
                {sections.map((section) => {
                  const slabs =
                    (version as unknown as Record<string, Slabs | undefined>)[section.field] ?? [];
                  return (
                    <TableCell
                      key={section.field}
                      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                    >
                      {slabs.length > 0 ? (
                        slabs.map((slab, i) => <div key={i}>{formatSlab(slab, section.valueKind)}</div>)
                      ) : (
                        <Typography variant="body2" color="text.disabled" component="span">
                          —
                        </Typography>
                      )}
                    </TableCell>
                  );
                })}
                <TableCell align="right">
                  <Button
                    size="small"
                    color="error"
                    aria-label={`Delete the version from ${date}`}
                    onClick={() => setToDelete(version)}
                  >
                    Delete
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this version?"
        message={
          toDelete
            ? `The card of ${category.name} from ${formatDate(toDelete.effectiveFrom)} will be deleted; the dates it priced are priced with the version before it (or the first).`
            : undefined
        }
        cancelLabel="Keep"
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={doDelete}
      />
    </Box>
  );
}
