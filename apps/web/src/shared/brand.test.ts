import { describe, expect, it } from 'vitest';
import { BRANDS, brandFromHost } from './brand';

describe('brandFromHost', () => {
  it('uses the default brand and client id front', () => {
    expect(brandFromHost('portalcliente.cl')).toBe(BRANDS.cliente);
    expect(brandFromHost('localhost').clientId).toBe('front');
  });

  it('picks the emprende variant when the host contains the word, in any case', () => {
    expect(brandFromHost('app.portalemprende.cl')).toBe(BRANDS.emprende);
    expect(brandFromHost('EMPRENDE.example.com').name).toBe('Portal Emprende');
    expect(brandFromHost('emprende.localhost').clientId).not.toBe('front');
  });
});
