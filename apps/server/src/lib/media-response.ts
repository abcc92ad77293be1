import { z } from 'zod';

/**
 * Response schemas of answers that are not JSON, for the OpenAPI document (plugins/openapi-document.ts reads the
 * marks): a file or stream of a media type, or no body at all (a 204, a redirect). At run time they are `z.any()` /
 * `z.null()`: the handler sends a Buffer, a stream or nothing, which Fastify does not serialize.
 */
export const X_MEDIA_TYPE = 'x-refcheck-media-type';
export const X_NO_BODY = 'x-refcheck-no-body';

/** A body of `mediaType` (e.g. 'application/pdf', 'text/csv; charset=utf-8'), documented as a binary string. */
export const mediaResponse = (mediaType: string, description: string) =>
  z.any().meta({ [X_MEDIA_TYPE]: mediaType, description });

/** An answer without a body (e.g. a 303 redirect): no content, no media type. Every 204 is documented so anyway. */
export const noBodyResponse = (description: string) => z.null().meta({ [X_NO_BODY]: true, description });
