import { IconEye, IconEyeOff } from '@tabler/icons-react';

/** Show/hide control for PasswordInput, announced in Spanish and reachable by keyboard. */
export function passwordToggleProps(visible: boolean) {
  return {
    visibilityToggleButtonProps: {
      'aria-label': visible ? 'Ocultar contraseña' : 'Mostrar contraseña',
      tabIndex: 0,
    },
    visibilityToggleIcon: ({ reveal }: { reveal: boolean }) =>
      reveal ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />,
  };
}
