import { DIRECTIONAL_ICONS, ICON_PATHS, type IconName } from '../../lib/icons';

/** An icon of the shop's set (src/lib/icons.ts), decorative: the control it sits in carries the words. */
export default function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  return (
    <svg
      className={DIRECTIONAL_ICONS.has(name) ? 'icon-dir' : undefined}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={name === 'star' ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
