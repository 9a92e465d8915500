import { PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ChangePasswordForm, changePasswordForm, newPasswordForm } from '@portal/contracts';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { focusFirstError, schemaResolver } from '../../../lib/form';
import { AUTH_MSG } from '../messages';
import { passwordToggleProps } from '../../../components/ui/password-visibility';

/**
 * A new password with its confirmation, shared by the change and reset forms: checked with the
 * server's rules and texts; on a problem, the first wrong field gets the focus. The change form
 * asks for the current password too (`withCurrent`); the reset form has the e-mailed link instead.
 */
export function useNewPassword(name: string, { withCurrent = false } = {}) {
  const form = useForm<ChangePasswordForm>({
    name,
    initialValues: { current: '', password: '', confirmation: '' },
    validate: schemaResolver(withCurrent ? changePasswordForm : newPasswordForm),
  });
  const [visible, setVisible] = useState(false);
  const onSubmit = (handler: (values: ChangePasswordForm) => Promise<void>) =>
    form.onSubmit(handler, (errors) =>
      focusFirstError(form, errors, ['current', 'password', 'confirmation']),
    );
  return { form, visible, setVisible, onSubmit, clear: () => form.reset() };
}

type Props = {
  state: ReturnType<typeof useNewPassword>;
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
        label={AUTH_MSG.newPasswordLabel}
        description={passwordDescription}
        {...state.form.getInputProps('password')}
        data-testid={testIds.password}
      />
      <PasswordInput
        {...common}
        label={AUTH_MSG.confirmPasswordLabel}
        description={confirmationDescription}
        {...state.form.getInputProps('confirmation')}
        data-testid={testIds.confirmation}
      />
    </>
  );
}
