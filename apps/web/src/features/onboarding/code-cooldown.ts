// When the last confirmation code went to an address, kept in this tab, so the screen offers a new
// one only once the server would send it (CONFIRMATION_RESEND_SECONDS) and never says "te enviamos"
// for a code the server held back.
import { CONFIRMATION_RESEND_SECONDS } from '@portal/contracts';
import { useEffect, useState } from 'react';

const key = (email: string) => `portal.code-sent-at.${email.trim().toLowerCase()}`;

export function markCodeSent(email: string, now = Date.now()) {
  try {
    window.sessionStorage.setItem(key(email), String(now));
  } catch {
    // Storage refused (private mode): the server's own limit still holds.
  }
}

/** Seconds left before another code can be asked for this address (0: now). */
export function cooldownLeft(email: string, now = Date.now()): number {
  let sent = Number.NaN;
  try {
    sent = Number(window.sessionStorage.getItem(key(email)));
  } catch {
    return 0;
  }
  if (!Number.isFinite(sent) || sent <= 0) return 0;
  return Math.max(0, Math.ceil(CONFIRMATION_RESEND_SECONDS - (now - sent) / 1000));
}

/** The seconds left, counted down once a second while above zero. */
export function useCooldown(email: string): [number, () => void] {
  const [left, setLeft] = useState(() => cooldownLeft(email));
  useEffect(() => {
    setLeft(cooldownLeft(email));
    const timer = window.setInterval(() => setLeft(cooldownLeft(email)), 1000);
    return () => window.clearInterval(timer);
  }, [email]);
  return [left, () => setLeft(cooldownLeft(email))];
}
