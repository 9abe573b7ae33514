/** The browser's client for the same-origin API: `import { api, ApiError } from '../lib/api'`. */
export * as api from './calls';
export { ApiError, request, setAuthHooks, type AuthHooks, type RequestOptions } from './http';
export { csrfToken, rotateCsrf, clearCsrf } from './csrf';
export { refusalMessage } from './refusal';
export type { LiveProduct } from '../schemas/product';
export type { StoreStatus, ConnectionTest } from '../schemas/status';
export type { ProfileUpdate } from './auth';
