import type { ReactNode } from 'react';
import { column, frame } from './frame.css';

/** Full width on phones and tablets; a centred phone-width column on a decorated backdrop from 1024 px. */
export function Frame({ children }: { children: ReactNode }) {
  return (
    <div className={frame}>
      <div className={column}>{children}</div>
    </div>
  );
}
