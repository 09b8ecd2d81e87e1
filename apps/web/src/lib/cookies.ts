let requestCookies = '';

/** The cookies of the request a page is rendered for on the server (there is no document there). */
export function setRequestCookies(header: string): void {
  requestCookies = header;
}

export function readCookie(name: string, source: string = globalThis.document?.cookie ?? requestCookies): string | undefined {
  for (const part of source.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`;
}
