import type { AccessLookups } from '../../plugins/access';
import { findMembership, findSession } from './session.repository';

/** What the access-control plugin needs from this feature to know who calls and for which business. */
export const accessLookups: AccessLookups = { findSession, findMembership };
