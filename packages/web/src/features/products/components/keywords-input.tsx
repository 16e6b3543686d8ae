import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

function addWords(current: string[], text: string): string[] {
  const words = text
    .split(/[,\n]/)
    .map((word) => word.trim())
    .filter((word) => word !== '');
  const next = [...current];
  for (const word of words) if (!next.some((w) => w.toLowerCase() === word.toLowerCase())) next.push(word);
  return next;
}

/** Keywords as chips: Enter or a comma adds one, a chip's cross removes it; pasted lists are split. */
export function KeywordsInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const [input, setInput] = useState('');
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={value}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' && /[,\n]/.test(text)) {
          onChange(addWords(value, text));
          setInput('');
        } else {
          setInput(text);
        }
      }}
      onChange={(_event, next) => onChange(addWords([], next.join(',')))}
      onBlur={() => {
        if (input.trim()) onChange(addWords(value, input));
        setInput('');
      }}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} helperText="Press Enter or type a comma to add a keyword" />
      )}
    />
  );
}
