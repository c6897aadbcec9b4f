import type { Vehicle } from '@pachmarhi/common/types';
import { api } from '@/lib/api';

export const VEHICLES_KEY = ['admin', 'vehicles'] as const;

/** `GET /api/cars/get` → every vehicle, newest first (bare array). */
export const getVehicles = () => api<Vehicle[]>('/api/cars/get', { auth: true });
