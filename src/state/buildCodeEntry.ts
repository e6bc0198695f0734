/**
 * 'Have a build code?' (issue 32.1): a typed code read against its range's catalog, with no
 * server of its own. It opens the build through the build link the share button makes (the
 * route), which tells what is no longer sold, or says in place why it cannot: mistyped, unknown,
 * or its model no longer offered.
 */
import { atom } from 'jotai';
import { CODE_MESSAGES, codeBuild, codeRange, codeRoute, vehicleGoneMessage } from '../domain/buildCodeRead';
import { pricingAtom } from './atoms';
import { instanceOf } from './instance';
import { ensureRanges } from './loaders';
import { catalogFor } from './savedBuilds';

export type CodeEntryOutcome = { kind: 'open'; route: string } | { kind: 'message'; message: string };

const message = (text: string): CodeEntryOutcome => ({ kind: 'message', message: text });

/** Reads a typed build code: the route that opens its build, or the message to show in place. */
export const openBuildCodeAtom = atom(null, async (get, _set, typed: string): Promise<CodeEntryOutcome> => {
  const instance = instanceOf(get);
  if (typed.trim() === '') return message(CODE_MESSAGES.empty);
  const ranges = await ensureRanges(instance);
  if (!ranges.ok) return message(CODE_MESSAGES.offline);
  const range = codeRange(
    typed,
    ranges.value.map((entry) => entry.code),
  );
  if (range.kind !== 'range') return message(CODE_MESSAGES[range.kind]);
  try {
    const found = await catalogFor(instance, range.range, get(pricingAtom));
    if (!found) return message(CODE_MESSAGES.unknown);
    const build = codeBuild(range, found.catalog);
    if (build.kind === 'unknown') return message(CODE_MESSAGES.unknown);
    if (build.kind === 'vehicle-gone')
      return message(vehicleGoneMessage(ranges.value.find((r) => r.code === range.range)?.name ?? found.name));
    return { kind: 'open', route: codeRoute(build) };
  } catch (error) {
    console.error('bp-configurator: could not read a build code', error);
    return message(CODE_MESSAGES.offline);
  }
});
