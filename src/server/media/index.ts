export { IMAGE_SIZE, LOGO_HEIGHT, LOGO_WIDTH, SCENE_HEIGHT, SCENE_WIDTH, articleImageSvg, brandImageSvg, brandLogoSvg, categoryImageSvg, escapeXml, methodIconSvg, productImageSvg, productPictureSvg } from './svg.js';
export type { ProductArtwork, ProductPicture } from './svg.js';
export { DRAWINGS, DRAWING_DEFS } from './drawings.js';
export type { Drawing } from './drawings.js';
export { categoryDrawing, productArt } from './kinds.js';
export type { ArtworkSubject, ProductArt } from './kinds.js';
export { SHOP_COLOUR, brandOf, KNOWN_BRAND_SLUGS } from './colour.js';
export type { Brand } from './colour.js';
export { IMAGE_CACHE_CONTROL, imageEtag, mediaRoutes } from './routes.js';
