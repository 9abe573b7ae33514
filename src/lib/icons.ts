/** The shop's icons as SVG paths on a 24 x 24 grid (stroked, but the star): drawn by Icon.astro and the islands' Icon. */
export const ICON_PATHS = {
  cart: 'M6 6h15l-1.5 8.5a2 2 0 0 1-2 1.5H9a2 2 0 0 1-2-1.6L5 3H2M9 20.5a1 1 0 1 0 0 .01M18 20.5a1 1 0 1 0 0 .01',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm-8 9c.8-4 4-6.5 8-6.5s7.2 2.5 8 6.5',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 5 5',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6 6 18',
  heart:
    'M12 20s-7.5-4.6-9.3-9.2C1.5 7.5 3.6 4.5 6.8 4.5c2 0 3.5 1.1 4.2 2.6h2c.7-1.5 2.2-2.6 4.2-2.6 3.2 0 5.3 3 4.1 6.3C19.5 15.4 12 20 12 20Z',
  share:
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  star: 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9Z',
  chevron: 'M9 6l6 6-6 6',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8Z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5v.01',
  twitter: 'M4 4l16 16M20 4 4 20',
  pinterest:
    'M12 3a9 9 0 0 0-3.3 17.4c0-.8 0-1.8.2-2.6l1.3-5.5s-.3-.7-.3-1.6c0-1.5.9-2.7 2-2.7.9 0 1.4.7 1.4 1.6 0 1-.6 2.4-.9 3.7-.3 1.1.6 2 1.7 2 2 0 3.4-2.6 3.4-5.7 0-2.4-1.6-4.1-4.5-4.1-3.3 0-5.3 2.4-5.3 5.1 0 .9.3 1.6.7 2.1',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
} as const;

export type IconName = keyof typeof ICON_PATHS;

/** Icons that point along the line, drawn mirrored on a right-to-left page (global.css: .icon-dir). */
export const DIRECTIONAL_ICONS: ReadonlySet<IconName> = new Set(['chevron']);
