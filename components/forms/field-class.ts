/** Bootstrap's invalid state on a control; formik-free so plain forms can use it. */
export function fieldClass(base: string, invalid: boolean) {
  return `${base}${invalid ? ' is-invalid' : ''}`;
}
