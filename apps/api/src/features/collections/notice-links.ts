// Links in a debt notice's message. The notice goes out from the portal's own sender, so a link to
// anywhere would make it a phishing relay (issue "Trust, round three"): only links to the portal and
// to the business's own domain (its e-mail's) stay. Mail clients turn bare host names into links
// ("pagar.ejemplo.com/x"), so those count as links too, as do "www." and scheme-less hosts with a
// port or path. What looks like a file name ("factura.pdf") is not a link.

/** A URL with a scheme, or a host name of two labels or more; not inside an e-mail address. */
const LINK =
  /(?<![\w@.-])(?:[a-z][a-z0-9+.-]{1,15}:\/\/[^\s<>"'()]+|(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#][^\s<>"'()]*)?)(?![\w@-])/giu;

/** Extensions people write after a dot that are files, not top-level domains mail clients link. */
const FILE_SUFFIX = new Set(['pdf', 'xml', 'xls', 'xlsx', 'doc', 'docx', 'csv', 'txt', 'jpg', 'jpeg', 'png']);

export const REMOVED_LINK = '[enlace quitado]';

function hostOf(link: string): string | null {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(link) ? link : `http://${link}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

const within = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * The message with every link outside `allowedDomains` replaced by REMOVED_LINK, and the links
 * removed, in order. Trailing sentence punctuation stays in the text.
 */
export function stripForeignLinks(
  message: string,
  allowedDomains: readonly string[],
): { message: string; removed: string[] } {
  const allowed = allowedDomains.map((d) => d.toLowerCase()).filter(Boolean);
  const removed: string[] = [];
  const out = message.replace(LINK, (match) => {
    const trail = /[.,;:!?]+$/.exec(match)?.[0] ?? '';
    const link = match.slice(0, match.length - trail.length);
    const bare = !/[/:?#]/.test(link);
    if (bare && FILE_SUFFIX.has(link.slice(link.lastIndexOf('.') + 1).toLowerCase())) return match;
    const host = hostOf(link);
    if (host && allowed.some((d) => within(host, d))) return match;
    removed.push(link);
    return `${REMOVED_LINK}${trail}`;
  });
  return { message: out, removed };
}

/** The domains a notice may link to: the portal's host and the business's e-mail domain. */
export function noticeLinkDomains(publicUrl: string, businessEmail: string | null): string[] {
  const domains: string[] = [];
  const portal = hostOf(publicUrl);
  if (portal) domains.push(portal);
  const at = businessEmail?.lastIndexOf('@') ?? -1;
  if (businessEmail && at > 0)
    domains.push(
      businessEmail
        .slice(at + 1)
        .trim()
        .toLowerCase(),
    );
  return domains;
}
