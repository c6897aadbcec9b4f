import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { ApiRequestError } from '@/lib/api';
import { weekendPricingQueries } from '@/lib/queries/weekend-pricing';

/**
 * A weekend-pricing change: on success the documented toast and every cached 'weekend-pricing' query
 * (the public status too) is cleared ("Each clears the cached status", docs/product.md#behaviour); on failure the
 * server's message, or `failureText` when the call itself failed.
 */
export function useWeekendMutation<V>(
  mutationFn: (v: V) => Promise<unknown>,
  successText: string,
  failureText: string,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      toast.success(successText);
      return qc.invalidateQueries({ queryKey: weekendPricingQueries.all });
    },
    onError: (e) => toast.error((e instanceof ApiRequestError && e.message) || failureText),
  });
}
