import { describe, expect, it } from 'vitest';
import { ADMIN_MSG, disableUserSchema, fullScheduleSchema, scheduleSchema, userCreateSchema } from './admin';
import { firstProblem } from './schemaProblems';

const base = { email: ' Ana@Demo.MX ', firstName: 'Ana', lastName: 'López', agencies: [1, { id: 1 }, 2], userRole: 'fleet-executive', userPhones: ['55 1234 5678'] };

describe('admin payload schemas', () => {
  it('normalises a new user: trimmed lower-case e-mail, +52 phones, agencies once each', () => {
    const user = userCreateSchema.parse(base);
    expect(user.email).toBe('ana@demo.mx');
    expect(user.userPhones).toEqual(['+525512345678']);
    expect(user.agencies).toEqual([1, 2]);
  });

  it('refuses closing before opening but accepts equal (closed) times', () => {
    const day = { openingScheduleWeek: '09:00', closingScheduleWeek: '08:59:59' };
    expect(firstProblem(scheduleSchema, day)).toBe(ADMIN_MSG.closingBeforeOpening);
    expect(firstProblem(scheduleSchema, { closingScheduleWeek: '08:59:59' })).toBeNull();
    const full = {
      worksOnSunday: false, worksOnMonday: true, worksOnTuesday: true, worksOnWednesday: true, worksOnThursday: true, worksOnFriday: true, worksOnSaturday: true,
      openingScheduleWeek: '00:00:00', closingScheduleWeek: '00:00:00', openingScheduleSaturday: '00:00:00', closingScheduleSaturday: '00:00:00',
      openingScheduleSunday: '00:00:00', closingScheduleSunday: '00:00:00',
    };
    expect(firstProblem(fullScheduleSchema, full)).toBeNull();
    expect(firstProblem(fullScheduleSchema, { ...full, openingScheduleWeek: '09:00:00' })).toBe(ADMIN_MSG.closingBeforeOpening);
    expect(firstProblem(fullScheduleSchema, { ...full, openingScheduleWeek: '09:00:00', closingScheduleWeek: '09:00:00' })).toBeNull();
  });

  it('defaults the disable type to subasta and takes the receiver as id or e-mail', () => {
    expect(disableUserSchema.parse({}).disableType).toBe('subasta');
    expect(disableUserSchema.parse({ disableType: 'user', userToAssign: '12' }).userToAssign).toBe(12);
    expect(disableUserSchema.parse({ disableType: 'user', userToAssign: 'Ana@Demo.mx' }).userToAssign).toBe('ana@demo.mx');
    expect(disableUserSchema.safeParse({ disableType: 'todo' }).error?.issues[0]?.message).toBe(ADMIN_MSG.invalidDisableType);
  });
});
