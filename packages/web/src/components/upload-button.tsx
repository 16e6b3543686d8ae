import Button, { type ButtonProps } from '@mui/material/Button';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRef } from 'react';

export interface UploadButtonProps {
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
  onFiles: (files: File[]) => void;
}

/**
 * The one upload control: a real button (keyboard and screen readers reach it) that opens a hidden file
 * input. The input carries the same accessible name so tests can set files on it by label.
 */
export function UploadButton({
  label,
  accept,
  multiple = false,
  disabled = false,
  variant = 'outlined',
  onFiles,
}: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant={variant}
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        aria-label={label}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
