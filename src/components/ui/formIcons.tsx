// The icons of the forms' controls, which the forms' script carries (the sent panel's are in sentIcons.tsx, loaded
// with it). Outline icons are Lucide's (ISC), inline, on its 24 px grid with 2 px round strokes.
import type { ComponentProps, ReactNode } from 'react';

export type IconProps = ComponentProps<'svg'>;

/** Decorative: the text beside it says what it means. */
export function Svg({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export const outline = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const Calendar = (props: IconProps) => (
  <Svg {...outline} {...props}>
    <path d="M8 2v4M16 2v4M3 10h18" />
    <rect width="18" height="18" x="3" y="4" rx="2" />
  </Svg>
);

export const ChevronDown = (props: IconProps) => (
  <Svg {...outline} {...props}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);
