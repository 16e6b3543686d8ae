export { productsRoutes, ProductsPage } from './products.routes.tsx';
