/** Icons of the darshan pages, drawn like components/icons (decorative; the control carries the label). */
import { Icon, type IconProps } from "@/components/icons/icons";

export const PlayIcon = ({ size = 30, ...p }: IconProps) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...p}>
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" fill="currentColor" />
  </svg>
);

export const ClockIcon = ({ size = 18, ...p }: IconProps) => (
  <Icon size={size} {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

export const EyeIcon = ({ size = 18, ...p }: IconProps) => (
  <Icon size={size} {...p}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const CalendarIcon = ({ size = 18, ...p }: IconProps) => (
  <Icon size={size} {...p}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 10h18" />
  </Icon>
);

export const UserIcon = ({ size = 18, ...p }: IconProps) => (
  <Icon size={size} {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);
