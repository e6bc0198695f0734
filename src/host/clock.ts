/**
 * The visitor's clock, as saved builds and the build sheet read it (issue 23). Apart from the saved
 * builds' storage (host/savedBuildsStorage.ts), which the first module holds: the saved builds' rules
 * (domain/savedBuilds.ts) come with their own chunks.
 */
import { LATEST_SAVED_AT_MS } from '../domain/savedBuilds';

/** Today's date on the visitor's clock, for the build sheet. */
export function today(): { year: number; month: number; day: number } {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** The time now as an ISO 8601 timestamp for a saved build, clamped so a clock in year 10000+ still writes one the reader takes. */
export function nowIso(now: number = Date.now()): string {
  const clamped = Number.isFinite(now) ? Math.min(Math.max(0, now), LATEST_SAVED_AT_MS) : 0;
  return new Date(clamped).toISOString();
}
