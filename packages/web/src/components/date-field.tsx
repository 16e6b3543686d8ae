import { dateFromDayFirst, dateInWords, dayFirstDate, typedDateProblem } from '@seller-desk/core';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useRef, useState } from 'react';

export type DateFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'defaultValue' | 'onChange'> & {
  /** The date, 'YYYY-MM-DD', or '' for none. */
  value: string;
  /** The date typed or picked, 'YYYY-MM-DD'; '' while the field is empty or holds no whole date yet. */
  onChange: (value: string) => void;
  /** The calendar's first and last dates ('YYYY-MM-DD'); the form still says what is out of range. */
  min?: string;
  max?: string;
};

/** A slot's props given as an object (a slot's props may also be a function, which this field does not take). */
const objectOf = (slot: unknown): object => (typeof slot === 'object' && slot !== null ? slot : {});

/**
 * A date field that shows and reads dates day first, "25/09/2026", whatever the browser's language
 * (decision 132; a browser's own date field follows its language, mm/dd/yyyy in US English). It reads
 * what core's `dateFromDayFirst` reads, and its calendar button opens the browser's own calendar.
 */
export function DateField({
  value,
  onChange,
  min,
  max,
  error,
  helperText,
  label,
  onBlur,
  slotProps,
  sx,
  ...props
}: DateFieldProps) {
  const [text, setText] = useState(() => dayFirstDate(value));
  const [shown, setShown] = useState(value);
  const [left, setLeft] = useState(false);
  const calendar = useRef<HTMLInputElement>(null);
  // A date set from outside (Today, a reset, a loaded record) replaces the text; typing that is under
  // way, or that already reads as this date, stays as typed.
  if (value !== shown) {
    setShown(value);
    if ((dateFromDayFirst(text) ?? '') !== value) setText(dayFirstDate(value));
  }
  const problem = left ? typedDateProblem(text) : null;
  return (
    <TextField
      {...props}
      // room for dd/mm/yyyy and the calendar button, also in a narrow table column and two to a row on a
      // phone: the button sits closer to the text and to the border than MUI's spacing (8 and 14 px), so
      // the placeholder shows whole in 160 px in a wide font too (DejaVu Sans: 100 px of 105)
      sx={[{ minWidth: 160, '& .MuiInputBase-root': { pr: 1.25 } }, ...(Array.isArray(sx) ? sx : [sx])]}
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        setLeft(false);
        onChange(dateFromDayFirst(event.target.value) ?? '');
      }}
      onBlur={(event) => {
        setLeft(true);
        const date = dateFromDayFirst(text);
        if (date) setText(dayFirstDate(date));
        onBlur?.(event);
      }}
      error={problem !== null || error}
      helperText={problem ?? helperText}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...objectOf(slotProps?.inputLabel) },
        htmlInput: {
          placeholder: 'dd/mm/yyyy',
          inputMode: 'numeric',
          autoComplete: 'off',
          ...objectOf(slotProps?.htmlInput),
        },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative', ml: 0.5 }}>
              <IconButton
                edge="end"
                size="small"
                aria-label={value ? `Choose date, selected date is ${dateInWords(value)}` : 'Choose date'}
                disabled={props.disabled}
                // a browser that cannot open its calendar here leaves the date to be typed
                onClick={() => calendar.current?.showPicker?.()}
              >
                <CalendarMonthOutlined fontSize="small" />
              </IconButton>
              {/* the browser's calendar, opened by the button above: its date is what the field shows */}
              <input
                ref={calendar}
                type="date"
                tabIndex={-1}
                aria-hidden
                value={value}
                min={min}
                max={max}
                onChange={(event) => {
                  setText(dayFirstDate(event.target.value));
                  setLeft(false);
                  onChange(event.target.value);
                }}
                style={{
                  position: 'absolute',
                  right: 0,
                  bottom: 0,
                  width: 1,
                  height: 1,
                  opacity: 0,
                  border: 0,
                  padding: 0,
                  pointerEvents: 'none',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
