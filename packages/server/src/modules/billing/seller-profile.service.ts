import {
  INVOICE_KINDS,
  SELLER_PROFILE_SETTING,
  STORED_IMAGE_URL,
  normaliseSellerProfile,
  sellerProfileOf,
  type SellerProfile,
} from '@seller-desk/core';
import type { SellerProfileInput } from '../../graphql-types.generated.ts';
import { badInput } from '../../shared/errors.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import type { ImageStore } from '../files/image-store.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { checkedLogo } from './logo.ts';

// The seller profile is one setting of the Settings screen (decision 052, docs/billing.md): stored,
// locked and audited by the settings module under SELLER_PROFILE_SETTING.key. Every saved document
// keeps a copy of the profile it was issued under.

/** The profile as the GraphQL SellerProfile type resolves it: the value and its optimistic lock. */
export type SellerProfileRecord = SellerProfile & { version: number };
export type { SellerProfileInput };

export function createSellerProfileService({
  settings,
  images,
}: {
  settings: SettingsService;
  images: Pick<ImageStore, 'get'>;
}) {
  async function get(): Promise<SellerProfileRecord> {
    const view = await settings.read<Partial<SellerProfile>>(SELLER_PROFILE_SETTING.key);
    return { ...sellerProfileOf(view.value), version: view.version };
  }

  /** '' or an image of the store (uploaded first), or a PNG/JPEG data URL checked by its content. */
  async function checkedDefaultLogo(logo: string): Promise<string> {
    const value = logo.trim();
    if (!value) return '';
    if (STORED_IMAGE_URL.test(value)) {
      const hash = /([0-9a-f]{64})/.exec(value)![1]!;
      if (!(await images.get('images', hash)))
        throw badInput('logo', 'The logo was not found among the uploaded images: upload it again');
      return value;
    }
    return checkedLogo(value);
  }

  return {
    get,
    /** The current profile with every field filled (what a document is issued under). */
    current: async (): Promise<SellerProfile> => {
      const { version: _version, ...profile } = await get();
      return profile;
    },
    /**
     * Changes the fields given (the others keep their values). `version` is the lock the editor started
     * from; without one (an API client changing a field or two) the current version is taken.
     */
    async update(
      data: SellerProfileInput,
      version: number | null | undefined,
      actor: SessionUser,
    ): Promise<SellerProfileRecord> {
      const before = await get();
      const { documentDefaults, logo, ...fields } = data;
      const { version: current, ...next } = before;
      for (const [k, v] of Object.entries(fields)) {
        if (v === undefined || v === null) continue;
        (next as unknown as Record<string, unknown>)[k] = v;
      }
      if (logo !== undefined && logo !== null) next.logo = await checkedDefaultLogo(logo);
      if (documentDefaults) {
        next.documentDefaults = { ...before.documentDefaults };
        for (const d of documentDefaults) {
          const kind = INVOICE_KINDS.find((k) => k === d.kind);
          if (!kind) throw badInput('documentDefaults', `Unknown document kind ${d.kind}`);
          next.documentDefaults[kind] = { notes: d.notes, term: d.term };
        }
      }
      const saved = await settings.write<SellerProfile>(
        SELLER_PROFILE_SETTING.key,
        normaliseSellerProfile(next),
        version ?? current,
        actor,
      );
      return { ...sellerProfileOf(saved.value), version: saved.version };
    },
  };
}

export type SellerProfileService = ReturnType<typeof createSellerProfileService>;
