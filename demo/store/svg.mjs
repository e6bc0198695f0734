// @ts-check
/**
 * Generated demo images: recognisable vehicle silhouettes per body and view
 * angle in the exterior colour, interiors, trays, accessories, swatches and
 * range heroes. Plain SVG strings; no state.
 */

/** @typedef {'pickup' | 'cab-chassis' | 'suv'} BodyKind */
/** @typedef {'Single Cab' | 'Club Cab' | 'Double Cab' | string} Cab */

const W = 800;
const H = 450;
const GROUND = 330;

/** Escapes text for SVG content and attributes. */
export function escapeXml(/** @type {string} */ text) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Darker or lighter version of a hex colour (factor below 1 darkens). */
function shade(/** @type {string} */ hex, /** @type {number} */ factor) {
  const n = parseInt(hex.slice(1), 16);
  const ch = (/** @type {number} */ v) => Math.max(0, Math.min(255, Math.round(factor >= 1 ? v + (255 - v) * (factor - 1) : v * factor)));
  const r = ch((n >> 16) & 255);
  const g = ch((n >> 8) & 255);
  const b = ch(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

function frame(/** @type {string} */ body, /** @type {string} */ title, /** @type {string} */ caption) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(title)}">
<title>${escapeXml(title)}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f8"/><stop offset="1" stop-color="#dfe3e8"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<ellipse cx="${W / 2}" cy="${GROUND + 18}" rx="330" ry="16" fill="#000" opacity="0.12"/>
${body}
<text x="${W / 2}" y="${H - 22}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="20" fill="#2b2f33">${escapeXml(caption)}</text>
</svg>
`;
}

function wheel(/** @type {number} */ cx, /** @type {number} */ cy, r = 46) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1c1e"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="#8d9196"/><circle cx="${cx}" cy="${cy}" r="${r * 0.15}" fill="#3a3c40"/>`;
}

/** Side profile facing right, as SVG elements in an 800-wide box. */
function sideProfile(/** @type {BodyKind} */ kind, /** @type {Cab} */ cab, /** @type {string} */ colour, trayColour = '#9a9da1') {
  const stroke = `stroke="#1f2226" stroke-width="3" stroke-linejoin="round"`;
  const glass = '#a9c3d6';
  if (kind === 'suv') {
    return `<path d="M70,300 L72,205 Q80,165 130,155 L235,112 Q250,104 270,104 L500,102 Q540,102 568,140 L680,192 Q730,202 730,250 L730,300 Z" fill="${colour}" ${stroke}/>
<path d="M165,157 L245,120 L372,117 L372,157 Z M386,157 L386,116 L496,114 Q520,116 545,157 Z" fill="${glass}" stroke="#1f2226" stroke-width="2"/>
<rect x="688" y="212" width="36" height="14" rx="4" fill="#f7f3d0" stroke="#1f2226"/><rect x="72" y="212" width="18" height="18" fill="#b3262e"/>
<line x1="380" y1="165" x2="380" y2="290" stroke="${shade(colour, 0.7)}" stroke-width="2"/>
${wheel(190, 300)}${wheel(610, 300)}`;
  }
  const cabFront = 560;
  const cabRear = cab === 'Single Cab' ? 430 : cab === 'Club Cab' ? 385 : 340;
  const cabin = `<path d="M${cabRear},300 L${cabRear},200 L${cabRear + 18},128 Q${cabRear + 24},116 ${cabRear + 40},116 L530,116 Q546,116 556,128 L600,196 L698,206 Q726,212 726,246 L726,300 Z" fill="${colour}" ${stroke}/>
<path d="M${cabRear + 26},192 L${cabRear + 34},132 L${cab === 'Single Cab' ? 528 : cabRear + (cabFront - cabRear) / 2 - 6},130 L${cab === 'Single Cab' ? 528 : cabRear + (cabFront - cabRear) / 2 - 6},192 Z" fill="${glass}" stroke="#1f2226" stroke-width="2"/>
${cab === 'Single Cab' ? '' : `<path d="M${cabRear + (cabFront - cabRear) / 2 + 6},192 L${cabRear + (cabFront - cabRear) / 2 + 6},130 L528,130 Q540,131 548,140 L578,192 Z" fill="${glass}" stroke="#1f2226" stroke-width="2"/>`}
<rect x="690" y="216" width="34" height="14" rx="4" fill="#f7f3d0" stroke="#1f2226"/>`;
  const load =
    kind === 'pickup'
      ? `<path d="M72,300 L72,200 L${cabRear},200 L${cabRear},300 Z" fill="${colour}" ${stroke}/><rect x="72" y="214" width="16" height="22" fill="#b3262e"/><line x1="80" y1="212" x2="${cabRear - 8}" y2="212" stroke="${shade(colour, 0.7)}" stroke-width="2"/>`
      : `<rect x="96" y="262" width="${cabRear - 96}" height="14" fill="#2a2c2f"/><rect x="62" y="236" width="${cabRear - 50}" height="20" fill="${trayColour}" ${stroke}/><rect x="${cabRear - 18}" y="150" width="14" height="88" fill="${trayColour}" ${stroke}/><line x1="${cabRear - 16}" y1="170" x2="${cabRear - 6}" y2="170" stroke="#1f2226"/><line x1="${cabRear - 16}" y1="195" x2="${cabRear - 6}" y2="195" stroke="#1f2226"/>`;
  return `${load}${cabin}${wheel(190, 300)}${wheel(612, 300)}`;
}

