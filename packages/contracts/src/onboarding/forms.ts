import { z } from 'zod';
import { AUTH_FORM_MESSAGES, PASSWORD_MAX } from '../auth';
import {
  ONBOARDING_MESSAGES,
  confirmCodeBody,
  newBusinessFields,
  personalRutField,
  signUpBody,
} from './schemas';

// The onboarding forms: what the person typed, checked by the server's own schemas.

const U = signUpBody.shape.user.shape;

/** Create-account: the server's fields plus a confirmation that must match. */
// Every field is checked in one refinement, so an empty form names each of its fields at once (an
// object whose own fields fail never runs its refinements).
export const signUpForm = z
  .object({
    name: z.string(),
    email: z.string(),
    password: z.string().max(PASSWORD_MAX),
    password_confirmation: z.string().max(PASSWORD_MAX),
    terms_accepted: z.boolean(),
  })
  .superRefine((v, ctx) => {
    for (const field of ['name', 'email'] as const) {
      const checked = U[field].safeParse(v[field]);
      if (!checked.success)
        ctx.addIssue({ code: 'custom', path: [field], message: checked.error.issues[0].message });
    }
    const short = U.password.safeParse(v.password);
    if (!short.success)
      ctx.addIssue({ code: 'custom', path: ['password'], message: short.error.issues[0].message });
    if (!v.password_confirmation)
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: ONBOARDING_MESSAGES.confirmationRequired,
      });
    else if (short.success && v.password !== v.password_confirmation)
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: AUTH_FORM_MESSAGES.newPasswordMismatch,
      });
    if (!v.terms_accepted)
      ctx.addIssue({ code: 'custom', path: ['terms_accepted'], message: ONBOARDING_MESSAGES.termsRequired });
  });
export type SignUpForm = z.input<typeof signUpForm>;

export const codeForm = confirmCodeBody.pick({ code: true });

/** The first business: every field is asked (so it starts complete), and the person's own RUT. */
export const businessStepForm = newBusinessFields
  .omit({ ref: true })
  .required({ activity: true, commune: true, phone: true })
  .extend({
    personal_rut: personalRutField,
    phone: z
      .string()
      .trim()
      .min(1, ONBOARDING_MESSAGES.phoneRequired)
      .pipe(newBusinessFields.shape.phone.unwrap()),
    commune: z.string().trim().min(1, ONBOARDING_MESSAGES.communeRequired),
  });
export type BusinessStepForm = z.input<typeof businessStepForm>;

/** "Agregar empresa": RUT and name; the rest is completed later (status fill_information). */
export const addBusinessForm = newBusinessFields.pick({ rut: true, fantasy_name: true });
export type AddBusinessForm = z.input<typeof addBusinessForm>;
