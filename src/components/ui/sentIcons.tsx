// The icons of the panel that replaces a sent form, loaded with it (after-submit.ts), not with the form: drawn inline,
// on Lucide's 24 px grid with 2 px round strokes. The WhatsApp mark, a long path, is a file of its own, fetched only
// when the panel shows it.
import type { ComponentProps, ReactNode } from 'react';
import whatsappMark from './whatsapp-mark.svg?no-inline';

type IconProps = ComponentProps<'svg'>;

/** Decorative: the text beside it says what it means. */
function Svg({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

const outline = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const CircleCheck = (props: IconProps) => (
  <Svg {...outline} {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </Svg>
);

export const MessageCircle = (props: IconProps) => (
  <Svg {...outline} {...props}>
    <path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" />
  </Svg>
);

/** White, for the WhatsApp button's green. */
export const WhatsAppMark = ({ className }: { className?: string }) => (
  <img src={whatsappMark} alt="" width="24" height="24" className={className} />
);
