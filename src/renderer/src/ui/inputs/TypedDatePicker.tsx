import { useId, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { DatePicker, Typography, type DatePickerProps } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import type { Dayjs } from 'dayjs';
import { MSG } from '@shared/messages';
import { TYPED_DATE_FORMATS, TYPED_DATE_TIME_FORMATS, isDayWithoutTime, parseTypedDate } from './typedDate';
import { typedTextInput } from './typedTextInput';

type TimeOptions = { minuteStep?: 1 | 5 | 10 | 15 | 30; hideDisabledOptions?: boolean };

export interface TypedDatePickerProps extends Omit<DatePickerProps<Dayjs, false>, 'format' | 'showTime' | 'picker' | 'multiple'> {
  /** A date and a time (shown HH:mm, like the lists' minutes); omitted: a day. */
  withTime?: boolean | TimeOptions;
  /**
   * Why a date typed in full is refused, in the screen's words (the past, the agency closed); a
   * date the picker's disabledDate/minDate/maxDate refuse without one gets a plain message.
   */
  explainRefusal?(day: Dayjs): string | undefined;
}

function refusalOf(
  text: string,
  timed: boolean,
  rules: { disabledDate?: DatePickerProps['disabledDate']; minDate?: Dayjs; maxDate?: Dayjs },
  explain?: (day: Dayjs) => string | undefined,
): string | null {
  if (!text.trim()) return null;
  const day = parseTypedDate(text, timed);
  // A day without its hour is not midnight: the person has not typed the time yet.
  if (!day && timed && isDayWithoutTime(text)) return MSG.typedDateTimeNeedsTime;
  if (!day) return timed ? MSG.typedDateTimeUnreadable : MSG.typedDateUnreadable;
  const why = explain?.(day);
  if (why) return why;
  const unit = timed ? 'minute' : 'day';
  const outside =
    rules.disabledDate?.(day, { type: 'date' }) || (rules.minDate && day.isBefore(rules.minDate, unit)) || (rules.maxDate && day.isAfter(rules.maxDate, unit));
  return outside ? MSG.typedDateNotOffered : null;
}

/** The message under a picker that refused what was typed; its id ties it to the input. */
function Refusal({ id, text }: { id: string; text: string | null }): ReactNode {
  if (!text) return null;
  return (
    <Typography.Text type="danger" role="alert" id={id} className="typed-date-refusal">
      {text}
    </Typography.Text>
  );
}

/**
 * The same reason at the top of the open calendar, which covers the message under the field (issue
 * 51). Hidden from assistive technology: the message under the field is the one the input names.
 */
function refusalInPanel(text: string | null) {
  return (panel: ReactNode): ReactNode => (
    <>
      {text && (
        <div className="typed-date-refusal-in-panel" aria-hidden="true" style={{ padding: '8px 12px 0', maxWidth: 320 }}>
          <Typography.Text type="danger">{text}</Typography.Text>
        </div>
      )}
      {panel}
    </>
  );
}

function wrapperStyle(style: CSSProperties | undefined): CSSProperties {
  // A picker stretched to its form keeps stretching; a sized one keeps its size, its message under it.
  return { display: 'inline-flex', flexDirection: 'column', verticalAlign: 'top', width: style?.width === '100%' ? '100%' : undefined };
}

/**
 * What both pickers share: the refusal's state, its message id, and the wrapper that judges a typed
 * text on Enter or on leaving the field and clears the reason once the user types again. antd empties
 * a refused text when the picker closes: an empty box keeps the reason it was refused.
 */
function useRefusal(id: unknown, judgeText: (text: string) => string | null) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const ownId = useId();
  const messageId = `${typeof id === 'string' ? id : ownId}-refusal`;
  const judge = (e: FocusEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
    if (!(e.target instanceof HTMLInputElement) || !e.target.value.trim()) return;
    setRefusal(judgeText(e.target.value));
  };
  const wrap = (style: CSSProperties | undefined, picker: ReactNode): ReactNode => (
    <span
      className="typed-date"
      style={wrapperStyle(style)}
      onInput={() => setRefusal(null)}
      onBlur={judge}
      onKeyDown={(e) => {
        if (e.key === 'Enter') judge(e);
      }}
    >
      {picker}
      <Refusal id={messageId} text={refusal} />
    </span>
  );
  /** A value picked (not typed) ends the refusal. */
  const picked = (value: unknown) => {
    if (value) setRefusal(null);
  };
  return { refusal, messageId, wrap, picked };
}

/**
 * The one date (or date-and-time) picker of every screen. It reads what a person in Mexico types —
 * 30/11/2026, 30-11-2026, 3/1/2026, with 10:00 when it takes a time — and shows 30-11-2026 (10:00).
 * The box holds what is typed, at any typing speed, until Enter or leaving the field
 * (`typedTextInput`). What it refuses it says under the field (and atop the open calendar) instead of
 * emptying it in silence: a text that is no date, a day without the hour a date-and-time picker needs,
 * or a date it does not offer (past, closed, outside the range). Enter or leaving the field judges it;
 * typing again clears the message.
 */
export function TypedDatePicker({ withTime, explainRefusal, status, style, onChange, ...rest }: TypedDatePickerProps) {
  const timed = Boolean(withTime);
  const { refusal, messageId, wrap, picked } = useRefusal(rest.id, (text) => refusalOf(text, timed, rest, explainRefusal));
  const time = typeof withTime === 'object' ? withTime : {};
  return wrap(
    style,
    <DatePicker
      placeholder={timed ? 'dd/mm/aaaa hh:mm' : 'dd/mm/aaaa'}
      {...rest}
      aria-describedby={refusal ? messageId : rest['aria-describedby']}
      status={refusal ? 'error' : status}
      style={{ ...style, width: style?.width === '100%' ? '100%' : style?.width }}
      format={timed ? TYPED_DATE_TIME_FORMATS : TYPED_DATE_FORMATS}
      components={typedTextInput(timed)}
      panelRender={refusalInPanel(refusal)}
      showTime={timed ? { format: 'HH:mm', ...time } : undefined}
      onChange={(value, text) => {
        picked(value);
        onChange?.(value, text);
      }}
    />,
  );
}

export interface TypedRangePickerProps extends Omit<RangePickerProps, 'format' | 'showTime' | 'picker'> {
  withTime?: boolean;
}

/** The range form of TypedDatePicker (filters' 'desde – hasta'): the same typed forms and messages. */
export function TypedRangePicker({ withTime, status, style, onChange, ...rest }: TypedRangePickerProps) {
  const timed = Boolean(withTime);
  const rules = { disabledDate: rest.disabledDate as DatePickerProps['disabledDate'], minDate: rest.minDate, maxDate: rest.maxDate };
  const { refusal, messageId, wrap, picked } = useRefusal(rest.id, (text) => refusalOf(text, timed, rules));
  return wrap(
    style,
    <DatePicker.RangePicker
      placeholder={timed ? ['dd/mm/aaaa hh:mm', 'dd/mm/aaaa hh:mm'] : ['dd/mm/aaaa', 'dd/mm/aaaa']}
      {...rest}
      aria-describedby={refusal ? messageId : undefined}
      status={refusal ? 'error' : status}
      style={style}
      format={timed ? TYPED_DATE_TIME_FORMATS : TYPED_DATE_FORMATS}
      components={typedTextInput(timed)}
      panelRender={refusalInPanel(refusal)}
      showTime={timed ? { format: 'HH:mm' } : undefined}
      onChange={(value, text) => {
        picked(value);
        onChange?.(value, text);
      }}
    />,
  );
}
