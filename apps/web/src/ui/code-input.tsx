import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The one-time-code field of every code step: the company app's sign-in (with its recovery-code variant), phone
 * registration and phone change, and the referee's SMS step. Numeric keypad, the browser's one-time-code autofill,
 * six characters, wide letter spacing. The label, the value binding and any look of its own (the referee's larger,
 * centred digits) come from the page.
 */
export function CodeInput({ recovery = false, ...props }: TextInputProps & { recovery?: boolean }) {
  return (
    <TextInput
      inputMode={recovery ? 'text' : 'numeric'}
      autoComplete="one-time-code"
      maxLength={recovery ? 11 : 6}
      placeholder={recovery ? 'xxxxx-xxxxx' : '123456'}
      required
      styles={{ input: { letterSpacing: recovery ? '0.1em' : '0.4em', fontSize: 20 } }}
      {...props}
    />
  );
}
