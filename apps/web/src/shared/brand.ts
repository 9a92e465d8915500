// Two brand variants, chosen by the host name (spec §1): the default portal and the "emprende" one.
// The variant changes the client identifier sent at sign-in, the name shown and some menu items.

export type BrandKey = 'cliente' | 'emprende';

export type Brand = {
  key: BrandKey;
  /** Shown in the navbar, the sign-in screen and the page title. */
  name: string;
  /** Client identifier sent with the sign-in. */
  clientId: string;
};

export const BRANDS: Readonly<Record<BrandKey, Brand>> = {
  cliente: { key: 'cliente', name: 'Portal Cliente', clientId: 'front' },
  emprende: { key: 'emprende', name: 'Portal Emprende', clientId: 'emprende' },
};

export function brandFromHost(hostname: string): Brand {
  return hostname.toLowerCase().includes('emprende') ? BRANDS.emprende : BRANDS.cliente;
}

/** The brand of this page (host name read once; it cannot change without a reload). */
export const currentBrand: Brand =
  typeof window === 'undefined' ? BRANDS.cliente : brandFromHost(window.location.hostname);
