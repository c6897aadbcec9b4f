import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** A registration challenge: `image` an SVG data URL to show, `token` to send back with the answer. */
export interface CaptchaChallenge {
  token: string;
  image: string;
}

/**
 * `GET /api/v1/users/captcha`: a new challenge from the server (good for one register attempt
 * within 5 minutes). The answer never reaches the page as text.
 * @throws ApiRequestError (429 when refreshed too often) / TypeError when offline
 */
export async function getCaptcha(signal?: AbortSignal): Promise<CaptchaChallenge> {
  const res = await api<{ data: CaptchaChallenge }>('/api/v1/users/captcha', { signal });
  return { token: res.data.token, image: res.data.image };
}

/**
 * The register form's current challenge. It is fetched once per visit of the page and replaced
 * only on `refetch()` (the Refresh button, or after a register attempt spent its token).
 */
export function useCaptcha() {
  return useQuery({
    queryKey: ['auth', 'captcha'],
    queryFn: ({ signal }) => getCaptcha(signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
