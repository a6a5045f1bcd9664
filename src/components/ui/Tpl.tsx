import { Fragment, type ReactNode } from 'react';
import { splitTemplate } from '@/lib/template';

/** Renders a copy string, replacing {placeholders} with the given text or elements. */
export function Tpl({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  return (
    <>
      {splitTemplate(text).map((part, i) => (
        <Fragment key={i}>{part.key !== undefined && part.key in values ? values[part.key] : part.text}</Fragment>
      ))}
    </>
  );
}
