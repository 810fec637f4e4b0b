// @sextant/security/fetch: the one fetch policy (allowed origins, timeouts, bounded bodies) and its error mapping.
export { createOriginFetch } from './fetch-policy.js';
export type { OriginFetchOptions } from './fetch-policy.js';
export { fetchOrThrow, probeReachability } from './fetch-response.js';
export type { FetchOrThrowOptions } from './fetch-response.js';
