import type { Icon } from './icons';

/**
 * A decorative icon on a tile of its own, beside or above what it marks: `lg` a card's (56 px, rounded square), `md`
 * (44 px) and `sm` (36 px) round; `soft` in the primary colour's tint, `solid` in the primary colour, `inverse` on a
 * coloured band. Its classes are in ./kit.css.
 */
export function IconBadge({
  icon: BadgeIcon,
  size = 'lg',
  tone = 'soft',
  className = '',
}: {
  icon: Icon;
  size?: 'sm' | 'md' | 'lg';
  tone?: 'soft' | 'solid' | 'inverse';
  className?: string;
}) {
  return (
    <span
      className={[
        'icon-badge',
        size !== 'lg' && `icon-badge-${size}`,
        tone !== 'soft' && `icon-badge-${tone}`,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <BadgeIcon aria-hidden="true" />
    </span>
  );
}
