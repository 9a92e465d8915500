// The business's settings, which the rent pop-up (businesses) reads.
export { useSettings } from './api/settings';
