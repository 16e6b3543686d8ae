import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Important links through the API on the real database: everyone signed in reads them, only an ADMIN
// adds, edits, removes and reorders (checked on the server), addresses are http(s) only.

interface Link {
  id: string;
  title: string;
  url: string;
  group: string;
  position: number;
}
const LINK = 'id title url group position';

describe('important links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (data: Record<string, string>, who = t.admin) =>
    who.gql<{ createImpLink: Link }>(
      `mutation($data: ImpLinkInput!) { createImpLink(data: $data) { ${LINK} } }`,
      { data },
    );
  const list = async (who = t.user) =>
    (await who.gql<{ impLinks: Link[] }>(`{ impLinks { ${LINK} } }`)).data!.impLinks;

  it('an ADMIN adds links at the end (trimmed); everyone signed in reads them in order', async () => {
    const a = await create({
      title: ' Flipkart Seller Hub ',
      url: 'https://seller.flipkart.com/ ',
      group: 'Seller panels',
    });
    expect(a.errors).toBeUndefined();
    await create({ title: 'Shiprocket', url: 'https://app.shiprocket.in/', group: 'Courier panels' });
    await create({ title: 'Meesho Supplier', url: 'http://supplier.meesho.com', group: 'Seller panels' });
    expect((await list()).map((l) => [l.title, l.url, l.group, l.position])).toEqual([
      ['Flipkart Seller Hub', 'https://seller.flipkart.com/', 'Seller panels', 1],
      ['Shiprocket', 'https://app.shiprocket.in/', 'Courier panels', 2],
      ['Meesho Supplier', 'http://supplier.meesho.com', 'Seller panels', 3],
    ]);
    const audit = await t.app.database.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('entity', '=', 'impLink')
      .where('entity_id', '=', a.data!.createImpLink.id)
      .execute();
    expect(audit).toEqual([{ action: 'create' }]);
  });

  it('refuses an address that is not http(s), naming the field; nothing is stored', async () => {
    const before = (await list()).length;
    for (const url of ['javascript:alert(1)', 'ftp://x.in/', 'seller.flipkart.com', 'https://me:pw@x.in/']) {
      const r = await create({ title: 'Bad', url, group: 'Other' });
      expect(r.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url' });
    }
    const noTitle = await create({ title: ' ', url: 'https://x.in', group: 'Other' });
    expect(noTitle.errors![0]).toMatchObject({
      message: 'Give the link a title',
      extensions: { field: 'title' },
    });
    expect(await list()).toHaveLength(before);
  });

  it('a USER reads but may not add, edit, remove or reorder; a visitor may not read', async () => {
    const [first] = await list();
    const denied = [
      await create({ title: 'X', url: 'https://x.in', group: 'Other' }, t.user),
      await t.user.gql(
        `mutation { updateImpLink(id: "${first!.id}", data: {title: "X", url: "https://x.in", group: "X"}) { id } }`,
      ),
      await t.user.gql(`mutation { deleteImpLink(id: "${first!.id}") { id } }`),
      await t.user.gql(`mutation { reorderImpLinks(ids: ["${first!.id}"]) { id } }`),
    ];
    for (const r of denied) expect(r.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const anon = await t.anon.gql(`{ impLinks { id } }`);
    expect(anon.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await list())[0]).toEqual(first);
  });

  it('an ADMIN edits, reorders (every link once) and removes', async () => {
    const links = await list();
    const edited = await t.admin.gql<{ updateImpLink: Link }>(
      `mutation($id: ID!) { updateImpLink(id: $id, data: {title: "Shiprocket panel", url: "https://app.shiprocket.in/seller", group: "Courier panels"}) { ${LINK} } }`,
      { id: links[1]!.id },
    );
    expect(edited.data!.updateImpLink).toMatchObject({ title: 'Shiprocket panel', position: 2 });

    const order = [links[2]!.id, links[0]!.id, links[1]!.id];
    const moved = await t.admin.gql<{ reorderImpLinks: Link[] }>(
      `mutation($ids: [ID!]!) { reorderImpLinks(ids: $ids) { ${LINK} } }`,
      { ids: order },
    );
    expect(moved.data!.reorderImpLinks.map((l) => [l.id, l.position])).toEqual(
      order.map((id, i) => [id, i + 1]),
    );
    const partial = await t.admin.gql(`mutation($ids: [ID!]!) { reorderImpLinks(ids: $ids) { id } }`, {
      ids: order.slice(0, 2),
    });
    expect(partial.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids' });

    const removed = await t.admin.gql(`mutation($id: ID!) { deleteImpLink(id: $id) { id } }`, {
      id: links[0]!.id,
    });
    expect(removed.errors).toBeUndefined();
    expect((await list()).map((l) => l.title)).toEqual(['Meesho Supplier', 'Shiprocket panel']);
    const again = await t.admin.gql(`mutation($id: ID!) { deleteImpLink(id: $id) { id } }`, {
      id: links[0]!.id,
    });
    expect(again.errors![0]).toMatchObject({ message: 'This link was removed by someone else' });
  });
});
