/** Applications as the careers page sends them: multipart over real HTTP, from the site's origin. */
import type http from 'node:http';
import { send, type Answer } from './http-client';
import { multipart, multipartContentType, type Part } from './multipart';

export const SITE = 'https://www.omegahealth.example';
export const ROLE = 'Registered Nurse';

export const role = (value: string = ROLE): Part => ({ name: 'role', value });

export const file = (filename: string, content: Buffer): Part => ({
  name: 'fileField',
  filename,
  content,
});

export function apply(
  uploadUrl: string,
  parts: Part[],
  headers: http.OutgoingHttpHeaders = {},
): Promise<Answer> {
  return send(uploadUrl, {
    headers: { 'content-type': multipartContentType, origin: SITE, ...headers },
    body: multipart(parts),
  });
}
