export { gstRoutes } from './gst.routes.tsx';
export { GST_PATH } from './paths.ts';
