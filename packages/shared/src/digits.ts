/** Converts Arabic-Indic (٠-٩) and Persian (۰-۹) digits to ASCII so Arabic keyboards work in numeric fields. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}
