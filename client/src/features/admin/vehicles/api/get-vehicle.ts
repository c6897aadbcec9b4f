import type { Vehicle } from '@pachmarhi/common/types';
import { api } from '@/lib/api';

export const VEHICLE_KEY = ['admin', 'vehicle'] as const;

/** `GET /api/cars/get/:id` → one vehicle. @throws ApiRequestError 404 for an unknown id */
export const getVehicle = (id: string) => api<Vehicle>(`/api/cars/get/${encodeURIComponent(id)}`, { auth: true });
