import Button from '@mui/material/Button';

/**
 * The Product and Listing tabs' RESET: red, in the dark shade in the light theme (error.main on the
 * page's grey is below the 4.5:1 contrast text needs there).
 */
export function ResetButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <Button
      variant="outlined"
      color="error"
      onClick={onClick}
      disabled={disabled}
      sx={{ color: (theme) => (theme.palette.mode === 'dark' ? 'error.main' : 'error.dark') }}
    >
      RESET
    </Button>
  );
}
