import { useMutation } from '@tanstack/react-query';
import type { AuthUser } from '@pachmarhi/common/types';
import { api } from '@/lib/api';

export interface LoginRequest {
  email: string;
  password: string;
  /** What the login screen asked for; the server answers with the user's real role. */
  role: number;
}

export interface LoginResult {
  token: string;
  user: AuthUser;
  message: string;
}

/**
 * `POST /api/v1/users/login/`.
 * @throws ApiRequestError (401 'Invalid email or password', 429 too many tries) / TypeError when offline
 */
export async function login(body: LoginRequest): Promise<LoginResult> {
  const res = await api<{ message?: string; data: { token: string; user: AuthUser; message?: string } }>(
    '/api/v1/users/login/',
    { json: body },
  );
  return { token: res.data.token, user: res.data.user, message: res.data.message || res.message || 'Login successful' };
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
