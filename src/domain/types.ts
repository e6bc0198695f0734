/**
 * The product's domain types: read this file first.
 * Everything here is plain data, parsed and checked at the border (src/data, src/host).
 */

/** A vehicle range as the selector lists it (spec 3, "Vehicle range"). */
export interface VehicleRange {
  code: string;
  name: string;
  range: string;
  uid: string;
  year: string;
  /** True when a 3D model is available for the range. */
  readyForRender: boolean;
}
