import type { ComponentProps } from 'react';
import * as styles from './field.css';
import { FieldBox, useBoxedControl, type FieldProps } from './FieldBox';

export interface TextAreaProps
  extends Omit<ComponentProps<'textarea'>, 'children' | 'id' | 'disabled'>, FieldProps {}

/** A textarea with the same floating label as TextField. */
export function TextArea({ rows = 3, ...props }: TextAreaProps) {
  const { frame, control } = useBoxedControl(props);
  const className = `${styles.control} ${styles.textarea}`;
  return (
    <FieldBox {...frame} control={<textarea className={className} rows={rows} {...control} />} />
  );
}
