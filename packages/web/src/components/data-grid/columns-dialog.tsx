import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { moveField } from './column-layout.ts';

export interface ColumnChooser {
  /** The fields in their current order, with the text people read. */
  columns: { field: string; headerName: string; hideable: boolean }[];
  hidden: ReadonlySet<string>;
  onChange: (order: string[], hidden: ReadonlySet<string>) => void;
  onReset: () => void;
  /** Where the choice is kept, said in the dialog: "Remembered for Flipkart in this browser." */
  rememberedFor?: string | undefined;
}

/** Shows, hides and reorders a grid's columns (DataTableProps.columnsKey remembers the choice). */
export function ColumnsDialog({
  open,
  onClose,
  chooser,
}: {
  open: boolean;
  onClose: () => void;
  chooser: ColumnChooser;
}) {
  const titleId = useId();
  const order = chooser.columns.map((c) => c.field);
  const last = order.length - 1;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" scroll="paper">
      <DialogTitle id={titleId}>Columns</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {chooser.rememberedFor && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 3, pt: 1.5 }}>
            Tick the columns to show and move them up or down. {chooser.rememberedFor}
          </Typography>
        )}
        <List dense aria-label="Columns in order">
          {chooser.columns.map((column, index) => (
            <ListItem
              key={column.field}
              sx={{ px: 3 }}
              secondaryAction={
                <>
                  <IconButton
                    size="small"
                    aria-label={`Move ${column.headerName} up`}
                    disabled={index === 0}
                    onClick={() => chooser.onChange(moveField(order, column.field, -1), chooser.hidden)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    edge="end"
                    aria-label={`Move ${column.headerName} down`}
                    disabled={index === last}
                    onClick={() => chooser.onChange(moveField(order, column.field, 1), chooser.hidden)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <FormControlLabel
                label={column.headerName}
                control={
                  <Checkbox
                    size="small"
                    checked={!chooser.hidden.has(column.field)}
                    disabled={!column.hideable}
                    onChange={(event) => {
                      const hidden = new Set(chooser.hidden);
                      if (event.target.checked) hidden.delete(column.field);
                      else hidden.add(column.field);
                      chooser.onChange(order, hidden);
                    }}
                  />
                }
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={chooser.onReset}>Reset to default</Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