/** Front or rear view. */
function endView(/** @type {BodyKind} */ kind, /** @type {string} */ colour, /** @type {boolean} */ rear, trayColour = '#9a9da1') {
  const stroke = `stroke="#1f2226" stroke-width="3" stroke-linejoin="round"`;
  const top = kind === 'suv' ? 110 : 118;
  const lamp = rear ? '#b3262e' : '#f7f3d0';
  const tray = kind === 'cab-chassis' && rear ? `<rect x="200" y="222" width="400" height="22" fill="${trayColour}" ${stroke}/>` : '';
  return `${wheel(262, 300, 40)}${wheel(538, 300, 40)}
<path d="M230,300 L232,215 Q240,190 282,182 L310,${top + 12} Q318,${top} 336,${top} L464,${top} Q482,${top} 490,${top + 12} L518,182 Q560,190 568,215 L570,300 Z" fill="${colour}" ${stroke}/>
<path d="M320,178 L336,${top + 14} L464,${top + 14} L480,178 Z" fill="#a9c3d6" stroke="#1f2226" stroke-width="2"/>
<rect x="246" y="206" width="54" height="20" rx="6" fill="${lamp}" stroke="#1f2226"/><rect x="500" y="206" width="54" height="20" rx="6" fill="${lamp}" stroke="#1f2226"/>
${rear ? `<rect x="330" y="214" width="140" height="44" rx="4" fill="${shade(colour, 0.85)}" stroke="#1f2226"/><rect x="370" y="262" width="60" height="14" fill="#f0f0f0" stroke="#1f2226"/>` : `<rect x="320" y="210" width="160" height="48" rx="6" fill="#2a2c2f"/><path d="M330,222 L470,222 M330,234 L470,234 M330,246 L470,246" stroke="#5a5d62" stroke-width="3"/>`}
<rect x="236" y="270" width="328" height="20" rx="6" fill="${shade(colour, 0.6)}"/>${tray}`;
}

