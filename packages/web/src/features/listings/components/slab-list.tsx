import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { SlabSection } from '../category-sections.ts';
import type { SlabDraft } from '../slab-text.ts';

/** One slab list of the category editor (its rows From / To / value, each with Remove, and Add). */
export function SlabList({
  section,
  rows,
  errors,
  onChange,
  onAdd,
  onRemove,
}: {
  section: SlabSection;
  rows: SlabDraft[];
  errors: Record<string, string>;
  onChange: (field: string, index: number, key: keyof SlabDraft, value: string) => void;
  onAdd: (field: string) => void;
  onRemove: (field: string, index: number) => void;
}) {
  const headingId = useId();
  const lower = section.rowName.toLowerCase();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {section.title}
      </Typography>
      {section.valueKind === 'collection' && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -0.75, mb: 1 }}>
          A value above 2 is a flat ₹ fee; 2 or less is a percent of the price.
        </Typography>
      )}
      <Stack spacing={1}>
        {rows.map((row, index) => {
          const error = errors[`${section.field}:${index}`];
          const prefix = `${section.rowName} slab ${index + 1}`;
          return (
            <Box key={index}>
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: '1fr 1fr 1fr auto',
                  gap: 1,
                  alignItems: 'center',
                }}
              >
                {(['from', 'to', 'precent'] as const).map((key) => (
                  <TextField
                    key={key}
                    size="small"
                    label={key === 'from' ? 'From' : key === 'to' ? 'To' : section.valueLabel}
                    value={row[key]}
                    error={Boolean(error)}
                    onChange={(event) => onChange(section.field, index, key, event.target.value)}
                    slotProps={{
                      htmlInput: {
                        'aria-label': `${prefix} ${key === 'from' ? 'From' : key === 'to' ? 'To' : section.valueLabel}`,
                        // a text box that keeps what is typed: the browser's number box read "1e" as
                        // empty, which counts as 0, and a slab was saved at 0 % (core names it instead)
                        inputMode: 'decimal',
                      },
                    }}
                  />
                ))}
                <IconButton
                  aria-label={`Remove ${lower} slab ${index + 1}`}
                  onClick={() => onRemove(section.field, index)}
                >
                  <RemoveIcon fontSize="small" />
                </IconButton>
              </Box>
              {error && (
                <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 0.5 }}>
                  {error}
                </Typography>
              )}
            </Box>
          );
        })}
      </Stack>
      <Button size="small" startIcon={<AddIcon />} onClick={() => onAdd(section.field)} sx={{ mt: 1 }}>
        Add {lower} slab
      </Button>
    </Box>
  );
}
