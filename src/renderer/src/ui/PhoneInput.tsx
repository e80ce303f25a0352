import { Input, type InputProps } from 'antd';

/** The one way a phone is typed: the 10 digits after a fixed '+52' (stored with the prefix, spec §9). */
export function PhoneInput(props: Omit<InputProps, 'addonBefore' | 'maxLength' | 'inputMode'>) {
  return <Input addonBefore="+52" maxLength={10} inputMode="numeric" autoComplete="tel-national" placeholder="10 dígitos" {...props} />;
}
