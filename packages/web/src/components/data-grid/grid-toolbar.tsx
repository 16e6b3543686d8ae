import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  ColumnsPanelTrigger,
  FilterPanelTrigger,
  Toolbar,
  gridDensitySelector,
  gridRowSelectionCountSelector,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridDensity,
} from '@mui/x-data-grid';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { namesInWords } from './names-in-words.ts';
import { ColumnsDialog, type ColumnChooser } from './columns-dialog.tsx';
import { saveCsv } from '../../lib/download.ts';
import { gridToCsv } from './export-csv.ts';
import { useGridToolbarOptions, type DeleteSelectedOptions } from './grid-toolbar-context.ts';

const densities: Array<{ value: GridDensity; label: string }> = [
  { value: 'compact', label: 'Compact' },
  { value: 'standard', label: 'Standard' },
  { value: 'comfortable', label: 'Comfortable' },
];

function toWords(text: string): string[] {
  return text.split(' ').filter((word) => word !== '');
}

type ToolbarActionProps = Omit<ButtonProps, 'children' | 'startIcon'> & {
  /** The button's name: its text from md on, its aria-label and tooltip below. */
  label: string;
  icon: ReactNode;
  /** Below md: the icon alone, so that the switch and the buttons share one line on a phone. */
  compact: boolean;
  /** Said on hover instead of the label, e.g. why the button is disabled. */
  tooltip?: string | null;
};

/** A toolbar button: icon and label from md on; below md the icon alone, named by aria-label and tooltip. */
function ToolbarAction({ label, icon, compact, tooltip = null, ...props }: ToolbarActionProps) {
  const button = compact ? (
    <Button size="small" aria-label={label} {...props} sx={{ minWidth: 0, px: 0.75 }}>
      {icon}
    </Button>
  ) : (
    <Button size="small" startIcon={icon} {...props}>
      {label}
    </Button>
  );
  const title = tooltip ?? (compact ? label : null);
  if (title === null) return button;
  // A disabled button gets no pointer events: the span around it carries the tooltip.
  return <Tooltip title={title}>{props.disabled ? <span>{button}</span> : button}</Tooltip>;
}

