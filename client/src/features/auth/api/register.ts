import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@pachmarhi/common/schemas/auth';
import { api } from '@/lib/api';

/**
 * `POST /api/v1/users/register` (JSON; replaces the documented external auth service).
 * @throws ApiRequestError (400 field errors, 409 email taken, 429) / TypeError when offline
 */
export async function register(body: RegisterInput): Promise<{ message: string }> {
  const res = await api<{ message?: string }>('/api/v1/users/register', { json: body });
  return { message: res?.message || 'Registration successful' };
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
