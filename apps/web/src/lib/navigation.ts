// Lets code outside React (the API client's 401 rule, logout) navigate with the app's router
// without importing it (the router imports the screens, which import these helpers).
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigateImpl: Navigate | null = null;

export function registerNavigate(fn: Navigate): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, opts: { replace?: boolean } = {}): void {
  if (navigateImpl) navigateImpl(to, opts);
  else window.location.assign(to);
}
