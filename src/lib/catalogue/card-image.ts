/**
 * The widths and sizes of a listing card's picture: cards rendered at build and on demand match.
 * The widths are the product gallery's too, so each picture is encoded once per size.
 */
export const CARD_IMAGE = {
  widths: [400, 800],
  sizes: '(min-width: 1200px) 280px, (min-width: 1024px) 25vw, (min-width: 640px) 45vw, 90vw',
};
