import { Fragment, type ReactNode } from 'react';
import { splitTemplate } from '@/lib/template';

/** A text with {placeholders}, each replaced by the given text or element: the interface's words with a link or a date in them. */
export function Template({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  // Words and plain values side by side become one text: React would mark each seam with <!-- --> in the page.
  const parts: ReactNode[] = [];
  for (const part of splitTemplate(text)) {
    const value = part.key !== undefined && part.key in values ? values[part.key] : part.text;
    const last = parts.length - 1;
    const plain = typeof value === 'string' || typeof value === 'number';
    if (plain && typeof parts[last] === 'string') parts[last] += String(value);
    else parts.push(plain ? String(value) : value);
  }
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>{part}</Fragment>
      ))}
    </>
  );
}
