import { ProductsGrid } from '../components/products-grid.tsx';

export function ProductsPage() {
  return <ProductsGrid />;
}
