// The onboarding's Spanish texts (es-CL). Field rules and their texts come from the contracts.
import { currentBrand } from '../../shared/brand';

export const ONBOARDING_MSG = {
  createTitle: 'Crea tu cuenta',
  createLead: `Empieza gratis a ordenar las facturas, el banco y la contabilidad de tu pyme con ${currentBrand.name}.`,
  name: 'Nombre y apellido',
  email: 'Correo electrónico',
  password: 'Contraseña',
  passwordHint: 'Al menos 8 caracteres.',
  passwordConfirmation: 'Repite la contraseña',
  termsLabel: 'Acepto los',
  termsLink: 'términos y condiciones',
  termsTitle: 'Términos y condiciones',
  termsUnavailable: 'No pudimos cargar los términos. Inténtalo de nuevo en un momento.',
  createButton: 'Crear cuenta',
  haveAccount: '¿Ya tienes cuenta?',
  noAccount: '¿No tienes cuenta?',
  createFree: 'Crea una gratis',
  signIn: 'Inicia sesión',
  referral: (ref: string) => `Vienes invitado con el código ${ref}.`,

  confirmTitle: 'Confirma tu cuenta',
  confirmLead: (email: string) =>
    `Te enviamos un código de 6 dígitos a ${email}. Ingrésalo para activar tu cuenta.`,
  confirmLeadNoEmail: 'Ingresa tu correo y el código de 6 dígitos que te enviamos.',
  code: 'Código de confirmación',
  confirmButton: 'Confirmar cuenta',
  noCode: '¿No te llegó el correo?',
  resend: 'Enviar un nuevo código',
  resendIn: (seconds: number) => `Podrás pedir otro código en ${seconds} s`,
  codeHint: 'El código vale por 30 minutos. También puedes abrir el enlace del correo.',

  sentTitle: 'Revisa tu correo',
  sentLead: (email: string) =>
    `Si ${email} tiene una cuenta sin confirmar, te enviamos un nuevo código (uno por minuto como máximo). Puede tardar unos minutos; revisa también la carpeta de spam.`,
  enterCode: 'Ingresar el código',

  tokenChecking: 'Confirmando tu cuenta…',
  tokenFailedTitle: 'No pudimos confirmar tu cuenta',
  tokenAskAgain: 'Ingresar el código o pedir uno nuevo',

  businessTitle: 'Datos de tu empresa',
  businessLead:
    'Con el RUT de tu empresa conectamos sus facturas del SII. Puedes agregar más empresas después.',
  rut: 'RUT de la empresa',
  rutPlaceholder: '76.354.771-K',
  personalRut: 'Tu RUT',
  personalRutPlaceholder: '12.345.678-5',
  personalRutHint: 'El RUT de la persona que crea la cuenta (el tuyo), no el de la empresa.',
  fantasyName: 'Nombre de fantasía',
  activity: 'Giro',
  activityPlaceholder: 'Por ejemplo: venta de productos de panadería',
  commune: 'Comuna',
  communePlaceholder: 'Busca tu comuna',
  noCommune: 'No encontramos esa comuna',
  phone: 'Teléfono de contacto',
  phonePlaceholder: '+56 9 1234 5678',
  continue: 'Continuar',
  needSession: 'Para registrar tu empresa primero confirma tu cuenta e inicia sesión.',

  siiTitle: 'Conecta tu empresa con el SII',
  siiLead: (rut: string) =>
    `Con la clave tributaria del SII de ${rut} importamos tus compras y ventas automáticamente. La guardamos cifrada y nunca la mostramos.`,
  siiPassword: 'Clave del SII',
  siiSave: 'Guardar y continuar',
  siiSkip: 'Omitir por ahora',
  siiSaved: 'Guardamos tu clave del SII. Ya puedes usar tu portal.',
  welcome: (name: string) => `¡Bienvenido a ${currentBrand.name}, ${name}!`,

  addBusiness: 'Agregar empresa',
  addBusinessTitle: 'Agregar una empresa',
  addBusinessLead: 'Quedarás como dueño. Después podrás completar sus datos.',
  addBusinessDone: (name: string) => `Agregamos ${name} a tus empresas.`,
  cancel: 'Cancelar',
} as const;
