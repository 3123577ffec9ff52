import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** 'article' for self-contained items (teasers, products), 'section' or 'div' otherwise. */
  as?: 'div' | 'article' | 'section' | 'li';
  /** Raised adds a shadow; interactive adds a hover state (for cards that are one big link). */
  raised?: boolean;
  interactive?: boolean;
  children: ReactNode;
}

export function Card({ as: Tag = 'div', raised, interactive, className, children, ...rest }: CardProps) {
  return (
    <Tag className={cx('card', raised && 'card--raised', interactive && 'card--interactive', className)} {...rest}>
      {children}
    </Tag>
  );
}
