import type { GridApiCommon } from '@mui/x-data-grid';

/** The columns of a row's links (Call, WP, Sms), whichever of them the screen has. */
const LINK_FIELDS: ReadonlySet<string> = new Set(['call', 'whatsapp', 'sms']);

/**
 * Where a row without links says why: in the first link column on screen (the person may hide or move
 * columns), spanning the link columns right beside it. Each link column used to say it, so a row of
 * First Message or Bulk NDR read "No link: …" twice, each squeezed into a narrow column.
 */
export function noLinkPlace(api: GridApiCommon, field: string): { first: boolean; span: number } {
  const visible = api.getVisibleColumns();
  const at = visible.findIndex((c) => c.field === field);
  let span = 1;
  while (at + span < visible.length && LINK_FIELDS.has(visible[at + span]!.field)) span++;
  return { first: at >= 0 && !visible.slice(0, at).some((c) => LINK_FIELDS.has(c.field)), span };
}
