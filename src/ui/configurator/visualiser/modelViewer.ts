/**
 * The parts of <model-viewer> the visualiser uses, and the two things it does
 * to one: define the element (a lazy chunk; a page that already defines it
 * keeps its own) and apply a selection to its model's materials.
 */
import { linearRgba, materialStates, PAINT_MATERIAL, TRIM_MATERIAL, type VisualiserSelection } from '../../../domain/visualiser';
import { isElementDefined } from '../../../host/device';
import { loadChunk } from '../../../host/loadChunk';

type Rgba = [number, number, number, number];

/** A material of the loaded model (model-viewer's scene-graph API). */
export interface ViewerMaterial {
  readonly name: string;
  readonly pbrMetallicRoughness: {
    readonly baseColorFactor: readonly number[];
    setBaseColorFactor(rgba: Rgba | string): void;
  };
}

/** The <model-viewer> element, as far as the visualiser uses it. */
export interface ModelViewerElement extends HTMLElement {
  src: string | null;
  readonly loaded: boolean;
  readonly model?: { readonly materials: readonly ViewerMaterial[]; getMaterialByName(name: string): ViewerMaterial | null };
  readonly originalGltfJson?: { nodes?: { name?: string; translation?: number[]; children?: number[] }[] } | null;
  readonly canActivateAR: boolean;
  activateAR(): Promise<void>;
  jumpCameraToGoal(): void;
}

/** Defines <model-viewer> from its chunk, unless the page already has it. */
export async function defineModelViewer(): Promise<void> {
  if (isElementDefined('model-viewer')) return;
  await loadChunk(() => import('@google/model-viewer'));
}

/**
 * Applies a selection to a loaded model: paint and trim colours, each part on
 * or off (alpha 1 or 0 under the model's alpha mask) in its colour. Returns
 * false when the model is not loaded yet.
 */
export function applySelection(viewer: ModelViewerElement, selection: VisualiserSelection): boolean {
  const model = viewer.model;
  if (!model) return false;
  for (const state of materialStates(
    selection,
    model.materials.map((m) => m.name),
  )) {
    const material = model.getMaterialByName(state.name);
    if (!material) continue;
    const pbr = material.pbrMetallicRoughness;
    const alpha = state.visible ? 1 : 0;
    const own = pbr.baseColorFactor;
    const rgba: Rgba = (state.colour ? linearRgba(state.colour, alpha) : null) ?? [own[0] ?? 1, own[1] ?? 1, own[2] ?? 1, alpha];
    if (state.name === PAINT_MATERIAL || state.name === TRIM_MATERIAL) rgba[3] = own[3] ?? 1;
    pbr.setBaseColorFactor(rgba);
  }
  return true;
}
