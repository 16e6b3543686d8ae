// Important links (/imp-links): the seller's and courier panels the staff open every day. The rules of
// one link live here; the server checks them on every save and the screen shows the same messages.

/** The groups the screen offers first; any other group name may be typed. */
export const IMP_LINK_GROUPS = ['Seller panels', 'Courier panels', 'Payments', 'Other'] as const;

export const IMP_LINK_LIMITS = { title: 120, group: 60, url: 1000 } as const;

export interface ImpLinkFields {
  title: string;
  url: string;
  group: string;
}

export interface ImpLinkProblem {
  field: keyof ImpLinkFields;
  message: string;
}

/** The link as stored: each field trimmed. */
export function normaliseImpLink(input: ImpLinkFields): ImpLinkFields {
  return { title: input.title.trim(), url: input.url.trim(), group: input.group.trim() };
}

/**
 * Why a URL cannot be an important link, or null: an absolute http(s) address with a host, without a
 * user name or password in it (a link that carries a password would show it to everyone).
 */
export function impLinkUrlProblem(url: string): string | null {
  const text = url.trim();
  if (text === '') return 'Give the link’s address';
  if (text.length > IMP_LINK_LIMITS.url)
    return `The address is longer than ${IMP_LINK_LIMITS.url} characters`;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return `“${text}” is not a web address: it starts with https:// or http://`;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return `Only http and https addresses can be links, not ${parsed.protocol.replace(/:$/, '')}`;
  if (parsed.hostname === '') return 'The address has no host name';
  if (parsed.username !== '' || parsed.password !== '')
    return 'Leave the user name and password out of the address: everyone can see the links';
  return null;
}

/** Every problem of a link's fields, in the order of the form. */
export function impLinkProblems(input: ImpLinkFields): ImpLinkProblem[] {
  const link = normaliseImpLink(input);
  const problems: ImpLinkProblem[] = [];
  if (link.title === '') problems.push({ field: 'title', message: 'Give the link a title' });
  else if (link.title.length > IMP_LINK_LIMITS.title)
    problems.push({
      field: 'title',
      message: `The title is longer than ${IMP_LINK_LIMITS.title} characters`,
    });
  const url = impLinkUrlProblem(link.url);
  if (url !== null) problems.push({ field: 'url', message: url });
  if (link.group === '') problems.push({ field: 'group', message: 'Choose or type a group' });
  else if (link.group.length > IMP_LINK_LIMITS.group)
    problems.push({
      field: 'group',
      message: `The group is longer than ${IMP_LINK_LIMITS.group} characters`,
    });
  return problems;
}

/** The links grouped for the page: groups in the order their first link appears, links in their order. */
export function groupImpLinks<L extends { group: string; position: number }>(
  links: readonly L[],
): { group: string; links: L[] }[] {
  const groups = new Map<string, L[]>();
  for (const link of [...links].sort((a, b) => a.position - b.position)) {
    const list = groups.get(link.group);
    if (list) list.push(link);
    else groups.set(link.group, [link]);
  }
  return [...groups].map(([group, list]) => ({ group, links: list }));
}
