/** The name a server gives a file it answers (Content-Disposition's filename*), if any. */
export function fileNameOf(response: Response): string | null {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  return encoded ? decodeURIComponent(encoded) : null;
}

/** Hands a downloaded file to the browser, which saves it under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the blob long before then.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
