/** Size of the share window (docs/product.md, "Business constants": about 550 by 400). */
const SHARE_WINDOW = { width: 550, height: 400 };

/** The public address of a post, as shared on social networks. */
export function publicPostUrl(origin: string, endpoint: string): string {
  return `${origin.replace(/\/+$/, '')}/blog/${endpoint}/`;
}

export function facebookShareUrl(postUrl: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(postUrl)}`;
}

/** window.open features for a share window of the standard size, centred when possible. */
export function shareWindowFeatures(screenWidth: number, screenHeight: number): string {
  const left = Math.max(0, Math.round((screenWidth - SHARE_WINDOW.width) / 2));
  const top = Math.max(0, Math.round((screenHeight - SHARE_WINDOW.height) / 2));
  return `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},left=${left},top=${top},noopener,noreferrer`;
}