/** Roof view, front to the right. */
function roofView(/** @type {BodyKind} */ kind, /** @type {string} */ colour, trayColour = '#9a9da1') {
  const stroke = `stroke="#1f2226" stroke-width="3"`;
  const load =
    kind === 'suv'
      ? ''
      : `<rect x="110" y="150" width="250" height="150" rx="8" fill="${kind === 'pickup' ? shade(colour, 0.55) : trayColour}" ${stroke}/>`;
  return `<rect x="${kind === 'suv' ? 110 : 360}" y="140" width="${kind === 'suv' ? 580 : 330}" height="170" rx="40" fill="${colour}" ${stroke}/>
<rect x="${kind === 'suv' ? 250 : 420}" y="160" width="${kind === 'suv' ? 300 : 160}" height="130" rx="14" fill="${shade(colour, 0.9)}" stroke="#1f2226" stroke-width="2"/>
<path d="M${kind === 'suv' ? 560 : 590},160 L620,175 L620,275 L${kind === 'suv' ? 560 : 590},290 Z" fill="#a9c3d6" stroke="#1f2226" stroke-width="2"/>${load}`;
}

/**
 * An exterior view of a vehicle.
 * @param {{ kind: BodyKind, cab: Cab, colour: string, angle: string, label: string }} o
 */
export function vehicleSvg(o) {
  const side = sideProfile(o.kind, o.cab, o.colour);
  let body;
  switch (o.angle) {
    case 'side':
      body = side;
      break;
    case 'flank-left':
      body = `<g transform="translate(${W},0) scale(-1,1)">${side}</g>`;
      break;
    case '3-4-front':
      body = `<g transform="translate(120,20) scale(0.78,0.95)">${side}</g><path d="M680,200 L740,215 L742,312 L684,300 Z" fill="${shade(o.colour, 0.8)}" stroke="#1f2226" stroke-width="3"/><rect x="692" y="228" width="40" height="12" rx="3" fill="#f7f3d0"/>`;
      break;
    case '3-4-left-front':
      body = `<g transform="translate(680,20) scale(-0.78,0.95)">${side}</g><path d="M120,200 L60,215 L58,312 L116,300 Z" fill="${shade(o.colour, 0.8)}" stroke="#1f2226" stroke-width="3"/><rect x="68" y="228" width="40" height="12" rx="3" fill="#f7f3d0"/>`;
      break;
    case '3-4-right-rear':
      body = `<g transform="translate(680,20) scale(-0.78,0.95)"><g transform="translate(${W},0) scale(-1,1)">${side}</g></g><path d="M120,205 L62,218 L60,312 L116,300 Z" fill="${shade(o.colour, 0.75)}" stroke="#1f2226" stroke-width="3"/><rect x="70" y="228" width="34" height="16" fill="#b3262e"/>`;
      break;
    case 'front-full':
      body = endView(o.kind, o.colour, false);
      break;
    case 'rear-full':
      body = endView(o.kind, o.colour, true);
      break;
    case 'rear-left':
      body = `<g transform="translate(40,0) skewY(-4)">${endView(o.kind, o.colour, true)}</g>`;
      break;
    case 'roof-left':
      body = roofView(o.kind, o.colour);
      break;
    default:
      body = side;
  }
  return frame(body, `${o.label}, ${o.angle}`, `${o.label} · ${o.angle}`);
}

/**
 * An interior view coloured by the interior trim.
 * @param {{ colour: string, angle: string, label: string }} o
 */
export function interiorSvg(o) {
  const trim = o.colour;
  const dash = `<path d="M60,120 Q400,60 740,120 L740,210 L60,210 Z" fill="#2a2c2f"/><rect x="330" y="120" width="140" height="80" rx="8" fill="#0f1d2b" stroke="#555"/><circle cx="220" cy="200" r="70" fill="none" stroke="#111" stroke-width="16"/>`;
  const seat = (/** @type {number} */ x) =>
    `<path d="M${x},400 L${x},290 Q${x},250 ${x + 40},250 L${x + 120},250 Q${x + 160},250 ${x + 160},290 L${x + 160},400 Z" fill="${trim}" stroke="#1f2226" stroke-width="3"/><rect x="${x + 40}" y="200" width="80" height="60" rx="18" fill="${shade(trim, 0.9)}" stroke="#1f2226" stroke-width="3"/>`;
  let body;
  if (o.angle === 'front-full') body = `${dash}${seat(140)}${seat(500)}`;
  else if (o.angle === 'side')
    body = `<path d="M120,380 L180,200 Q190,170 220,175 L260,185 L230,300 L420,300 Q450,300 450,330 L450,380 Z" fill="${trim}" stroke="#1f2226" stroke-width="3"/><path d="M480,380 L540,200 Q550,170 580,175 L620,185 L590,300 L740,300 L740,380 Z" fill="${trim}" stroke="#1f2226" stroke-width="3"/>`;
  else body = `${seat(110)}${seat(320)}${seat(530)}<rect x="60" y="390" width="680" height="12" fill="${shade(trim, 0.7)}"/>`;
  return frame(body, `${o.label}, interior ${o.angle}`, `${o.label} · int-${o.angle}`);
}

