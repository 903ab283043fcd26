import {
  Accessibility,
  Ambulance,
  Armchair,
  BedSingle,
  Bus,
  CalendarClock,
  Car,
  DoorOpen,
  HandHeart,
  HeartHandshake,
  type IconNode,
  Map as MapDrawing,
  MapPin,
  Route,
  ShieldCheck,
  Users,
  Van,
} from 'lucide';
import { createElement } from 'react';
import type { IconName } from '../content/icon-names';

/** The icons content names (icon-names.ts), as Lucide draws them. */
const named: Record<IconName, IconNode> = {
  accessibility: Accessibility,
  ambulance: Ambulance,
  armchair: Armchair,
  'bed-single': BedSingle,
  bus: Bus,
  'calendar-clock': CalendarClock,
  car: Car,
  'door-open': DoorOpen,
  'hand-heart': HandHeart,
  'heart-handshake': HeartHandshake,
  map: MapDrawing,
  'map-pin': MapPin,
  route: Route,
  'shield-check': ShieldCheck,
  users: Users,
  van: Van,
};

interface IconProps {
  /** Lucide's drawing of it (the `lucide` package: plain data, no code of its own). */
  icon: IconNode;
  className?: string | undefined;
  size?: number;
}

/**
 * A decorative icon: the text beside it carries the meaning, so it is hidden from screen readers.
 * Drawn from Lucide's data as a plain SVG in the HTML (which needs no xmlns), with none of
 * lucide-react's code.
 */
export function Icon({ icon, className, size = 24 }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}

/** An icon named in content. */
export function NamedIcon({ name, className, size = 28 }: { name: IconName; className?: string | undefined; size?: number }) {
  return <Icon icon={named[name]} className={className} size={size} />;
}
