/**
 * Operations (docs/api.md#operations): drivers and guides at /api/staff-resources, vehicle papers
 * and repairs under /api/vehicles/:id, assignments, the day sheet (JSON and PDF) and the safari
 * permits; one declaration per endpoint (docs/decisions/024-one-declaration-per-endpoint.md). The
 * owner keeps people, papers and repairs; the front desk assigns and tracks permits too.
 */
import { z } from 'zod';
import {
  assignmentInputSchema,
  dateQuerySchema,
  outOfServiceInputSchema,
  permitsInputSchema,
  staffResourceInputSchema,
  vehiclePapersInputSchema,
} from '@pachmarhi/common/schemas/operations';
import {
  assignmentSchema,
  daySheetSchema,
  outOfServiceSchema,
  paperWarningSchema,
  permitDueSchema,
  reservationPermitsSchema,
  staffResourceSchema,
  vehiclePapersSchema,
} from '@pachmarhi/common/schemas/operations-records';
import { endpointsOf } from '../../platform/http/endpoints';
import { done, idPath, saved, withData } from '../../platform/http/openapi/envelopes';
import { binary, json } from '../../platform/http/openapi/operation';
import type { Operations } from './operations.module';

const endpoint = endpointsOf<{ operations: Operations }>();
const TAG = 'Operations';
const staffPath = idPath('driver or guide');
const vehiclePath = idPath('vehicle');
const periodPath = vehiclePath.extend({ periodId: z.uuid().meta({ description: "The out-of-service period's _id" }) });
const reservationPath = idPath('reservation');
const STAFF_404 = { 404: 'No driver or guide with this id' } as const;
const VEHICLE_404 = { 404: 'No vehicle with this id' } as const;

