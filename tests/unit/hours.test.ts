import { describe, expect, it } from 'vitest';
import { clinic, copy } from '../support/content';
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

  it('formats 24-hour times', () => {
    expect(['00:05', '09:30', '12:00', '13:00', '23:59'].map((t) => formatTime(t))).toEqual([
      '12:05 AM',
      '9:30 AM',
      '12:00 PM',
      '1:00 PM',
      '11:59 PM',
    ]);
  });

  it('writes Malayalam times with the part of the day first, as Malayalis write them', () => {
    const ml = (t: string) => formatTime(t, 'ml').replace('\u00a0', ' ');
    expect(['00:30', '09:30', '12:00', '13:00', '15:30', '18:00', '21:00'].map(ml)).toEqual([
      'രാത്രി 12:30',
      'രാവിലെ 9:30',
      'ഉച്ചയ്ക്ക് 12:00',
      'ഉച്ചയ്ക്ക് 1:00',
      'ഉച്ചകഴിഞ്ഞ് 3:30',
      'വൈകുന്നേരം 6:00',
      'രാത്രി 9:00',
    ]);
    expect(formatTime('09:30', 'ml')).toBe('രാവിലെ\u00a09:30');
    expect(weeklySchedule(clinic.hours, copy.ml.shell.hours, 'ml')).toEqual([
      {
        days: 'തിങ്കൾ–ശനി',
        sessions: ['രാവിലെ\u00a09:30–ഉച്ചയ്ക്ക്\u00a01:00', 'ഉച്ചകഴിഞ്ഞ്\u00a03:30–വൈകുന്നേരം\u00a06:00'],
      },
      { days: 'ഞായർ', sessions: [] },
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
