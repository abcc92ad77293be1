import { PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import type { LooseKeys, UseFormReturnType } from '@mantine/form';

/** The Mantine form (uncontrolled) and the path of the field an input shows and edits. */
interface Bound<V> {
  // biome-ignore lint/suspicious/noExplicitAny: whatever the form's transformValues and rules
  form: UseFormReturnType<V, any, any>;
  path: LooseKeys<V>;
}

/** A text input bound to a form field: its value, error and handlers, keyed so a reset of the form shows. */
export function FormTextInput<V>({ form, path, ...input }: Omit<TextInputProps, 'form'> & Bound<V>) {
  return <TextInput {...input} key={form.key(path)} {...form.getInputProps(path)} />;
}

/** A password input bound to a form field (as `FormTextInput`). */
export function FormPasswordInput<V>({ form, path, ...input }: Omit<PasswordInputProps, 'form'> & Bound<V>) {
  return <PasswordInput {...input} key={form.key(path)} {...form.getInputProps(path)} />;
}
