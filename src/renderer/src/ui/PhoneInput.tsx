import { Input, type InputProps } from 'antd';
import { PHONE_DIGITS, PHONE_PREFIX } from '@shared/domain/constants';
import { localPhoneDigits } from '@shared/domain/phone';

export interface PhoneInputProps extends Omit<InputProps, 'addonBefore' | 'maxLength' | 'inputMode' | 'value' | 'onChange'> {
  /** The 10 digits, or a stored '+52…' value (shown without its prefix). */
  value?: string | null;
  /** Always the bare digits typed (at most 10): a pasted '+52 55 1234 5678' gives '5512345678'. */
  onChange?(digits: string): void;
}

/**
 * The one way a phone is typed, in every area: the 10 digits after a fixed '+52' (spec §9). Works
 * inside a Form.Item (value/onChange) and controlled by hand alike.
 */
export function PhoneInput({ value, onChange, ...rest }: PhoneInputProps) {
  return (
    <Input
      addonBefore={PHONE_PREFIX}
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={`${PHONE_DIGITS} dígitos`}
      {...rest}
      value={localPhoneDigits(value ?? '')}
      onChange={(e) => onChange?.(localPhoneDigits(e.target.value))}
    />
  );
}
