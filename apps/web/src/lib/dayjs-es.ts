// dayjs in Spanish. Imported by the app shell (and screens that format dates with dayjs) rather
// than the entry, so the sign-in screen does not carry it.
import dayjs from 'dayjs';
import 'dayjs/locale/es';

dayjs.locale('es');

export { dayjs };
