/**
 * The day's operations (issue 39, docs/api.md#operations): drivers and guides, vehicle papers and
 * repairs, who drives which Gypsy for which job, the day sheet (JSON, PDF, one WhatsApp text per
 * driver) and the park permits tracked per safari seat. The rules are common/src/operations/*; the
 * decisions here are what a refusal says.
 */
import { addDays } from '@pachmarhi/common/pricing/dates';
import { dayText } from '@pachmarhi/common/i18n/day-format';
import { findClash, offOn, type Clash, type Job } from '@pachmarhi/common/operations/assignments';
import { driverWhatsappLink, type DaySheetJob } from '@pachmarhi/common/operations/day-sheet';
import { lapsedOn, lapsedPapers, papersRunningOut, type PaperKind } from '@pachmarhi/common/operations/papers';
import { pickupTime, type Shift } from '@pachmarhi/common/operations/shifts';
import { ROLE_ADMIN } from '@pachmarhi/common/constants';
import {
  MPONLINE_PERMIT_URL,
  type AssignmentInput,
  type OutOfServiceInput,
  type PermitsInput,
  type StaffResourceInput,
  type VehiclePapersInput,
} from '@pachmarhi/common/schemas/operations';
import type {
  Assignment,
  DaySheet,
  DaySheetJobRecord,
  OutOfService,
  PaperWarning,
  PermitDue,
  ReservationPermits,
  StaffResource,
  VehiclePapers,
} from '@pachmarhi/common/schemas/operations-records';
import { todayIST } from '@pachmarhi/common/time';
import type { Quote } from '@pachmarhi/common/pricing/quote';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors/app-error';
import { currentActor } from '../../platform/auth/require-auth';
import type { AuditTrail } from '../audit/audit.module';
import type { Guests } from '../guests/guests.module';
import type { Reservations } from '../reservations/reservations.module';
import { daySheetPdf } from './day-sheet-pdf';
import * as repo from './operations.repository';

export type { Executor } from './operations.repository';
/** Demo content only: the first park safari and every vehicle (operations.repository.ts `demoCatalogue`). */
export const demoCatalogue = repo.demoCatalogue;

/** How far ahead `permitsDue` looks, days (today included). */
export const PERMITS_DUE_DAYS = 7;

export interface Operations {
  /** Drivers and guides by role and name. */
  staff(): Promise<StaffResource[]>;
  createStaff(input: StaffResourceInput): Promise<StaffResource>;
  /** @throws AppError 404 unknown id */
  updateStaff(id: string, input: StaffResourceInput): Promise<StaffResource>;
  /** Their assignments keep the job, without the person. @throws AppError 404 unknown id */
  removeStaff(id: string): Promise<void>;
  /** A vehicle's papers and its repairs from today on. @throws AppError 404 unknown vehicle */
  papers(vehicleId: string): Promise<VehiclePapers>;
  /** Replace the papers (audited as a vehicle update). @throws AppError 404 unknown vehicle */
  setPapers(vehicleId: string, input: VehiclePapersInput): Promise<VehiclePapers>;
  /**
   * Take the vehicle off the road `from`…`to`: a 'blocked' reservation over those days, which
   * availability, rentals and assignments count.
   * @throws AppError 404 unknown vehicle; 409 the vehicle is rented or blocked on a date then (the date)
   */
  addOutOfService(vehicleId: string, input: OutOfServiceInput): Promise<OutOfService>;
  /** @throws AppError 404 unknown vehicle or period */
  removeOutOfService(vehicleId: string, periodId: string): Promise<void>;
  /** The assignments of `date` (IST). */
  assignments(date: string): Promise<Assignment[]>;
  /**
   * Assign a vehicle, a driver (null: self-drive, rentals only) and a guide to a reservation's job on
   * `date`, replacing its earlier assignment that day.
   * @throws AppError 404 unknown reservation; 400 a date outside the reservation, an unknown
   *   vehicle/driver/guide, a driver missing on a tour; 403 an override by someone not the owner;
   *   409 naming the clash (a driver, guide or vehicle elsewhere then, a Gypsy rented out self-drive
   *   or out of service, a person off that day, papers or a licence lapsed without an override)
   */
  assign(input: AssignmentInput): Promise<Assignment>;
  /** Every job of `date` with its assignment, the drivers' WhatsApp links and what can be assigned. */
  daySheet(date: string): Promise<DaySheet>;
  /** The day sheet as an A4 PDF. */
  daySheetPdf(date: string): Promise<Buffer>;
  /** A safari's permits per seat with the register's ID details. @throws AppError 404 unknown reservation; 400 not a tour */
  permits(reservationId: string): Promise<ReservationPermits>;
  /** @throws AppError 404; 400 not a tour, a seat above the guests */
  setPermits(reservationId: string, input: PermitsInput): Promise<ReservationPermits>;
  /** Park safaris of the next 7 days (today included, IST) with a seat without a confirmed permit. */
  permitsDue(): Promise<PermitDue[]>;
  /** Vehicle papers expiring within 15 days of today (IST), lapsed ones too, soonest first. */
  paperWarnings(): Promise<PaperWarning[]>;
}

