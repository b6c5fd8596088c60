import { env } from './env';

/**
 * URL of an API-served media path for the browser (media lives on the API origin).
 * @example mediaUrl('/media/products/oxford-shirt/1.svg', 'https://api.example.jp')
 */
export function mediaUrl(path: string, base: string = env.PUBLIC_API_BASE): string {
  // An absolute URL, or a picture drawn inline (a preview's draft without an uploaded one).
  if (/^(?:https?:\/\/|data:image\/)/.test(path) || !path) return path;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
