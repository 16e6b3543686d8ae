import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryKind } from '../listing-channels.ts';
import type { Category, CategoryInput } from './category-fields.ts';
import { createCategory } from './create-category.ts';
import { categoriesQueryKey } from './get-categories.ts';
import { publishCategory } from './publish-category.ts';
import { updateCategory } from './update-category.ts';

export interface SaveCategoryArgs {
  id: string | null;
  data: CategoryInput;
}

/** docs/architecture.md (drafts and publishing): create or update, then publish; the list is refetched (and the listings, whose fees change). */
export async function saveCategory(kind: CategoryKind, { id, data }: SaveCategoryArgs): Promise<Category> {
  const saved = id === null ? await createCategory(kind, data) : await updateCategory(kind, id, data);
  return publishCategory(kind, saved.id);
}

export function useSaveCategory(kind: CategoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: SaveCategoryArgs) => saveCategory(kind, args),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: categoriesQueryKey(kind) });
      await queryClient.invalidateQueries({ queryKey: ['listings', kind] });
    },
  });
}