/**
 * An accessory picture: a simple emblem per group, coloured when the accessory is.
 * @param {{ title: string, group: string, colour: string | null, trayType?: string | null }} o
 */
export function accessorySvg(o) {
  const c = o.colour ?? '#6b7077';
  /** @type {Record<string, string>} */
  const emblems = {
    Trays: `<rect x="170" y="220" width="460" height="40" fill="${o.colour ?? (o.trayType === 'alloy' ? '#c9ccd0' : '#9a9da1')}" stroke="#1f2226" stroke-width="3"/><rect x="600" y="120" width="30" height="100" fill="${o.colour ?? '#9a9da1'}" stroke="#1f2226" stroke-width="3"/><rect x="200" y="260" width="400" height="16" fill="#2a2c2f"/>`,
    Towing: `<rect x="250" y="200" width="220" height="40" fill="#2a2c2f"/><rect x="460" y="190" width="60" height="60" fill="${c}" stroke="#1f2226" stroke-width="3"/><circle cx="560" cy="190" r="30" fill="#b8bcc0" stroke="#1f2226" stroke-width="3"/>`,
    Lighting: `<rect x="220" y="170" width="360" height="70" rx="20" fill="#2a2c2f"/><g fill="#fff8c6">${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${260 + i * 56}" cy="205" r="20"/>`).join('')}</g>`,
    Interior: `<rect x="220" y="140" width="360" height="160" rx="30" fill="${c}" stroke="#1f2226" stroke-width="3"/><rect x="250" y="170" width="300" height="100" rx="20" fill="${shade(c, 0.8)}"/>`,
    Packs: `<rect x="250" y="140" width="300" height="170" rx="10" fill="#d4a547" stroke="#1f2226" stroke-width="3"/><rect x="385" y="140" width="30" height="170" fill="#b3262e"/><rect x="250" y="205" width="300" height="30" fill="#b3262e"/>`,
    Protection: `<path d="M400,120 L540,170 L520,290 Q470,330 400,350 Q330,330 280,290 L260,170 Z" fill="${c}" stroke="#1f2226" stroke-width="3"/>`,
    'Load & Storage': `<rect x="180" y="230" width="440" height="16" fill="#2a2c2f"/><rect x="220" y="150" width="360" height="80" rx="30" fill="${c}" stroke="#1f2226" stroke-width="3"/>`,
  };
  const body = emblems[o.group] ?? `<path d="M190,280 L230,180 L570,180 L610,280 Z" fill="${c}" stroke="#1f2226" stroke-width="3"/>`;
  return frame(body, o.title, o.title);
}

/** A colour swatch thumbnail. */
export function swatchSvg(/** @type {string} */ hex, /** @type {string} */ label) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title><circle cx="32" cy="32" r="30" fill="${hex}" stroke="#8a8f95" stroke-width="2"/><path d="M14,22 Q32,6 50,22" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="4"/></svg>
`;
}

/**
 * A range hero for the vehicle selector.
 * @param {{ kind: BodyKind, colour: string, name: string }} o
 */
export function heroSvg(o) {
  return vehicleSvg({ kind: o.kind, cab: 'Double Cab', colour: o.colour, angle: '3-4-front', label: o.name }).replace(
    `${escapeXml(o.name)} · 3-4-front`,
    escapeXml(o.name),
  );
}
