import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface MessageLinkButtonProps {
  label: string;
  href: string | null;
  /** Why there is no link (an invalid number), shown instead of the button. */
  problem: string | null;
  /** WhatsApp buttons are green until used and red after; other links keep the primary colour. */
  used?: boolean;
  tracksUse?: boolean;
  /** Below md a link opens in the same tab (the phone's app takes over); on a desktop in a new one. */
  sameTab: boolean;
  onOpen?: () => void;
  ariaLabel: string;
}

export function MessageLinkButton({
  label,
  href,
  problem,
  used = false,
  tracksUse = false,
  sameTab,
  onOpen,
  ariaLabel,
}: MessageLinkButtonProps) {
  if (href === null) {
    return (
      <Typography
        variant="body2"
        color="error"
        title={problem ?? undefined}
        sx={{ whiteSpace: 'normal', lineHeight: 1.3, py: 1 }}
      >
        No link: {problem}
      </Typography>
    );
  }
  return (
    <Button
      component="a"
      href={href}
      size="small"
      variant="contained"
      color={tracksUse ? (used ? 'error' : 'success') : 'primary'}
      aria-label={ariaLabel}
      {...(sameTab ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
      onClick={onOpen}
    >
      {label}
    </Button>
  );
}
