import type { ComponentProps } from 'react';
import * as styles from './field.css';
import { FieldBox, useBoxedControl, type FieldProps } from './FieldBox';

export interface TextFieldProps
  extends Omit<ComponentProps<'input'>, 'children' | 'id' | 'disabled'>, FieldProps {}

/** A text input with its label inside the box, floating up on focus or once it has a value. */
export function TextField(props: TextFieldProps) {
  const { frame, control } = useBoxedControl(props);
  return <FieldBox {...frame} control={<input className={styles.control} {...control} />} />;
}
