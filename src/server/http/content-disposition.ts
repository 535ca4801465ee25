// A download's name: `filename*` carries the Persian name (RFC 5987: UTF-8, percent-encoded), and
// `filename` an ASCII one for clients that read only that.

/** RFC 5987 attr-char: letters, digits and !#$&+-.^_`|~ stand as they are; the rest is %XX of UTF-8. */
export function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function contentDisposition(name: string, asciiFallback: string): string {
  const fallback = asciiFallback.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${rfc5987(name)}`;
}
