'use client';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/** Inside a step's form: reports every change so the wizard can keep the draft. */
export function DraftSaver<V>({ onChange }: { onChange: (v: V) => void }) {
  const { values } = useFormikContext<V>();
  const report = useRef(onChange);
  // The latest callback, noted after render (refs are not written while rendering).
  useEffect(() => { report.current = onChange; });
  useEffect(() => { report.current(values); }, [values]);
  return null;
}
