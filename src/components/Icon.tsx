import {
  AccessibilityIcon,
  AmbulanceIcon,
  ArmchairIcon,
  BedSingleIcon,
  BusIcon,
  CalendarClockIcon,
  CarIcon,
  DoorOpenIcon,
  HandHeartIcon,
  HeartHandshakeIcon,
  type LucideIcon,
  MapIcon,
  MapPinIcon,
  RouteIcon,
  ShieldCheckIcon,
  UsersIcon,
  VanIcon,
} from 'lucide-react';
import type { IconName } from '../content/icon-names';

const icons: Record<IconName, LucideIcon> = {
  accessibility: AccessibilityIcon,
  ambulance: AmbulanceIcon,
  armchair: ArmchairIcon,
  'bed-single': BedSingleIcon,
  bus: BusIcon,
  'calendar-clock': CalendarClockIcon,
  car: CarIcon,
  'door-open': DoorOpenIcon,
  'hand-heart': HandHeartIcon,
  'heart-handshake': HeartHandshakeIcon,
  map: MapIcon,
  'map-pin': MapPinIcon,
  route: RouteIcon,
  'shield-check': ShieldCheckIcon,
  users: UsersIcon,
  van: VanIcon,
};

interface IconProps {
  name: IconName;
  className?: string | undefined;
  size?: number;
}

/** A decorative icon named in content; the text beside it carries the meaning. */
export function Icon({ name, className, size = 28 }: IconProps) {
  const Drawing = icons[name];
  return <Drawing aria-hidden="true" focusable="false" size={size} strokeWidth={2} className={className} />;
}
