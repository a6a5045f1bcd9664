// The site's icons, drawn once in one SVG sprite that every page references (<svg><use href="…#phone"/></svg>)
// instead of repeating each icon's paths in the HTML. The sprite's name carries a hash of its content, so it is
// cached for good like the other fingerprinted files (src/integrations/sprite-file.ts writes it into dist/_astro/).
// The form islands draw their few icons inline, as they render in the browser too.
import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  ArrowLeft,
  ArrowRight,
  Award,
  BadgeCheck,
  BriefcaseMedical,
  Building2,
  Calendar,
  CalendarCheck,
  Check,
  ChevronDown,
  ChevronRight,
  CircleCheck,
  Clock,
  ExternalLink,
  GraduationCap,
  HeartHandshake,
  Home,
  Languages,
  Mail,
  Map,
  MapPin,
  Menu,
  MessageCircle,
  MessageCircleQuestion,
  Navigation,
  Phone,
  Quote,
  ShieldCheck,
  Siren,
  Sparkles,
  Star,
  Stethoscope,
  UserRoundCheck,
  UsersRound,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { LucideId } from '../components/ui/icons';
import { brandPaths } from '../lib/brand-paths';
import { toothMark } from '../lib/tooth-mark';

/** Lucide icons by their id in the sprite: each id the pages use (src/components/ui/icons.tsx), no other. */
export const lucideIcons = {
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  award: Award,
  'badge-check': BadgeCheck,
  'briefcase-medical': BriefcaseMedical,
  'building-2': Building2,
  calendar: Calendar,
  'calendar-check': CalendarCheck,
  check: Check,
  'chevron-down': ChevronDown,
  'chevron-right': ChevronRight,
  'circle-check': CircleCheck,
  clock: Clock,
  'external-link': ExternalLink,
  'graduation-cap': GraduationCap,
  'heart-handshake': HeartHandshake,
  home: Home,
  languages: Languages,
  mail: Mail,
  map: Map,
  'map-pin': MapPin,
  menu: Menu,
  'message-circle': MessageCircle,
  'message-circle-question': MessageCircleQuestion,
  navigation: Navigation,
  phone: Phone,
  quote: Quote,
  'shield-check': ShieldCheck,
  siren: Siren,
  sparkles: Sparkles,
  star: Star,
  stethoscope: Stethoscope,
  'user-round-check': UserRoundCheck,
  'users-round': UsersRound,
  x: X,
} satisfies Record<LucideId, LucideIcon>;

/** The shapes inside an icon's <svg>, exactly as lucide-react draws them. */
const shapes = (icon: LucideIcon) => renderToStaticMarkup(createElement(icon)).replace(/^<svg[^>]*>|<\/svg>$/g, '');

const symbol = (id: string, body: string) => `<symbol id="${id}" viewBox="0 0 24 24">${body}</symbol>`;

/**
 * The clinic's tooth mark, in its own colours (the site's custom properties, which the <use> passes down). It is
 * drawn from the sprite like the icons, so its paths are not repeated in every page's header and footer.
 */
const logo = `<symbol id="logo" viewBox="0 0 64 64">${toothMark('var(--color-primary)', 'var(--color-brand)')}</symbol>`;

/** The sprite: stroke and fill come from the <svg> that uses a symbol, so classes such as fill-current still apply. */
export const sprite =
  '<svg xmlns="http://www.w3.org/2000/svg">' +
  logo +
  Object.entries(lucideIcons)
    .map(([id, icon]) => symbol(id, shapes(icon)))
    .join('') +
  Object.entries(brandPaths)
    .map(([id, d]) => symbol(id, `<path d="${d}"/>`))
    .join('') +
  '</svg>';

/** The sprite's address in the build; the pages read it as import.meta.env.ICON_SPRITE (astro.config.mjs). */
export const spriteFile = `/_astro/icons.${createHash('sha256').update(sprite).digest('base64url').slice(0, 8)}.svg`;