export interface OperationsDeps {
  db: Db;
  now: () => Date;
  audit: AuditTrail;
  reservations: Pick<Reservations, 'create' | 'remove'>;
  guests: Pick<Guests, 'list'>;
}

const staffDto = (s: repo.StaffRow): StaffResource => ({
  _id: s.id,
  role: s.role as StaffResource['role'],
  name: s.name,
  phone: s.phone,
  languages: s.languages,
  licenceNumber: s.licenceNumber,
  licenceExpiry: s.licenceExpiry,
  guideNumber: s.guideNumber,
  weeklyOff: s.weeklyOff,
  daysOff: s.daysOff,
  notes: s.notes,
  createdAt: s.createdAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
});

const staffValues = (input: StaffResourceInput) => ({
  ...input,
  licenceNumber: input.role === 'driver' ? input.licenceNumber : '',
  licenceExpiry: input.role === 'driver' ? input.licenceExpiry || null : null,
  guideNumber: input.role === 'guide' ? input.guideNumber : '',
});

const assignmentDto = (a: repo.AssignmentRow): Assignment => ({
  _id: a.id,
  reservationId: a.reservationId,
  date: a.date,
  shift: a.shift as Shift | null,
  vehicleId: a.vehicleId,
  driverId: a.driverId,
  guideId: a.guideId,
  overrideReason: a.overrideReason,
});

const oosDto = (o: repo.OutOfServiceRow): OutOfService => ({
  _id: o.id,
  vehicleId: o.vehicleId,
  reservationId: o.reservationId,
  from: o.from,
  to: o.to,
  reason: o.reason,
});

const PAPER_WORDS: Record<PaperKind, string> = {
  registration: 'registration',
  insurance: 'insurance',
  puc: 'PUC certificate',
  permit: 'permit',
  fitness: 'fitness certificate',
};

/** A job of the clash rule, with what a refusal names. */
interface NamedJob extends Job {
  label: string;
  blocked: boolean;
}

/** 'Satpura Jungle Safari (K7Q2)'. */
const jobLabel = (j: repo.JobRow) => `${j.item}${j.reference ? ` (${j.reference})` : ''}`;
const slotText = (date: string, shift: Shift | null) => `${dayText(date, 'en')}${shift ? `, ${shift}` : ''}`;

/** The sentence of a clash ("Ramesh is already driving Satpura Jungle Safari (K7Q2) on Thu 3 Dec, morning"). */
function clashSentence(c: Clash<NamedJob>, names: { driver?: string; guide?: string; vehicle: string }): string {
  const when = slotText(c.with.date, c.with.shift);
  if (c.resource === 'driver') return `${names.driver} is already driving ${c.with.label} on ${when}`;
  if (c.resource === 'guide') return `${names.guide} is already guiding ${c.with.label} on ${when}`;
  if (c.with.blocked) return `${names.vehicle} is out of service on ${dayText(c.with.date, 'en')}`;
  if (c.with.selfDrive)
    return `${names.vehicle} is rented out self-drive on ${dayText(c.with.date, 'en')} (${c.with.label}): it is not available for tours`;
  return `${names.vehicle} is already on ${c.with.label} on ${when}`;
}

