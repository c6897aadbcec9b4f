import rateLimit, { type RateLimitRequestHandler } from 'express-rate-limit';
import { AppError } from '../errors/app-error';

/**
 * A per-IP (req.ip, so see TRUST_PROXY/TRUSTED_PROXIES) limit of `limit` requests per `windowMs`;
 * past it, 429 with `message`. Each call is its own budget: share one instance to share a budget.
 */
export function perIpLimit(limit: number, windowMs: number, message: string): RateLimitRequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new AppError(429, message)),
  });
}
