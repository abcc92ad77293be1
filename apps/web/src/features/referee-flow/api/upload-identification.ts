import { ApiError, apiErrorFromBody, NETWORK_ERROR_CODE } from '../../../api/api-error.ts';
import { BASE } from './keys.ts';

/** Uploads the image as the raw request body (the server checks its bytes, not its name). */
export async function uploadIdentification(file: File): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${BASE}/identification`, {
      method: 'POST',
      headers: { 'Content-Type': file.type.startsWith('image/') ? file.type : 'application/octet-stream' },
      body: file,
      credentials: 'include',
    });
  } catch (cause) {
    throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, cause });
  }
  if (!response.ok)
    throw apiErrorFromBody(
      response.status,
      await response.json().catch(() => undefined),
      response.statusText,
    );
}