/** Create the operations component once per app. */
export function createOperations({ db, now, audit, reservations, guests }: OperationsDeps): Operations {
  const vehicleOf = async (id: string) => {
    const v = await repo.findVehicle(db, id);
    if (!v) throw notFound('Vehicle');
    return v;
  };
  const papersView = async (vehicleId: string): Promise<VehiclePapers> => {
    const v = await vehicleOf(vehicleId);
    const [papers, oos] = await Promise.all([
      repo.papersOf(db, [vehicleId]),
      repo.outOfServiceOf(db, vehicleId, todayIST(now())),
    ]);
    return {
      vehicleId: v.id,
      vehicleName: v.name,
      papers: papers.map((p) => ({ kind: p.kind as PaperKind, number: p.number, expiresOn: p.expiresOn })),
      outOfService: oos.map(oosDto),
    };
  };

  /** The jobs of the clash rule on `date`: the assignments, and unassigned rentals and blocks taking their own vehicle. */
  const clashJobs = async (ex: repo.Executor, date: string): Promise<NamedJob[]> => {
    const [jobs, assigned] = await Promise.all([repo.jobsOn(ex, date, now()), repo.assignmentsOn(ex, date)]);
    const byId = new Map(jobs.map((j) => [j.id, j]));
    const out: NamedJob[] = assigned.map((a) => ({
      reservationId: a.reservationId,
      date,
      shift: a.shift as Shift | null,
      vehicleId: a.vehicleId,
      driverId: a.driverId,
      guideId: a.guideId,
      selfDrive: a.driverId === null,
      blocked: false,
      label: byId.get(a.reservationId) ? jobLabel(byId.get(a.reservationId)!) : 'another job',
    }));
    const has = new Set(assigned.map((a) => a.reservationId));
    for (const j of jobs) {
      if (j.kind !== 'vehicle' || has.has(j.id)) continue;
      const blocked = j.status === 'blocked';
      out.push({
        reservationId: j.id,
        date,
        shift: null,
        vehicleId: j.itemId,
        driverId: null,
        guideId: null,
        selfDrive: !blocked,
        blocked,
        label: jobLabel(j),
      });
    }
    return out;
  };

  const sheetOf = async (date: string): Promise<DaySheet> => {
    const [jobs, assigned, staff, vehicles, papers] = await Promise.all([
      repo.jobsOn(db, date, now()),
      repo.assignmentsOn(db, date),
      repo.listStaff(db),
      repo.listVehicles(db),
      repo.papersOf(db),
    ]);
    const work = jobs.filter((j) => j.status !== 'blocked');
    const permits = await repo.permitsOf(
      db,
      work.map((j) => j.id),
    );
    const byRes = new Map(assigned.map((a) => [a.reservationId, a]));
    const staffById = new Map(staff.map((s) => [s.id, s]));
    const vehicleById = new Map(vehicles.map((v) => [v.id, v]));
    const sheet: DaySheetJobRecord[] = work.map((j) => {
      const a = byRes.get(j.id);
      const shift = (a?.shift ??
        (j.kind === 'tour' ? (j.shift ?? (j.parkSafari ? 'morning' : null)) : null)) as Shift | null;
      const point = j.pickupPoints[0];
      return {
        reservationId: j.id,
        reference: j.reference,
        kind: j.kind,
        itemId: j.itemId,
        item: j.item,
        parkSafari: j.parkSafari,
        shift,
        pickupTime: pickupTime(point?.time, shift),
        pickupPlace: point?.place ?? '',
        pickupPlaceHi: point?.placeHi ?? '',
        guestName: j.guestName,
        guests: j.guests,
        phone: j.guestPhone,
        vehicleId: a?.vehicleId ?? null,
        vehicle: a ? (vehicleById.get(a.vehicleId)?.name ?? null) : null,
        driverId: a?.driverId ?? null,
        driver: a?.driverId ? (staffById.get(a.driverId)?.name ?? null) : null,
        guideId: a?.guideId ?? null,
        guide: a?.guideId ? (staffById.get(a.guideId)?.name ?? null) : null,
        permits: permits
          .filter((p) => p.reservationId === j.id && p.permitNumber && p.status !== 'cancelled')
          .map((p) => p.permitNumber),
        selfDrive: !!a && a.driverId === null,
        assigned: !!a,
        overrideReason: a?.overrideReason ?? null,
      };
    });
    const order = (j: DaySheetJobRecord) => `${j.pickupTime} ${j.item} ${j.guestName} ${j.reservationId}`;
    sheet.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
    const blockedVehicles = new Set(jobs.filter((j) => j.status === 'blocked').map((j) => j.itemId));
    const drivers = staff
      .filter((s) => s.role === 'driver')
      .map((s) => {
        const mine = sheet.filter((j) => j.driverId === s.id) as DaySheetJob[];
        return {
          _id: s.id,
          name: s.name,
          phone: s.phone,
          jobs: mine.length,
          whatsappUrl: driverWhatsappLink(s.phone, s.name, date, mine, 'en'),
        };
      })
      .filter((d) => d.jobs > 0);
    return {
      date,
      jobs: sheet,
      drivers,
      vehicles: vehicles.map((v) => ({
        _id: v.id,
        name: v.name,
        lapsed: lapsedPapers(
          papers.filter((p) => p.vehicleId === v.id).map((p) => ({ ...p, kind: p.kind as PaperKind })),
          date,
        ).map((p) => p.kind),
        outOfService: blockedVehicles.has(v.id),
      })),
      staff: staff.map((s) => ({
        _id: s.id,
        role: s.role as StaffResource['role'],
        name: s.name,
        off: offOn(s, date),
        licenceLapsed: s.role === 'driver' && lapsedOn(s.licenceExpiry, date),
      })),
    };
  };

  const tourOf = async (reservationId: string) => {
    const job = await repo.findJob(db, reservationId);
    if (!job) throw notFound('Reservation');
    if (job.kind !== 'tour') throw badRequest('Permits are kept for safaris (tour reservations) only');
    return job;
  };
  const permitsView = async (reservationId: string): Promise<ReservationPermits> => {
    const job = await tourOf(reservationId);
    const [rows, register] = await Promise.all([repo.permitsOf(db, [reservationId]), guests.list(reservationId)]);
    const bySeat = new Map(rows.map((p) => [p.seat, p]));
    return {
      reservationId,
      reference: job.reference,
      item: job.item,
      date: job.checkIn,
      shift: job.shift as Shift | null,
      guests: job.guests,
      permits: Array.from({ length: Math.max(job.guests, ...rows.map((p) => p.seat)) }, (_, i) => {
        const p = bySeat.get(i + 1);
        return {
          seat: i + 1,
          permitNumber: p?.permitNumber ?? '',
          zone: p?.zone ?? '',
          gate: p?.gate ?? '',
          shift: ((p ? p.shift : job.shift) as Shift | null) ?? null,
          date: p ? p.date : job.checkIn,
          status: (p?.status ?? 'to-apply') as ReservationPermits['permits'][number]['status'],
        };
      }),
      register: register.map((g) => ({
        name: g.name,
        nationality: g.nationality,
        idType: g.idType,
        idNumber: g.idNumber,
        age: g.age ?? null,
        gender: g.gender ?? null,
      })),
      officialSite: MPONLINE_PERMIT_URL,
    };
  };

  return {
    staff: async () => (await repo.listStaff(db)).map(staffDto),
    createStaff: async (input) => staffDto((await repo.insertStaff(db, [staffValues(input)]))[0]),
    async updateStaff(id, input) {
      const row = await repo.updateStaff(db, id, { ...staffValues(input), updatedAt: now() });
      if (!row) throw notFound('Driver or guide');
      return staffDto(row);
    },
    async removeStaff(id) {
      if (!(await repo.deleteStaff(db, id))) throw notFound('Driver or guide');
    },

    papers: papersView,
    async setPapers(vehicleId, input) {
      const before = await papersView(vehicleId);
      await db.transaction(async (tx) => {
        await repo.replacePapers(tx, vehicleId, input.papers);
        await audit.record(
          {
            action: 'update',
            entity: 'vehicle',
            entityId: vehicleId,
            before: { papers: before.papers },
            after: { papers: input.papers },
          },
          tx,
        );
      });
      return papersView(vehicleId);
    },
    async addOutOfService(vehicleId, input) {
      await vehicleOf(vehicleId);
      const block = await reservations.create({
        kind: 'vehicle',
        itemId: vehicleId,
        checkIn: input.from,
        checkOut: addDays(input.to, 1),
        guests: 1,
        guestName: '',
        status: 'blocked',
        source: 'other',
        notes: `Out of service: ${input.reason}`,
        reprice: false,
        units: 1,
        children: 0,
      } as Parameters<Reservations['create']>[0]);
      try {
        return oosDto(await repo.insertOutOfService(db, { vehicleId, reservationId: block._id, ...input }));
      } catch (err) {
        await reservations.remove(block._id);
        throw err;
      }
    },
    async removeOutOfService(vehicleId, periodId) {
      const row = await repo.findOutOfService(db, vehicleId, periodId);
      if (!row) throw notFound('Out-of-service period');
      // Deleting its block deletes the period with it (cascade) and frees the days everywhere.
      await reservations.remove(row.reservationId);
    },

    assignments: async (date) => (await repo.assignmentsOn(db, date)).map(assignmentDto),

    async assign(input) {
      const job = await repo.findJob(db, input.reservationId);
      if (!job || job.status === 'blocked') throw notFound('Reservation');
      if (!['confirmed', 'held', 'checked-in'].includes(job.status))
        throw conflict(
          `Reservation ${job.reference ?? ''} is ${job.status}: only held or confirmed jobs are assigned`.replace(
            '  ',
            ' ',
          ),
        );
      const inDates =
        job.kind === 'tour' ? input.date === job.checkIn : input.date >= job.checkIn && input.date < job.checkOut!;
      if (!inDates) {
        const message = `${jobLabel(job)} does not run on ${dayText(input.date, 'en')}`;
        throw badRequest(message, { date: message });
      }
      const shift: Shift | null =
        input.shift !== undefined
          ? input.shift
          : job.kind === 'tour'
            ? ((job.shift as Shift | null) ?? (job.parkSafari ? 'morning' : null))
            : null;
      if (input.driverId === null && job.kind !== 'vehicle') {
        const message = 'A tour needs a driver: only a Gypsy rental may go self-drive';
        throw badRequest(message, { driverId: message });
      }
      const vehicle = await repo.findVehicle(db, input.vehicleId);
      if (!vehicle) throw badRequest('No vehicle with this id', { vehicleId: 'No vehicle with this id' });
      const person = async (id: string | null, role: 'driver' | 'guide') => {
        if (!id) return undefined;
        const s = await repo.findStaff(db, id);
        if (!s || s.role !== role) {
          const message = `No ${role} with this id`;
          throw badRequest(message, { [`${role}Id`]: message });
        }
        if (offOn(s, input.date)) throw conflict(`${s.name} is off on ${dayText(input.date, 'en')}`);
        return s;
      };
      const driver = await person(input.driverId, 'driver');
      const guide = await person(input.guideId, 'guide');
      const lapsed = [
        ...lapsedPapers(
          (await repo.papersOf(db, [vehicle.id])).map((p) => ({ ...p, kind: p.kind as PaperKind })),
          input.date,
        ).map((p) => `its ${PAPER_WORDS[p.kind]} lapsed on ${dayText(addDays(p.expiresOn!, 1), 'en')}`),
      ];
      const licence = driver && lapsedOn(driver.licenceExpiry, input.date);
      let overrideReason: string | null = null;
      if (lapsed.length || licence) {
        if (!input.overrideReason) {
          const what = [
            lapsed.length
              ? `${vehicle.name} cannot be assigned on ${dayText(input.date, 'en')}: ${lapsed.join(', ')}`
              : '',
            licence
              ? `${driver!.name}'s driving licence lapsed on ${dayText(addDays(driver!.licenceExpiry!, 1), 'en')}`
              : '',
          ].filter(Boolean);
          throw conflict(`${what.join('; ')}. The owner may assign anyway, giving the reason.`);
        }
        if (currentActor()?.role !== ROLE_ADMIN)
          throw forbidden('Only the owner may assign despite lapsed papers or licence');
        overrideReason = input.overrideReason;
      }
      const saved = await db.transaction(async (tx) => {
        await repo.lockDate(tx, input.date);
        const candidate: Job = {
          reservationId: job.id,
          date: input.date,
          shift,
          vehicleId: vehicle.id,
          driverId: input.driverId,
          guideId: input.guideId,
          selfDrive: input.driverId === null,
        };
        const clash = findClash(await clashJobs(tx, input.date), candidate, vehicle.units);
        if (clash)
          throw new AppError(
            409,
            clashSentence(clash, { driver: driver?.name, guide: guide?.name, vehicle: vehicle.name }),
          );
        const at = now();
        return repo.upsertAssignment(tx, {
          reservationId: job.id,
          date: input.date,
          shift,
          vehicleId: vehicle.id,
          driverId: input.driverId,
          guideId: input.guideId,
          overrideReason,
          createdAt: at,
          updatedAt: at,
        });
      });
      if (overrideReason)
        await audit.record({
          action: 'update',
          entity: 'vehicle',
          entityId: vehicle.id,
          after: { assignedDespiteLapse: input.date, overrideReason },
        });
      return assignmentDto(saved);
    },

    daySheet: sheetOf,
    daySheetPdf: async (date) => daySheetPdf(await sheetOf(date)),

    permits: permitsView,
    async setPermits(reservationId, input) {
      const job = await tourOf(reservationId);
      const over = input.permits.find((p) => p.seat > job.guests);
      if (over) {
        const message = `This safari has ${job.guests} seat${job.guests === 1 ? '' : 's'}: no seat ${over.seat}`;
        throw badRequest(message, { permits: message });
      }
      await repo.replacePermits(
        db,
        reservationId,
        input.permits.map((p) => ({ ...p, date: p.date || null, updatedAt: now() })),
      );
      return permitsView(reservationId);
    },
    async permitsDue() {
      const today = todayIST(now());
      const safaris = await repo.safarisBetween(db, today, addDays(today, PERMITS_DUE_DAYS - 1), now());
      const permits = await repo.permitsOf(
        db,
        safaris.map((s) => s.id),
      );
      return safaris
        .map((s) => ({
          reservationId: s.id,
          reference: s.reference,
          item: s.item,
          date: s.checkIn,
          shift: s.shift as Shift | null,
          guests: s.guests,
          guestName: s.guestName,
          confirmed: permits.filter((p) => p.reservationId === s.id && p.status === 'confirmed').length,
        }))
        .filter((s) => s.confirmed < s.guests);
    },
    async paperWarnings() {
      const [vehicles, papers] = await Promise.all([repo.listVehicles(db), repo.papersOf(db)]);
      const names = new Map(vehicles.map((v) => [v.id, v.name]));
      return papersRunningOut(
        papers.map((p) => ({ ...p, kind: p.kind as PaperKind })),
        todayIST(now()),
      ).map((p) => ({
        vehicleId: p.vehicleId,
        vehicleName: names.get(p.vehicleId) ?? '',
        kind: p.kind,
        expiresOn: p.expiresOn!,
      }));
    },
  };
}

