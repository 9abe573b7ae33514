/** The widths and sizes of a listing card's picture: cards rendered at build and on demand match. */
export const CARD_IMAGE = { widths: [320, 480, 800], sizes: '(min-width: 1200px) 280px, (min-width: 1024px) 25vw, (min-width: 640px) 45vw, 90vw' };
