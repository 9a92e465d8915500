// oidc's front door. "Ingresar con …" (the identity provider's button) is all other features use,
// and it is its own chunk: the sign-in screen's bundle carries only this file's lazy wrapper.
import { lazy } from 'react';

export const ProviderButton = lazy(() => import('./components/provider-button'));
