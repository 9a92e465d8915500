// onboarding's front door. Each piece other features use is a chunk of its own, loaded when shown:
// the sign-up hint on the sign-in screen (its bundle budget carries only these wrappers) and the
// add-business modal of the user menu (with its zod schema).
import { lazy } from 'react';

export const SignUpHint = lazy(() => import('./components/sign-up-hint'));
export const AddBusinessModal = lazy(() => import('./components/add-business-modal'));