/** The demo's operations as `seedDemoOperations` (server/src/seed/demo-operations.ts) makes them. */
export interface DemoOperations {
  safariId: string;
  staff: (Omit<
    StaffResourceInput,
    'licenceNumber' | 'licenceExpiry' | 'guideNumber' | 'weeklyOff' | 'daysOff' | 'notes'
  > &
    Partial<StaffResourceInput>)[];
  papers: { vehicleId: string; kind: PaperKind; number: string; expiresOn: string }[];
  jobs: { guestName: string; guestPhone: string; guests: number; checkIn: string; quote: Quote }[];
  vehicleIds: readonly string[];
}

/**
 * Demo content: the people, the papers, and one confirmed morning safari a day with its assignment
 * (the Gypsies and drivers in turn, a driver never on a day off; the guide on every one), in `tx`.
 * @returns how many drivers and guides were added
 */
export async function insertDemoOperations(tx: repo.Executor, d: DemoOperations): Promise<number> {
  const staff = await repo.insertStaff(
    tx,
    d.staff.map((s) => ({ weeklyOff: [], daysOff: [], notes: '', ...s, licenceExpiry: s.licenceExpiry || null })),
  );
  for (const id of new Set(d.papers.map((p) => p.vehicleId)))
    await repo.replacePapers(
      tx,
      id,
      d.papers.filter((p) => p.vehicleId === id),
    );
  const ids = await repo.insertDemoJobs(
    tx,
    d.jobs.map((j, i) => ({
      kind: 'tour',
      itemId: d.safariId,
      checkIn: j.checkIn,
      guests: j.guests,
      guestName: j.guestName,
      guestPhone: j.guestPhone,
      status: 'confirmed',
      source: 'whatsapp',
      shift: 'morning',
      quote: j.quote,
      reference: `SF${String(i + 1).padStart(2, '0')}`,
    })),
  );
  const drivers = staff.filter((s) => s.role === 'driver');
  const guide = staff.find((s) => s.role === 'guide');
  await repo.insertAssignments(
    tx,
    d.jobs.map((j, i) => {
      const free = drivers.filter((s) => !offOn(s, j.checkIn));
      return {
        reservationId: ids[i],
        date: j.checkIn,
        shift: 'morning',
        vehicleId: d.vehicleIds[i % d.vehicleIds.length],
        driverId: free.length ? free[i % free.length].id : null,
        guideId: guide?.id ?? null,
      };
    }),
  );
  return staff.length;
}
