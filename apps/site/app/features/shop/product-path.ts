/** A product's page address; the page's own forms post back to it. */
export const productPath = (slug: string) => `/product/${slug}/`;
