import { PASSWORD_RULES_TEXT } from '@seller-desk/core';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A text field a form cannot do without: it says so to assistive technology (`aria-required`). */
export function RequiredTextField(props: TextFieldProps) {
  return <TextField {...props} slotProps={{ ...props.slotProps, htmlInput: { 'aria-required': true } }} />;
}

/** A required password field. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  return <RequiredTextField {...props} type="password" />;
}

/** Whether a confirmation typed so far differs from the password (an empty one is not a mismatch yet). */
export function passwordsMismatch(password: string, confirm: string): boolean {
  return confirm !== '' && confirm !== password;
}

export interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** "Password" and "Confirm password", or "New password" and "Confirm new password". */
  labels: { password: string; confirm: string };
  /** Whether to say that the passwords do not match (the caller decides when: at once, or once touched). */
  showMismatch: boolean;
  onConfirmBlur?: () => void;
  autoFocus?: boolean;
  /** Element ids and form names, where a form needs them. */
  ids?: { password: string; confirm: string };
  names?: { password: string; confirm: string };
}

/** A new password typed twice; the confirmation says when they differ. */
export function NewPasswordFields({
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  labels,
  showMismatch,
  onConfirmBlur,
  autoFocus,
  ids,
  names,
}: NewPasswordFieldsProps) {
  const mismatch = showMismatch && passwordsMismatch(password, confirm);
  return (
    <>
      <PasswordField
        id={ids?.password}
        label={labels.password}
        name={names?.password}
        autoComplete="new-password"
        autoFocus={autoFocus}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        helperText={PASSWORD_RULES_TEXT}
      />
      <PasswordField
        id={ids?.confirm}
        label={labels.confirm}
        name={names?.confirm}
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => onConfirmChange(event.target.value)}
        onBlur={onConfirmBlur}
        error={mismatch}
        helperText={mismatch ? 'The passwords do not match' : ' '}
      />
    </>
  );
}
