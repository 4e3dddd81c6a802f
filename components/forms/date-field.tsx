'use client';
import type { InputHTMLAttributes } from 'react';
import { TextField } from './text-field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { name: string; label: string };

/** A native date picker (yyyy-mm-dd string): accessible and light on every phone. */
export function DateField(props: Props) {
  return <TextField type="date" {...props} />;
}
