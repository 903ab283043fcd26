/**
 * The icons content files may name. Each maps to a drawing in `src/components/Icon.tsx`;
 * the content schemas accept only these names, so a typo fails the build.
 */
export const iconNames = [
  'accessibility',
  'ambulance',
  'armchair',
  'bus',
  'calendar-clock',
  'car',
  'door-open',
  'hand-heart',
  'heart-handshake',
  'map',
  'map-pin',
  'route',
  'shield-check',
  'bed-single',
  'users',
  'van',
] as const;

export type IconName = (typeof iconNames)[number];
