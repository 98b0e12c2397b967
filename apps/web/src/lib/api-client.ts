import { createApiClient } from './create-api-client';

export { ApiError, LONG_CALL_TIMEOUT_MS, NetworkError, serverMessageOr } from './create-api-client';

/** The one client the app uses; `VITE_API_BASE` points it at another origin (empty: same origin). */
export const apiClient = createApiClient({ baseUrl: import.meta.env.VITE_API_BASE ?? '' });
