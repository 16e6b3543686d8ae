import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface MessageLinkButtonProps {
  label: string;
  /** The link; a row without one shows its reason once (`NoLinkReason`), not one per button. */
  href: string | null;
  /** WhatsApp buttons are green until used and red after; other links keep the primary colour. */
  used?: boolean;
  tracksUse?: boolean;
  /** Below md a link opens in the same tab (the phone's app takes over); on a desktop in a new one. */
  sameTab: boolean;
  /** Called on the click (a send from the order database stops it, claims the flag, then opens the link). */
  onOpen?: (event: React.MouseEvent) => void;
  ariaLabel: string;
}

export function MessageLinkButton({
  label,
  href,
  used = false,
  tracksUse = false,
  sameTab,
  onOpen,
  ariaLabel,
}: MessageLinkButtonProps) {
  if (href === null) return null;
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

/**
 * Why an order has no links (a number that is no Indian mobile, a custom text still to be fixed), in
 * place of all its buttons: said once, whole, on as many lines as it takes. No tooltip repeats it.
 */
export function NoLinkReason({ reason }: { reason: string | null }) {
  return (
    <Typography variant="body2" color="error" sx={{ whiteSpace: 'normal', lineHeight: 1.3 }}>
      No link: {reason}
    </Typography>
  );
}
