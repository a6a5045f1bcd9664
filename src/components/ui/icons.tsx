import type { ComponentProps } from 'react';
import type { Brand } from '@/lib/brand-paths';

/** The lucide icons the pages draw, by their id in the sprite (drawn by src/build-time/icon-sprite.ts). */
export type LucideId =
  | 'arrow-left'
  | 'arrow-right'
  | 'award'
  | 'badge-check'
  | 'briefcase-medical'
  | 'building-2'
  | 'calendar'
  | 'calendar-check'
  | 'check'
  | 'chevron-down'
  | 'chevron-right'
  | 'circle-check'
  | 'clock'
  | 'external-link'
  | 'graduation-cap'
  | 'heart-handshake'
  | 'home'
  | 'languages'
  | 'mail'
  | 'map'
  | 'map-pin'
  | 'menu'
  | 'message-circle'
  | 'message-circle-question'
  | 'navigation'
  | 'phone'
  | 'quote'
  | 'shield-check'
  | 'siren'
  | 'sparkles'
  | 'star'
  | 'stethoscope'
  | 'user-round-check'
  | 'users-round'
  | 'x';

/** An icon of the sprite: a lucide icon or a brand's mark (src/lib/brand-paths.ts). */
export type IconId = LucideId | Brand;

/** The sprite's address in the build, fingerprinted (astro.config.mjs defines it from src/build-time/icon-sprite.ts). */
export const spriteFile = import.meta.env.ICON_SPRITE;

type IconProps = ComponentProps<'svg'>;

/**
 * A decorative icon drawn from the site's sprite; the text or the accessible name around it says what it means.
 * Its paint and default size come from the .icon and .icon-brand classes (./kit.css): lucide icons are
 * stroked, brand marks filled, as lucide-react draws its icons and src/lib/brand-paths.ts holds the marks.
 */
export function SpriteIcon({
  icon,
  brand = false,
  className,
  ...props
}: IconProps & { icon: IconId; brand?: boolean }) {
  return (
    <svg aria-hidden="true" className={`${brand ? 'icon-brand' : 'icon'} ${className ?? ''}`.trim()} {...props}>
      <use href={`${spriteFile}#${icon}`} />
    </svg>
  );
}

const icon = (id: IconId) => {
  const Icon = (props: IconProps) => <SpriteIcon icon={id} {...props} />;
  return Icon;
};

export type Icon = ReturnType<typeof icon>;

/** WhatsApp's mark, filled in the colour around it. */
export const WhatsApp: Icon = (props) => <SpriteIcon brand icon="whatsapp" {...props} />;

export const ArrowLeft = icon('arrow-left');
export const ArrowRight = icon('arrow-right');
export const Award = icon('award');
export const BadgeCheck = icon('badge-check');
export const BriefcaseMedical = icon('briefcase-medical');
export const Building2 = icon('building-2');
export const CalendarCheck = icon('calendar-check');
export const Check = icon('check');
export const ChevronDown = icon('chevron-down');
export const ChevronRight = icon('chevron-right');
export const CircleCheck = icon('circle-check');
export const Clock = icon('clock');
export const ExternalLink = icon('external-link');
export const GraduationCap = icon('graduation-cap');
export const HeartHandshake = icon('heart-handshake');
export const Home = icon('home');
export const Languages = icon('languages');
export const Mail = icon('mail');
export const MapIcon = icon('map');
export const MapPin = icon('map-pin');
export const Menu = icon('menu');
export const MessageCircle = icon('message-circle');
export const MessageCircleQuestion = icon('message-circle-question');
export const Navigation = icon('navigation');
export const Phone = icon('phone');
export const Quote = icon('quote');
export const ShieldCheck = icon('shield-check');
export const Siren = icon('siren');
export const Sparkles = icon('sparkles');
export const Star = icon('star');
export const Stethoscope = icon('stethoscope');
export const UserRoundCheck = icon('user-round-check');
export const UsersRound = icon('users-round');
export const X = icon('x');
