import { PasswordInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type RefObject, useRef, useState } from 'react';
import { type NewPasswordErrors, checkNewPassword, hasErrors } from '../password-rules';
import { passwordToggleProps } from './password-visibility';

/** State of a new password with its confirmation, shared by the change and reset forms. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  /** Checks both fields with the spec's texts; on a problem, focuses the first wrong field. */
  const validate = (): boolean => {
    const found = checkNewPassword(password, confirmation);
    setErrors(found);
    if (!hasErrors(found)) return true;
    (found.password ? passwordRef : confirmationRef).current?.focus();
    return false;
  };
  const clear = () => {
    setPassword('');
    setConfirmation('');
  };
  const fields = {
    password,
    confirmation,
    setPassword,
    setConfirmation,
    visible,
    setVisible,
    errors,
    passwordRef,
    confirmationRef,
  };
  return { password, confirmation, validate, clear, fields };
}

type FieldsState = ReturnType<typeof useNewPassword>['fields'];

type Props = {
  state: FieldsState;
  testIds: { password: string; confirmation: string };
  passwordDescription: string;
  confirmationDescription?: string;
};

export function NewPasswordFields({ state, testIds, passwordDescription, confirmationDescription }: Props) {
  const common = {
    autoComplete: 'new-password',
    required: true,
    visible: state.visible,
    onVisibilityChange: state.setVisible,
    leftSection: <IconLock size={18} aria-hidden />,
    ...passwordToggleProps(state.visible),
  };
  return (
    <>
      <PasswordInput
        {...common}
        ref={state.passwordRef as RefObject<HTMLInputElement>}
        label="Nueva contraseña"
        description={passwordDescription}
        value={state.password}
        onChange={(e) => state.setPassword(e.currentTarget.value)}
        error={state.errors.password}
        data-testid={testIds.password}
      />
      <PasswordInput
        {...common}
        ref={state.confirmationRef as RefObject<HTMLInputElement>}
        label="Confirma la nueva contraseña"
        description={confirmationDescription}
        value={state.confirmation}
        onChange={(e) => state.setConfirmation(e.currentTarget.value)}
        error={state.errors.confirmation}
        data-testid={testIds.confirmation}
      />
    </>
  );
}
