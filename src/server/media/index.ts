export { IMAGE_SIZE, escapeXml, pictogramFor, placeholderSvg, productImageSvg, wrapText } from './svg.js';
export type { Pictogram } from './svg.js';
export { IMAGE_CACHE_CONTROL, mediaRoutes } from './routes.js';
