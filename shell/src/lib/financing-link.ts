/** The financing provider's application link for one payment plan tier. */
export function financingLink(applicationUrl: string, productCode: string, token: string): string {
  const url = new URL(applicationUrl);
  url.searchParams.set('productCode', productCode);
  url.searchParams.set('token', token);
  return url.toString();
}
