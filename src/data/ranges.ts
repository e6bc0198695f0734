/** Reads the GetAllVehicleRanges answer into vehicle ranges (spec 3, 7). */
import type { VehicleRange } from '../domain/types';
import { asArray, asBoolean, asRecord, asString, at } from '../domain/read';
import { fail, ok, type Result } from './result';

/** Ranges from the store's `categories` answer; entries missing a code or name are left out. */
export function rangesFromStore(data: unknown): Result<VehicleRange[]> {
  const categories = asArray(at(data, 'categories', 'items'));
  if (!categories) return fail('GetAllVehicleRanges: categories missing');
  const ranges: VehicleRange[] = [];
  for (const category of categories) {
    for (const child of asArray(at(category, 'children')) ?? []) {
      const entry = asRecord(child);
      const code = asString(entry?.code);
      const name = asString(entry?.name);
      if (!entry || !code || !name) continue;
      ranges.push({
        code,
        name,
        range: asString(entry.range) ?? code,
        uid: asString(entry.uid) ?? '',
        year: asString(entry.year) ?? '',
        readyForRender: asBoolean(entry.ready_for_render),
      });
    }
  }
  return ok(ranges);
}
