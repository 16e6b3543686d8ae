/**
 * Text for assistive technology only (a table's "Actions" header): a 1 px clipped box. The sizes are
 * strings on purpose: in MUI's `sx` a bare `width: 1` means 100 %, which made the hidden header as large
 * as the page and gave the whole page a sideways scroll. Its parent must be positioned (a table header
 * cell: `position: 'relative'`), or the box escapes a scrolling table and widens the page.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
