import type { ComponentProps } from 'react';
import { messageLineBase, messageLineTone } from './message-line.css';

export type MessageTone = 'default' | 'warning' | 'error' | 'success';

export interface MessageLineProps extends ComponentProps<'p'> {
  tone?: MessageTone;
}

/**
 * One line of feedback under a form or a step. Errors interrupt (role alert); the other tones
 * wait for a pause (role status).
 */
export function MessageLine({ tone = 'default', className, ...props }: MessageLineProps) {
  const classes = `${messageLineBase} ${messageLineTone[tone]}`;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={className ? `${classes} ${className}` : classes}
      {...props}
    />
  );
}
