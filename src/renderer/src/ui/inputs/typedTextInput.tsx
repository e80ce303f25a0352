import { useState, type ComponentProps, type ComponentType } from 'react';
import { sameTypedDate } from './typedDate';

type InputProps = ComponentProps<'input'>;

/**
 * The text box inside a TypedDatePicker (antd's `components.input`): what the person types is what it
 * holds until Enter, Escape or leaving the field.
 *
 * Why (issue 51): antd's picker parses the text on every key and, once it reads a date, writes its own
 * form of that date back into the box ('14/12/2026' became '14-12-2026 00:00' and the keys after it
 * were appended to that). Here the typed text stays while the picker's text names the same moment
 * ('14/12/2026 10:00' and '14-12-2026 10:00'); a different one comes from the calendar (a day or an
 * hour clicked) and replaces it. After Enter or blur the box shows the picker's own form again.
 */
function makeInput(withTime: boolean): ComponentType<InputProps> {
  function TypedTextInput({ value, onChange, onBlur, onKeyDown, ref, ...rest }: InputProps) {
    const [typed, setTyped] = useState<string | null>(null);
    const shown = typeof value === 'string' ? value : '';
    const text = typed !== null && sameTypedDate(typed, shown, withTime) ? typed : shown;
    return (
      <input
        {...rest}
        ref={ref}
        value={text}
        onChange={(e) => {
          setTyped(e.target.value);
          onChange?.(e);
        }}
        onKeyDown={(e) => {
          onKeyDown?.(e);
          if (e.key === 'Enter' || e.key === 'Escape') setTyped(null);
        }}
        onBlur={(e) => {
          setTyped(null);
          onBlur?.(e);
        }}
      />
    );
  }
  TypedTextInput.displayName = withTime ? 'TypedDateTimeTextInput' : 'TypedDateTextInput';
  return TypedTextInput;
}

// One component each, made once: a new component type on every render would remount the box and lose focus.
const DATE_INPUT = makeInput(false);
const DATE_TIME_INPUT = makeInput(true);

/** The picker's `components` for a date or a date-and-time picker (stable objects). */
const COMPONENTS = { date: { input: DATE_INPUT }, dateTime: { input: DATE_TIME_INPUT } };

export function typedTextInput(withTime: boolean): { input: ComponentType<InputProps> } {
  return withTime ? COMPONENTS.dateTime : COMPONENTS.date;
}
