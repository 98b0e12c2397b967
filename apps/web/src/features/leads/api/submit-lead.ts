import type { LeadRequest } from '@abhyas/contracts';
import { apiClient } from '../../../lib/api-client';

export const LEADS_PATH = '/api/leads';

export function submitLead(request: LeadRequest): Promise<unknown> {
  return apiClient.post<unknown>(LEADS_PATH, request);
}
