// Everything the browser keeps between visits lives here, under these keys, so logout can clear it
// all (spec §4: "Logout clears all state and local storage").

export const STORAGE_KEYS = {
  auth: 'portal.auth',
  businessId: 'portal.business-id',
  menuCollapsed: 'portal.menu-collapsed',
} as const;

type Listener = () => void;
const listeners = new Set<Listener>();

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Private mode or blocked storage: the app still works for the current tab.
    return null;
  }
}

const memory = new Map<string, string>();

export function readItem(key: string): string | null {
  const storage = safeStorage();
  return storage ? storage.getItem(key) : (memory.get(key) ?? null);
}

export function writeItem(key: string, value: string | null): void {
  const storage = safeStorage();
  if (value === null) {
    storage ? storage.removeItem(key) : memory.delete(key);
  } else {
    storage ? storage.setItem(key, value) : memory.set(key, value);
  }
  emit();
}

/** Clears every key of this origin, not just ours: the spec asks for all of local storage. */
export function clearStorage(): void {
  safeStorage()?.clear();
  memory.clear();
  emit();
}

/** For useSyncExternalStore: fires when any key changes here or in another tab. */
export function subscribeStorage(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function emit(): void {
  for (const l of listeners) l();
}
