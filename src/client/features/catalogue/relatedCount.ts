/** Related products per relation type on the product page (loader and component agree on it). */
export const RELATED_COUNT = 8;
