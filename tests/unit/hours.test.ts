import { describe, expect, it } from 'vitest';
import { clinic, copy } from '@/content';
import type { Hours } from '@/content/schema';
import { formatTime, weeklySchedule } from '@/lib/hours';

const words = copy.en.shell.hours;

describe('weekly hours', () => {
  it('formats the clinic hours as the spec states them', () => {
    expect(weeklySchedule(clinic.hours, words, 'en')).toEqual([
      { days: 'Mon–Sat', sessions: ['9:30 AM–1:00 PM', '3:30 PM–6:00 PM'] },
      { days: 'Sun', sessions: [] },
    ]);
  });

  it('formats 24-hour times in Indian English', () => {
    expect(['00:05', '09:30', '12:00', '13:00', '23:59'].map((t) => formatTime(t, 'en-IN'))).toEqual([
      '12:05 AM',
      '9:30 AM',
      '12:00 PM',
      '1:00 PM',
      '11:59 PM',
    ]);
  });

  it('groups only consecutive days with the same sessions', () => {
    const hours: Hours = {
      timeZone: 'Asia/Kolkata',
      closures: [],
      sessions: [
        { days: ['Monday', 'Tuesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:00' },
        { days: ['Wednesday', 'Saturday'], opens: '09:00', closes: '13:00' },
      ],
    };
    expect(weeklySchedule(hours, words, 'en').map((r) => `${r.days} ${r.sessions.join(',') || 'closed'}`)).toEqual([
      'Mon–Tue 9:00 AM–5:00 PM',
      'Wed 9:00 AM–1:00 PM',
      'Thu–Fri 9:00 AM–5:00 PM',
      'Sat 9:00 AM–1:00 PM',
      'Sun closed',
    ]);
  });
});