export const operationsEndpoints = [
  endpoint({
    method: 'get',
    path: '/api/staff-resources',
    tag: TAG,
    summary: 'Drivers and guides',
    auth: 'admin',
    responses: { 200: json(withData(z.array(staffResourceSchema)), 'By role and name') },
    handle: async (_input, { operations }) => ({ success: true, data: await operations.staff() }),
  }),
  endpoint({
    method: 'post',
    path: '/api/staff-resources',
    tag: TAG,
    summary: 'Add a driver or guide',
    description:
      '`role` driver (with licence number and expiry) or guide (with the forest department’s guide number); phone, languages, weekly days off (0 = Sunday) and single dates off.',
    auth: 'admin',
    body: staffResourceInputSchema,
    status: 201,
    responses: { 201: json(saved(staffResourceSchema), 'Added') },
    handle: async ({ body }, { operations }) => ({
      success: true,
      message: 'Added',
      data: await operations.createStaff(body),
    }),
  }),
  endpoint({
    method: 'put',
    path: '/api/staff-resources/:id',
    tag: TAG,
    summary: 'Change a driver or guide',
    auth: 'admin',
    params: staffPath,
    notFound: 'Driver or guide',
    body: staffResourceInputSchema,
    errors: STAFF_404,
    responses: { 200: json(saved(staffResourceSchema), 'As it is now') },
    handle: async ({ params, body }, { operations }) => ({
      success: true,
      message: 'Updated',
      data: await operations.updateStaff(params.id, body),
    }),
  }),
  endpoint({
    method: 'delete',
    path: '/api/staff-resources/:id',
    tag: TAG,
    summary: 'Delete a driver or guide',
    description: 'Their assignments keep the job and the vehicle, without the person.',
    auth: 'admin',
    params: staffPath,
    notFound: 'Driver or guide',
    errors: STAFF_404,
    responses: { 200: json(done(), 'Deleted') },
    handle: async ({ params }, { operations }) => {
      await operations.removeStaff(params.id);
      return { success: true, message: 'Deleted' };
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/vehicles/:id/papers',
    tag: TAG,
    summary: "A vehicle's papers and repairs",
    description:
      'Registration, insurance, PUC, permit and fitness with their last valid dates, and the out-of-service periods from today (IST) on.',
    auth: 'admin',
    params: vehiclePath,
    notFound: 'Vehicle',
    errors: VEHICLE_404,
    responses: { 200: json(withData(vehiclePapersSchema), 'The papers') },
    handle: async ({ params }, { operations }) => ({ success: true, data: await operations.papers(params.id) }),
  }),
  endpoint({
    method: 'put',
    path: '/api/vehicles/:id/papers',
    tag: TAG,
    summary: "Replace a vehicle's papers",
    description:
      'The whole set, each kind at most once. A vehicle whose paper has lapsed on a date (the day after its `expiresOn`) cannot be assigned that day unless the owner gives a reason.',
    auth: 'admin',
    params: vehiclePath,
    notFound: 'Vehicle',
    body: vehiclePapersInputSchema,
    errors: VEHICLE_404,
    responses: { 200: json(saved(vehiclePapersSchema), 'The papers as they are now') },
    handle: async ({ params, body }, { operations }) => ({
      success: true,
      message: 'Papers saved',
      data: await operations.setPapers(params.id, body),
    }),
  }),
  endpoint({
    method: 'get',
    path: '/api/vehicle-papers/expiring',
    tag: TAG,
    summary: 'Papers running out',
    description:
      'Vehicle papers whose last valid date is within 15 days of today (IST), lapsed ones too, soonest first: the Today board shows them.',
    auth: 'desk',
    responses: { 200: json(withData(z.array(paperWarningSchema)), 'The papers') },
    handle: async (_input, { operations }) => ({ success: true, data: await operations.paperWarnings() }),
  }),
  endpoint({
    method: 'post',
    path: '/api/vehicles/:id/out-of-service',
    tag: TAG,
    summary: 'Take a vehicle off the road',
    description:
      'From `from` to `to` (IST, both included), with the reason: a blocked reservation over those days takes the vehicle out of availability, rentals and assignments. 409 naming the date when it is rented or blocked then.',
    auth: 'admin',
    params: vehiclePath,
    notFound: 'Vehicle',
    body: outOfServiceInputSchema,
    status: 201,
    errors: { ...VEHICLE_404, 409: 'The vehicle is taken on a date of the period' },
    responses: { 201: json(saved(outOfServiceSchema), 'The period') },
    handle: async ({ params, body }, { operations }) => ({
      success: true,
      message: 'Out of service',
      data: await operations.addOutOfService(params.id, body),
    }),
  }),
  endpoint({
    method: 'delete',
    path: '/api/vehicles/:id/out-of-service/:periodId',
    tag: TAG,
    summary: 'End an out-of-service period',
    description: 'Deletes the period and its block: the days are free again.',
    auth: 'admin',
    params: periodPath,
    notFound: { id: 'Vehicle', periodId: 'Out-of-service period' },
    errors: { 404: 'No such vehicle or period' },
    responses: { 200: json(done(), 'Deleted') },
    handle: async ({ params }, { operations }) => {
      await operations.removeOutOfService(params.id, params.periodId);
      return { success: true, message: 'Back in service' };
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/assignments',
    tag: TAG,
    summary: 'The assignments of a date',
    auth: 'desk',
    query: dateQuerySchema,
    responses: { 200: json(withData(z.array(assignmentSchema)), 'The assignments') },
    handle: async ({ query }, { operations }) => ({ success: true, data: await operations.assignments(query.date) }),
  }),
  endpoint({
    method: 'put',
    path: '/api/assignments',
    tag: TAG,
    summary: "Assign a job's vehicle, driver and guide",
    description:
      'For a held or confirmed Gypsy rental, tour departure or safari on `date` (IST): replaces its assignment that day. `shift` absent: the reservation’s own (a park safari’s; morning by default), else the whole day. `driverId` null: self-drive (rentals only). 409 naming the clash: a driver, guide or vehicle elsewhere in the same shift, a Gypsy rented out self-drive or out of service, a person off that day, or papers or a licence lapsed on the date (the owner may pass `overrideReason`; anyone else gets 403).',
    auth: 'desk',
    body: assignmentInputSchema,
    errors: {
      404: 'No reservation with this id',
      409: 'The clash, in a sentence',
      403: 'An override by someone not the owner',
    },
    responses: { 200: json(saved(assignmentSchema), 'Assigned') },
    handle: async ({ body }, { operations }) => ({
      success: true,
      message: 'Assigned',
      data: await operations.assign(body),
    }),
  }),
  endpoint({
    method: 'get',
    path: '/api/day-sheet',
    tag: TAG,
    summary: 'The day sheet',
    description:
      'Every job of `date` (IST) by pickup time — pickup point and time, guests (name, count, phone), vehicle, driver, guide, permit numbers — with each driver’s one-tap WhatsApp link (`wa.me`) listing their jobs, and the vehicles and people that can be assigned that day.',
    auth: 'desk',
    query: dateQuerySchema,
    responses: { 200: json(withData(daySheetSchema), 'The day sheet') },
    handle: async ({ query }, { operations }) => ({ success: true, data: await operations.daySheet(query.date) }),
  }),
  endpoint({
    method: 'get',
    path: '/api/day-sheet.pdf',
    tag: TAG,
    summary: 'The day sheet as a PDF',
    description: 'A4, one block per job (as `GET /api/day-sheet`).',
    auth: 'desk',
    query: dateQuerySchema,
    responses: { 200: binary('application/pdf', 'The PDF, as an attachment') },
    handle: async ({ query, res }, { operations }) => {
      const bytes = await operations.daySheetPdf(query.date);
      res.type('application/pdf').attachment(`day-sheet-${query.date}.pdf`).send(bytes);
      return undefined;
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/reservations/:id/permits',
    tag: TAG,
    summary: "A safari's park permits",
    description:
      'One row per seat (permit number, zone, gate, shift, date, status) and the guest register’s ID details, ready to copy into MPOnline, with the official site’s address. Permits are bought there by the guest or the owner: the product never sells one. A register read.',
    auth: 'desk',
    params: reservationPath,
    notFound: 'Reservation',
    errors: { 404: 'No reservation with this id', 400: 'Not a tour reservation' },
    responses: { 200: json(withData(reservationPermitsSchema), 'The permits') },
    handle: async ({ params }, { operations }) => ({ success: true, data: await operations.permits(params.id) }),
  }),
  endpoint({
    method: 'put',
    path: '/api/reservations/:id/permits',
    tag: TAG,
    summary: "Track a safari's park permits",
    description: 'The seats’ permits, replacing the stored ones; a seat is 1 … the reservation’s guests.',
    auth: 'desk',
    params: reservationPath,
    notFound: 'Reservation',
    body: permitsInputSchema,
    errors: { 404: 'No reservation with this id', 400: 'Not a tour reservation, or a seat above its guests' },
    responses: { 200: json(saved(reservationPermitsSchema), 'The permits as they are now') },
    handle: async ({ params, body }, { operations }) => ({
      success: true,
      message: 'Permits saved',
      data: await operations.setPermits(params.id, body),
    }),
  }),
  endpoint({
    method: 'get',
    path: '/api/permits/due',
    tag: TAG,
    summary: 'Safaris without confirmed permits',
    description: 'Park safaris of the next 7 days (today included, IST) with fewer confirmed permits than guests.',
    auth: 'desk',
    responses: { 200: json(withData(z.array(permitDueSchema)), 'The safaris') },
    handle: async (_input, { operations }) => ({ success: true, data: await operations.permitsDue() }),
  }),
];