function SearchField({ compact }: { compact: boolean }) {
  const apiRef = useGridApiContext();
  const [value, setValue] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (text: string, immediately = false) => {
    setValue(text);
    clearTimeout(timer.current);
    const run = () => apiRef.current?.setQuickFilterValues(toWords(text));
    if (immediately) run();
    else timer.current = setTimeout(run, 150);
  };

  const paste = async () => {
    try {
      const text = await navigator.clipboard.readText();
      apply(text.trim(), true);
    } catch {
      // The browser refused clipboard access (permission or insecure origin): nothing to paste.
    }
  };

  return (
    <TextField
      size="small"
      label="Search"
      value={value}
      onChange={(event) => apply(event.target.value)}
      sx={{ minWidth: 220, flex: '1 1 220px', maxWidth: compact ? 'none' : 360 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label="Paste from clipboard"
                title="Paste from clipboard"
                onClick={() => void paste()}
                edge="end"
              >
                <ContentPasteIcon fontSize="small" />
              </IconButton>
              {/* Named "Clear", not "Clear search", so that getByLabel('Search') finds only the field. */}
              <IconButton
                size="small"
                aria-label="Clear"
                title="Clear"
                disabled={value === ''}
                onClick={() => apply('', true)}
                edge="end"
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function DensityMenu({ compact }: { compact: boolean }) {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <ToolbarAction
        label="Density"
        icon={<DensityMediumIcon />}
        compact={compact}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      />
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {densities.map((option) => (
          <MenuItem
            key={option.value}
            selected={option.value === density}
            onClick={() => {
              apiRef.current?.setDensity(option.value);
              setAnchor(null);
            }}
          >
            {option.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function DeleteSelectedButton({ options, compact }: { options: DeleteSelectedOptions; compact: boolean }) {
  const apiRef = useGridApiContext();
  const count = useGridSelector(apiRef, gridRowSelectionCountSelector);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const noun = count === 1 ? options.noun.one : options.noun.many;
  const selectedIds = () => [...gridRowSelectionIdsSelector(apiRef).keys()].map(String);
  const names = asking
    ? selectedIds().map((id) => {
        const row = apiRef.current?.getRow(id);
        return row ? options.nameOf(row) : id;
      })
    : [];
  const confirm = async () => {
    const ids = selectedIds();
    setBusy(true);
    try {
      await options.onDelete(ids);
      apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set() });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <ToolbarAction
        label="Delete selected"
        icon={<DeleteSweepIcon />}
        compact={compact}
        color="error"
        disabled={count === 0}
        onClick={() => setAsking(true)}
      />
      <ConfirmDialog
        open={asking}
        title={`Delete ${count} ${noun}?`}
        message={`${namesInWords(names)} will be deleted.`}
        cancelLabel="Disagree"
        confirmLabel="Delete"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

function ColumnsButton({ chooser, compact }: { chooser: ColumnChooser; compact: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ToolbarAction
        label="Columns"
        icon={<ViewColumnIcon />}
        compact={compact}
        onClick={() => setOpen(true)}
      />
      <ColumnsDialog open={open} onClose={() => setOpen(false)} chooser={chooser} />
    </>
  );
}

/**
 * Export: core's CSV rule (BOM, plain numbers, yyyy-MM-dd, neutralised formulas) over what is shown;
 * disabled, saying why, while the list is still loading.
 */
function ExportButton({ compact }: { compact: boolean }) {
  const apiRef = useGridApiContext();
  const options = useGridToolbarOptions();
  return (
    <ToolbarAction
      label="Export"
      icon={<FileDownloadIcon />}
      compact={compact}
      tooltip={options.exportHold}
      disabled={options.exportHold !== null}
      onClick={() => saveCsv(`${options.exportFileName}.csv`, gridToCsv(apiRef as never, options.csvValue))}
    />
  );
}

/**
 * The toolbar of every grid: search, add, checkbox selection, columns, filters, density, export. From md
 * on, one line with each button's label; below md (decision 160) the search takes the first line and the
 * switch and the buttons, icons named by aria-label and tooltip, share the second, so that a phone keeps
 * its height for rows.
 */
export function GridToolbar() {
  const options = useGridToolbarOptions();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const selection = (
    <FormControlLabel
      sx={{ ml: 0.5, mr: 0, '& .MuiFormControlLabel-label': { fontSize: 14 } }}
      control={
        <Switch
          size="small"
          checked={options.checkboxSelection}
          onChange={(event) => options.onCheckboxSelectionChange(event.target.checked)}
        />
      }
      label="Checkbox selection"
    />
  );
  const actions = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      {options.columnChooser ? (
        <ColumnsButton chooser={options.columnChooser} compact={compact} />
      ) : (
        <ColumnsPanelTrigger
          render={(props) => (
            <ToolbarAction {...props} label="Columns" icon={<ViewColumnIcon />} compact={compact} />
          )}
        />
      )}
      <FilterPanelTrigger
        render={(props, state) => (
          <ToolbarAction
            {...props}
            label="Filters"
            icon={
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon />
              </Badge>
            }
            compact={compact}
          />
        )}
      />
      <DensityMenu compact={compact} />
      <ExportButton compact={compact} />
      {options.deleteSelected && options.checkboxSelection && (
        <DeleteSelectedButton options={options.deleteSelected} compact={compact} />
      )}
      {options.extra}
    </Box>
  );
  return (
    // flex: none: the grid's column layout would otherwise squeeze a wrapped toolbar over the rows (phones).
    <Toolbar style={{ flex: 'none', flexWrap: 'wrap', justifyContent: 'flex-start', gap: 8, padding: 8 }}>
      <SearchField compact={compact} />
      {options.onAdd && (
        <Button
          variant="contained"
          size="small"
          startIcon={<AddIcon />}
          onClick={options.onAdd}
          disabled={options.addDisabled}
        >
          {options.addLabel ?? 'Add record'}
        </Button>
      )}
      {compact ? (
        <Box
          sx={{
            flexBasis: '100%',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            columnGap: 1,
          }}
        >
          {selection}
          {actions}
        </Box>
      ) : (
        <>
          {selection}
          {actions}
        </>
      )}
    </Toolbar>
  );
}
