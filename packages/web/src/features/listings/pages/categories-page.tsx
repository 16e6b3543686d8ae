import { CategoriesTable } from '../components/categories-table.tsx';
import type { CategoryKind } from '../listing-channels.ts';

export function CategoriesPage({ kind }: { kind: CategoryKind }) {
  return <CategoriesTable key={kind} kind={kind} />;
}
