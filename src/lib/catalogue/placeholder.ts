/**
 * The shop's own picture for a product that has none (a store's product saved without one): a
 * file of this repository, src/assets/product-placeholder.svg, that the build sizes and hashes like
 * any product picture (images.ts finds it by this name). Never a store's placeholder: WooCommerce 10
 * answers `images: []` and no longer ships the placeholder.png older versions pointed at.
 */
export const PLACEHOLDER_IMAGE = 'product-placeholder.svg';
