// The product drawings: one per kind of product, in a 600 × 600 box with the floor at y = 520 and
// the object centred on x = 300. Each takes the colours of a Kit — the brand (manufacturer) colour
// for packaging, labels, caps and grips, and the item colour (the product's own "Barva": the liquid,
// the glove, the bucket) — and refers to the shared gradients of svg.ts:
//   url(#b) brand, url(#i) item (steel when the item is metal), url(#w) white plastic or paper,
//   url(#m) brushed steel. No text anywhere: a picture, not a label.

import { METAL } from './colour.js';

export type Kit = {
  /** Brand colour and its dark and light shades. */
  b: string;
  bd: string;
  bl: string;
  /** Item colour and its shades (a flat stand-in for steel when `metal`). */
  i: string;
  id: string;
  il: string;
  metal: boolean;
};

export const DRAWINGS = [
  'spray',
  'aerosol',
  'bottle',
  'canister',
  'wc-gel',
  'pump',
  'tube',
  'powder',
  'tablets',
  'toilet-paper',
  'jumbo-roll',
  'folded-towels',
  'towel-roll',
  'tissues',
  'soap-dispenser',
  'towel-dispenser',
  'roll-dispenser',
  'dryer',
  'flat-mop',
  'string-mop',
  'handle',
  'broom',
  'dustpan',
  'cloth',
  'sponge',
  'scourer',
  'bucket',
  'wringer-bucket',
  'bags',
  'bin',
  'wheelie-bin',
  'sorting-bins',
  'gloves',
  'respirator',
  'apron',
  'shoe-covers',
  'soap-bar',
  'hotel-kit',
  'wipes',
  'trolley',
  'vacuum',
  'scrubber',
  'steam',
  'filter',
  'pad',
  'warranty',
  'wrench',
  'truck',
  'gift',
  'parcel',
] as const;

export type Drawing = (typeof DRAWINGS)[number];

type DrawingDef = {
  /** The object's colour when the product names none (`null`: white plastic/paper). */
  item: string | null;
  /** Where the variant-2 magnifier looks (a telling detail: nozzle, fibres, pores…). */
  detail: [number, number];
  draw(k: Kit): string;
};

// Small helpers keep the paths readable.
const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = ''): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${r ? ` rx="${r}"` : ''} fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d: string, stroke: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
/** A soft white highlight stripe, the "photo" sheen on plastic. */
const sheen = (x: number, y: number, h: number, w = 12): string => rect(x, y, w, h, w / 2, '#fff', ' opacity=".35"');
/** A white label with a brand band and two text-like lines (no text). */
const label = (k: Kit, x: number, y: number, w: number, h: number): string =>
  rect(x, y, w, h, 12, '#fff', ' opacity=".94"') +
  rect(x + 10, y + 12, w - 20, Math.round(h * 0.28), 7, k.b) +
  rect(x + 18, y + Math.round(h * 0.52), w - 36, 9, 4.5, '#d9dee1') +
  rect(x + 18, y + Math.round(h * 0.52) + 20, Math.round((w - 36) * 0.6), 9, 4.5, '#e6eaec');
/** Sparkles: a four-pointed star. */
const star = (cx: number, cy: number, r: number, fill: string): string =>
  path(`M${cx} ${cy - r}Q${cx + r * 0.18} ${cy - r * 0.18} ${cx + r} ${cy}Q${cx + r * 0.18} ${cy + r * 0.18} ${cx} ${cy + r}Q${cx - r * 0.18} ${cy + r * 0.18} ${cx - r} ${cy}Q${cx - r * 0.18} ${cy - r * 0.18} ${cx} ${cy - r}z`, fill);
/** An upright roll of paper: side, top face and core. */
const roll = (cx: number, top: number, w: number, h: number, paper: string, edge: string): string =>
  rect(cx - w / 2, top, w, h, 0, paper) +
  ellipse(cx, top + h, w / 2, w * 0.17, paper) +
  ellipse(cx, top, w / 2, w * 0.17, edge) +
  ellipse(cx, top, w * 0.38, w * 0.13, '#fff', ' opacity=".7"') +
  ellipse(cx, top, w * 0.15, w * 0.06, '#b9a27d');
/** An isometric slab (top diamond and two sides) of size a × b, thickness t, at (cx, cy) top centre. */
function slab(cx: number, cy: number, a: number, b: number, t: number, top: string, left: string, right: string): string {
  const dx = 0.866;
  const p = (u: number, v: number, z = 0): string => `${(cx + (u - v) * dx).toFixed(1)} ${(cy + (u + v) * 0.5 + z).toFixed(1)}`;
  return (
    path(`M${p(0, b)}L${p(a, b)}L${p(a, b, t)}L${p(0, b, t)}z`, left) +
    path(`M${p(a, 0)}L${p(a, b)}L${p(a, b, t)}L${p(a, 0, t)}z`, right) +
    path(`M${p(0, 0)}L${p(a, 0)}L${p(a, b)}L${p(0, b)}z`, top)
  );
}
/** A glove, fingers up, wrist at (0, 0), about 190 × 330. */
const glove = (fill: string, dark: string): string =>
  [
    rect(-70, -205, 32, 130, 16, fill),
    rect(-34, -230, 32, 150, 16, fill),
    rect(2, -220, 32, 140, 16, fill),
    rect(38, -180, 30, 110, 15, fill),
    path('M-72-110Q-72-122-60-122H58Q70-122 70-108V-20Q70 0 56 0H-56Q-72 0-72-18z', fill),
    path('M-66-62Q-84-90-112-128Q-124-146-108-156Q-94-162-82-146L-48-104z', fill),
    rect(-60, -8, 120, 92, 10, fill),
    rect(-64, 70, 128, 22, 11, dark),
    line('M-36-80V-40M0-80V-34M36-80V-40', dark, 3, ' opacity=".35"'),
  ].join('');

export const DRAWING_DEFS: Record<Drawing, DrawingDef> = {
  spray: {
    item: '#3a9bd9',
    detail: [228, 178],
    draw: (k) =>
      path('M238 520Q224 520 224 505V304Q224 266 262 254H338Q376 266 376 304V505Q376 520 362 520z', 'url(#i)', ' opacity=".92"') +
      sheen(236, 300, 190) +
      label(k, 244, 350, 112, 120) +
      rect(276, 224, 48, 34, 5, k.bd) +
      path('M262 228V182Q262 150 294 150H330Q350 150 350 170V228z', 'url(#b)') +
      path('M264 156H208Q196 156 196 168V176Q196 188 208 188H264z', k.bd) +
      path('M246 194Q230 196 232 214Q236 246 252 262Q260 268 262 258Q254 232 266 208z', 'url(#b)') +
      line('M300 258V505', '#fff', 4, ' opacity=".4"'),
  },
  aerosol: {
    item: null,
    detail: [232, 166],
    draw: (k) =>
      rect(236, 230, 128, 290, 14, 'url(#b)') +
      path('M236 244Q236 196 300 188Q364 196 364 244z', 'url(#m)') +
      rect(268, 150, 64, 46, 10, 'url(#w)') +
      rect(254, 150, 22, 12, 4, '#9aa4aa') +
      rect(246, 330, 108, 110, 12, '#fff', ' opacity=".92"') +
      circle(300, 372, 24, k.i === '#f5f7f8' ? k.bl : k.i) +
      rect(268, 408, 64, 9, 4.5, '#d9dee1') +
      sheen(248, 250, 250) +
      ['205 150 6', '188 132 4', '184 166 5', '166 148 3', '168 118 3'].map((c) => {
        const [x, y, r] = c.split(' ').map(Number) as [number, number, number];
        return circle(x, y, r, k.bl, ' opacity=".7"');
      }).join(''),
  },
  bottle: {
    item: '#7cc4a0',
    detail: [300, 360],
    draw: (k) =>
      path('M240 520Q220 520 220 500V276Q220 234 268 218V196H332V218Q380 234 380 276V500Q380 520 360 520z', 'url(#b)') +
      rect(262, 142, 76, 60, 9, 'url(#w)') +
      line('M276 150V194M290 150V194M304 150V194M318 150V194', '#cfd5d8', 3) +
      sheen(232, 270, 220) +
      rect(240, 300, 120, 160, 14, '#fff', ' opacity=".94"') +
      circle(300, 350, 26, k.i === '#f5f7f8' ? k.bl : k.i) +
      path('M300 330Q314 346 314 354A14 14 0 0 1 286 354Q286 346 300 330z', '#fff', ' opacity=".85"') +
      rect(262, 396, 76, 9, 4.5, '#d9dee1') +
      rect(274, 416, 52, 9, 4.5, '#e6eaec'),
  },
  canister: {
    item: '#9fd3ea',
    detail: [260, 190],
    draw: (k) =>
      line('M316 214V178Q316 156 338 156H384Q406 156 406 178V214', '#dfe4e6', 22) +
      rect(170, 206, 260, 314, 26, 'url(#w)') +
      rect(398, 280, 16, 224, 8, k.i, ' opacity=".75"') +
      line('M392 300H404M392 340H404M392 380H404M392 420H404M392 460H404', '#aab4b9', 3) +
      rect(196, 166, 64, 46, 7, k.bd) +
      line('M206 172V206M218 172V206M230 172V206M242 172V206M252 172V206', k.b, 3) +
      rect(190, 276, 196, 196, 18, 'url(#b)') +
      rect(210, 296, 156, 44, 10, '#fff', ' opacity=".92"') +
      rect(210, 356, 110, 10, 5, '#fff', ' opacity=".6"') +
      rect(210, 378, 80, 10, 5, '#fff', ' opacity=".6"') +
      circle(332, 424, 26, k.i) +
      path('M332 404Q346 420 346 428A14 14 0 0 1 318 428Q318 420 332 404z', '#fff', ' opacity=".8"'),
  },
  'wc-gel': {
    item: '#4fb3e8',
    detail: [230, 170],
    draw: (k) =>
      line('M300 262V214Q300 184 270 174L226 158', k.bd, 46) +
      path('M240 520Q224 520 224 505V306Q224 266 264 254H336Q376 266 376 306V505Q376 520 360 520z', 'url(#b)') +
      sheen(236, 300, 190) +
      circle(214, 153, 25, 'url(#w)') +
      rect(244, 344, 112, 130, 14, '#fff', ' opacity=".94"') +
      path('M256 400Q280 380 300 400T344 400V440Q322 460 300 440T256 440z', k.i, ' opacity=".9"') +
      rect(264, 360, 72, 10, 5, k.bl),
  },
  pump: {
    item: '#f3b7cf',
    detail: [320, 176],
    draw: (k) =>
      rect(218, 262, 164, 258, 34, 'url(#i)', ' opacity=".9"') +
      sheen(232, 296, 190) +
      label(k, 240, 336, 120, 132) +
      rect(266, 230, 68, 40, 8, 'url(#b)') +
      rect(291, 176, 18, 60, 4, '#e1e6e8') +
      path('M262 190V170Q262 152 280 152H352Q372 152 378 166L382 176H336V190z', 'url(#b)') +
      rect(256, 186, 90, 12, 6, k.bd),
  },
  tube: {
    item: '#f5f7f8',
    detail: [300, 300],
    draw: (k) =>
      rect(258, 444, 84, 76, 12, k.bd) +
      rect(266, 452, 68, 10, 5, '#fff', ' opacity=".25"') +
      path('M262 446L222 182H378L338 446z', 'url(#b)') +
      rect(214, 152, 172, 34, 6, 'url(#w)') +
      line('M232 160V178M252 160V178M272 160V178M292 160V178M312 160V178M332 160V178M352 160V178M370 160V178', '#cfd5d8', 3) +
      ellipse(300, 300, 56, 70, '#fff', ' opacity=".92"') +
      path('M300 262Q326 292 326 312A26 26 0 0 1 274 312Q274 292 300 262z', k.i === '#f5f7f8' ? k.bl : k.i) +
      rect(236, 200, 10, 220, 5, '#fff', ' opacity=".3"'),
  },
  powder: {
    item: '#5aa9e6',
    detail: [280, 372],
    draw: (k) =>
      line('M258 214Q300 160 342 214', '#e9edef', 16) +
      path('M190 232L250 200H430L370 232z', k.bl) +
      path('M370 232L430 200V488L370 520z', k.bd) +
      rect(190, 232, 180, 288, 0, 'url(#b)') +
      circle(280, 372, 62, '#fff', ' opacity=".94"') +
      [
        [262, 352, 9],
        [290, 346, 7],
        [300, 374, 10],
        [270, 386, 8],
        [286, 404, 6],
        [254, 376, 5],
      ].map(([x, y, r]) => circle(x as number, y as number, r as number, k.i)).join('') +
      rect(206, 460, 140, 12, 6, '#fff', ' opacity=".55"'),
  },
  tablets: {
    item: '#4d8fe0',
    detail: [340, 470],
    draw: (k) => {
      const tab = (x: number, y: number, a: number) =>
        `<g transform="translate(${x} ${y}) rotate(${a})">${rect(-44, -30, 88, 60, 10, '#fdfdfd', ' stroke="#dfe4e6" stroke-width="2"')}${rect(-44, 0, 88, 30, 10, k.i)}${rect(-44, -2, 88, 8, 0, k.i)}${circle(0, 0, 13, '#e8473d')}</g>`;
      return (
        path('M212 520Q200 520 202 506L214 204Q216 186 234 186H366Q384 186 386 204L398 506Q400 520 388 520z', 'url(#b)') +
        rect(226, 206, 148, 8, 4, '#fff', ' opacity=".45"') +
        sheen(230, 230, 250) +
        rect(246, 290, 108, 104, 16, '#fff', ' opacity=".9"') +
        tab(300, 342, -8) +
        tab(350, 486, 10) +
        tab(254, 492, -14)
      );
    },
  },
  'toilet-paper': {
    item: '#f5f7f8',
    detail: [300, 290],
    draw: () =>
      roll(300, 276, 118, 118, 'url(#i)', '#eef1f2') +
      roll(240, 400, 118, 112, 'url(#i)', '#eef1f2') +
      roll(360, 400, 118, 112, 'url(#i)', '#eef1f2') +
      rect(180, 444, 240, 40, 0, 'url(#b)') +
      circle(300, 464, 13, '#fff', ' opacity=".9"') +
      rect(180, 444, 240, 6, 0, '#fff', ' opacity=".25"'),
  },
  'jumbo-roll': {
    item: '#f5f7f8',
    detail: [270, 318],
    draw: () =>
      path('M270 150H330A168 168 0 0 1 330 486H270z', '#dfe4e6') +
      path('M360 474Q380 500 420 506L470 516H300z', '#eef1f2') +
      circle(270, 318, 168, 'url(#i)') +
      circle(270, 318, 150, 'none', ' stroke="#e2e6e8" stroke-width="3"') +
      circle(270, 318, 124, 'none', ' stroke="#e2e6e8" stroke-width="3"') +
      circle(270, 318, 98, 'none', ' stroke="#e2e6e8" stroke-width="3"') +
      circle(270, 318, 62, 'url(#b)') +
      circle(270, 318, 36, '#5b4a35'),
  },
  'folded-towels': {
    item: '#f5f7f8',
    detail: [300, 290],
    draw: (k) =>
      path('M170 300L244 250H470L396 300z', '#fbfcfc') +
      path('M396 300L470 250V470L396 520z', '#dde2e4') +
      rect(170, 300, 226, 220, 0, 'url(#i)') +
      [318, 338, 358, 378, 398, 418, 438, 458, 478, 498].map((y) => line(`M172 ${y}H394`, '#d5dbde', 2)).join('') +
      line('M398 310L468 262M398 340L468 292M398 370L468 322M398 400L468 352M398 430L468 382M398 460L468 412M398 490L468 442', '#c9d0d3', 2) +
      path('M262 300L336 250H372L298 300z', k.bd) +
      rect(262, 300, 36, 220, 0, 'url(#b)'),
  },
  'towel-roll': {
    item: '#f5f7f8',
    detail: [430, 470],
    draw: (k) =>
      roll(230, 176, 120, 330, 'url(#i)', '#eef1f2') +
      roll(350, 196, 120, 310, 'url(#i)', '#eef1f2') +
      path('M410 400Q430 460 470 476L496 520H398z', k.i === '#f5f7f8' ? '#f3f5f6' : k.il) +
      line('M420 430L456 500', '#c9d0d3', 3, ' stroke-dasharray="5 7"') +
      [260, 330, 400].map((y) => line(`M172 ${y}H288`, '#d0d6d9', 2, ' stroke-dasharray="4 6"')).join('') +
      rect(170, 376, 240, 70, 0, 'url(#b)') +
      circle(290, 411, 16, '#fff', ' opacity=".9"'),
  },
  tissues: {
    item: '#f5f7f8',
    detail: [326, 270],
    draw: (k) =>
      path('M170 340L226 292H482L426 340z', k.bl) +
      path('M426 340L482 292V478L426 520z', k.bd) +
      rect(170, 340, 256, 180, 8, 'url(#b)') +
      ellipse(326, 316, 82, 12, k.bd) +
      path('M262 318C252 264 292 246 300 204C322 238 364 250 394 224C386 260 396 288 390 318z', '#fff', ' stroke="#e1e6e8" stroke-width="3"') +
      line('M194 430Q240 400 290 430T390 430', '#fff', 8, ' opacity=".45"') +
      line('M194 462Q240 432 290 462T390 462', '#fff', 8, ' opacity=".3"'),
  },
  'soap-dispenser': {
    item: '#f5f7f8',
    detail: [300, 320],
    draw: () =>
      rect(210, 146, 180, 318, 32, 'url(#i)') +
      rect(210, 146, 180, 318, 32, 'none', ' stroke="#000" stroke-opacity=".08" stroke-width="2"') +
      rect(264, 238, 72, 128, 12, '#fff', ' opacity=".55"') +
      rect(270, 290, 60, 70, 9, '#f3b7cf') +
      rect(270, 290, 60, 10, 5, '#fff', ' opacity=".5"') +
      rect(268, 186, 64, 22, 11, 'url(#b)') +
      path('M226 404H374V446Q374 464 356 464H244Q226 464 226 446z', 'url(#b)') +
      rect(290, 464, 20, 24, 5, '#6b7479') +
      sheen(224, 170, 270, 10),
  },
  'towel-dispenser': {
    item: '#f5f7f8',
    detail: [300, 494],
    draw: () =>
      rect(156, 140, 288, 316, 30, 'url(#i)') +
      rect(156, 140, 288, 316, 30, 'none', ' stroke="#000" stroke-opacity=".08" stroke-width="2"') +
      path('M156 330H444V426Q444 456 414 456H186Q156 456 156 426z', '#000', ' opacity=".06"') +
      rect(284, 180, 32, 110, 16, '#fff', ' opacity=".6"') +
      rect(290, 236, 20, 48, 10, '#cfd5d8') +
      circle(300, 372, 20, 'url(#b)') +
      circle(300, 372, 7, '#fff', ' opacity=".8"') +
      rect(196, 448, 208, 14, 7, '#59636a') +
      path('M214 456H386L396 520H204z', '#fdfdfd', ' stroke="#dde2e4" stroke-width="2"') +
      line('M230 490H370', '#e3e7e9', 3) +
      rect(156, 140, 288, 30, 15, 'url(#b)') +
      sheen(172, 190, 220, 10),
  },
  'roll-dispenser': {
    item: '#f5f7f8',
    detail: [300, 300],
    draw: () =>
      path('M224 440H376L392 520H208z', '#fdfdfd', ' stroke="#dde2e4" stroke-width="2"') +
      circle(300, 290, 166, 'url(#i)') +
      circle(300, 290, 166, 'none', ' stroke="#000" stroke-opacity=".08" stroke-width="2"') +
      circle(300, 290, 92, '#fff', ' opacity=".55"') +
      circle(300, 290, 62, '#eef1f2') +
      circle(300, 290, 22, '#b9a27d') +
      path('M134 290A166 166 0 0 1 466 290H420A120 120 0 0 0 180 290z', 'url(#b)') +
      rect(218, 436, 164, 14, 7, '#59636a'),
  },
  dryer: {
    item: '#f5f7f8',
    detail: [300, 460],
    draw: (k) =>
      path('M190 240Q190 168 262 168H338Q410 168 410 240V392Q410 436 366 436H234Q190 436 190 392z', 'url(#i)') +
      path('M190 240Q190 168 262 168H338Q410 168 410 240V392Q410 436 366 436H234Q190 436 190 392z', 'none', ' stroke="#000" stroke-opacity=".08" stroke-width="2"') +
      rect(226, 412, 148, 34, 17, '#4a5358') +
      rect(190, 300, 220, 26, 0, 'url(#b)') +
      circle(300, 230, 12, '#3a4246') +
      circle(300, 230, 4, k.b) +
      line('M250 468Q240 486 252 504M300 462Q290 484 302 508M350 468Q340 486 352 504', '#8cc7ec', 7) +
      sheen(204, 220, 160, 10),
  },
  'flat-mop': {
    item: '#8fa9c9',
    detail: [170, 495],
    draw: (k) =>
      line('M432 70L312 456', 'url(#m)', 18) +
      line('M432 70L414 128', k.b, 24) +
      rect(280, 446, 50, 26, 8, k.bd) +
      path('M146 466H454L476 490H124z', 'url(#b)') +
      path('M118 490H482L498 516H102z', k.i) +
      line(`M${Array.from({ length: 24 }, (_, n) => `${110 + n * 16} 516v8`).join('M')}`, k.id, 5) +
      line('M132 500H468', '#fff', 3, ' opacity=".35" stroke-dasharray="6 8"'),
  },
  'string-mop': {
    item: '#efe9dc',
    detail: [300, 450],
    draw: (k) => {
      const ends = [150, 180, 212, 244, 276, 308, 340, 372, 404, 436, 460];
      return (
        line('M336 60L304 340', 'url(#m)', 18) +
        line('M336 60L330 110', k.b, 24) +
        ends.map((x, n) => line(`M${290 + n * 2} 370Q${(x + 300) / 2} ${430 + (n % 3) * 10} ${x} ${506 + (n % 2) * 10}`, n % 2 ? k.i : k.id, 16)).join('') +
        rect(266, 330, 74, 48, 12, 'url(#b)')
      );
    },
  },
  handle: {
    item: METAL,
    detail: [396, 150],
    draw: (k) =>
      `<g transform="translate(300 292) rotate(32) scale(.9) translate(-300 -300)">` +
      rect(289, 70, 22, 430, 11, 'url(#m)') +
      rect(284, 62, 32, 96, 16, 'url(#b)') +
      line('M290 80H310M290 96H310M290 112H310M290 128H310', k.bd, 3) +
      circle(300, 52, 14, 'none', ` stroke="${k.bd}" stroke-width="7"`) +
      rect(281, 290, 38, 34, 8, k.bd) +
      rect(294, 496, 12, 34, 3, '#9aa4aa') +
      line('M294 504H306M294 512H306M294 520H306', '#6b7479', 2) +
      `</g>`,
  },
  broom: {
    item: '#3d4348',
    detail: [300, 450],
    draw: (k) =>
      rect(290, 56, 20, 340, 10, 'url(#m)') +
      rect(286, 56, 28, 70, 14, 'url(#b)') +
      path('M166 384Q166 364 186 364H414Q434 364 434 384V420H166z', 'url(#b)') +
      rect(176, 420, 248, 96, 6, k.i) +
      line(`M${Array.from({ length: 15 }, (_, n) => `${188 + n * 16} 426V512`).join('M')}`, k.id, 4, ' opacity=".8"') +
      rect(166, 372, 268, 8, 4, '#fff', ' opacity=".3"'),
  },
  dustpan: {
    item: '#3d4348',
    detail: [260, 440],
    draw: (k) =>
      line('M394 336L470 190', 'url(#b)', 30) +
      path('M180 330H420Q432 330 432 342V430H168V342Q168 330 180 330z', k.bd) +
      path('M168 430H432L482 516H118z', 'url(#b)') +
      line('M126 512H474', '#59636a', 8) +
      `<g transform="rotate(-18 260 420)">${rect(160, 396, 230, 44, 14, k.bl)}${rect(190, 440, 170, 40, 4, k.i)}${line('M200 444v32M216 444v32M232 444v32M248 444v32M264 444v32M280 444v32M296 444v32M312 444v32M328 444v32M344 444v32', k.id, 4)}</g>`,
  },
  cloth: {
    item: '#f2c230',
    detail: [330, 380],
    draw: (k) =>
      slab(300, 330, 150, 150, 14, k.il, k.id, k.id) +
      slab(294, 308, 150, 150, 14, 'url(#b)', k.bd, k.bd) +
      `<g transform="translate(0 -8)">${slab(306, 286, 150, 150, 14, 'url(#i)', k.id, k.id)}</g>` +
      line('M306 300L420 366L306 432L192 366z', '#fff', 3, ' opacity=".6" stroke-dasharray="8 7" stroke-linejoin="round"') +
      line('M249 311L363 377M363 311L249 377', '#fff', 2, ' opacity=".25"'),
  },
  sponge: {
    item: '#f5c842',
    detail: [330, 420],
    draw: (k) =>
      slab(300, 296, 180, 116, 80, 'url(#i)', k.id, k.il) +
      slab(300, 280, 180, 116, 18, 'url(#b)', k.bd, k.b) +
      [
        [226, 400, 7],
        [254, 430, 5],
        [206, 372, 5],
        [236, 452, 4],
        [280, 446, 6],
        [352, 452, 7],
        [390, 430, 5],
        [420, 404, 7],
        [446, 380, 4],
        [372, 476, 4],
      ].map(([x, y, r]) => ellipse(x as number, y as number, r as number, (r as number) * 0.75, '#000', ' opacity=".16"')).join(''),
  },
  scourer: {
    item: METAL,
    detail: [300, 330],
    draw: () =>
      rect(170, 420, 260, 100, 16, 'url(#b)') +
      circle(300, 330, 128, 'url(#m)') +
      [0, 30, 60, 90, 120, 150].map((a) => `<ellipse cx="300" cy="330" rx="118" ry="46" fill="none" stroke="#7d878d" stroke-width="4" opacity=".55" transform="rotate(${a} 300 330)"/>`).join('') +
      circle(300, 330, 128, 'none', ' stroke="#fff" stroke-width="3" opacity=".4"') +
      rect(196, 470, 208, 10, 5, '#fff', ' opacity=".5"'),
  },
  bucket: {
    item: '#3a86d4',
    detail: [300, 330],
    draw: (k) =>
      line('M198 250C206 116 394 116 402 250', '#8f999f', 7) +
      rect(272, 138, 56, 20, 10, 'url(#b)') +
      path('M192 252H408L384 508Q382 520 368 520H232Q218 520 216 508z', 'url(#i)') +
      path('M178 240H422Q432 240 432 250V258Q432 266 422 266H178Q168 266 168 258V250Q168 240 178 240z', k.id) +
      path('M168 246L150 236L170 256z', k.id) +
      rect(244, 324, 112, 72, 12, 'url(#b)') +
      circle(300, 360, 14, '#fff', ' opacity=".85"') +
      line('M224 300H238M226 420H240M228 460H242', '#fff', 3, ' opacity=".6"'),
  },
  'wringer-bucket': {
    item: '#3a86d4',
    detail: [360, 200],
    draw: (k) =>
      path('M176 262H424L400 508Q398 520 384 520H216Q202 520 200 508z', 'url(#i)') +
      rect(164, 248, 272, 26, 12, k.id) +
      path('M300 262V170Q300 150 320 150H410Q430 150 430 170V262z', 'url(#b)') +
      line('M322 178V240M346 178V240M370 178V240M394 178V240', k.bd, 8) +
      line('M430 170L470 80', '#59636a', 14) +
      rect(228, 340, 112, 72, 12, 'url(#b)') +
      circle(284, 376, 14, '#fff', ' opacity=".85"') +
      circle(232, 520, 14, '#3d4348') +
      circle(368, 520, 14, '#3d4348'),
  },
  bags: {
    item: '#33383d',
    detail: [390, 475],
    draw: (k) =>
      path('M236 426C170 420 176 296 232 254L212 206Q226 190 256 212L296 228L336 212Q366 190 380 206L360 254C420 300 424 420 356 426z', 'url(#i)') +
      path('M256 212Q276 230 296 228Q316 230 336 212', 'none', ` stroke="${k.b}" stroke-width="6"`) +
      path('M250 300Q236 360 262 410', 'none', ' stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".18"') +
      rect(164, 430, 240, 90, 0, 'url(#i)') +
      ellipse(164, 475, 18, 45, k.id) +
      ellipse(404, 475, 18, 45, k.il) +
      ellipse(404, 475, 7, 16, '#fff', ' opacity=".8"') +
      rect(230, 430, 100, 90, 0, 'url(#b)') +
      circle(280, 475, 14, '#fff', ' opacity=".9"') +
      path('M412 500Q440 512 470 504L482 520H400z', k.i),
  },
  bin: {
    item: METAL,
    detail: [300, 260],
    draw: (k) =>
      path('M206 244H394L384 506Q383 520 368 520H232Q217 520 216 506z', 'url(#i)') +
      path('M196 244Q196 188 300 182Q404 188 404 244z', 'url(#i)') +
      rect(190, 236, 220, 18, 9, k.id) +
      rect(248, 496, 104, 22, 8, 'url(#b)') +
      rect(262, 316, 76, 34, 10, 'url(#b)') +
      sheen(226, 262, 220, 12),
  },
  'wheelie-bin': {
    item: '#3f6f4f',
    detail: [250, 470],
    draw: (k) =>
      line('M206 186V150H394V186', '#3d4348', 10, ' stroke-linejoin="round"') +
      path('M196 206H404L386 496H214z', 'url(#i)') +
      path('M180 184H420Q432 184 432 196V214H168V196Q168 184 180 184z', k.id) +
      rect(214, 160, 172, 28, 10, k.id) +
      circle(236, 500, 22, '#2f3438') +
      circle(236, 500, 8, '#8f999f') +
      circle(364, 500, 22, '#2f3438') +
      circle(364, 500, 8, '#8f999f') +
      rect(252, 270, 96, 48, 10, 'url(#b)') +
      line('M240 350V460M300 350V460M360 350V460', '#fff', 6, ' opacity=".16"'),
  },
  'sorting-bins': {
    item: null,
    detail: [300, 300],
    draw: () =>
      [
        [180, '#f2c230'],
        [300, '#3a86d4'],
        [420, '#3aa35b'],
      ]
        .map(([x, c]) => {
          const cx = x as number;
          const colour = c as string;
          return (
            path(`M${cx - 52} 282H${cx + 52}L${cx + 46} 512H${cx - 46}z`, 'url(#w)') +
            rect(cx - 58, 262, 116, 28, 10, colour) +
            rect(cx - 24, 270, 48, 10, 5, '#000', ' opacity=".25"') +
            circle(cx, 380, 22, colour)
          );
        })
        .join('') + rect(120, 508, 360, 12, 6, 'url(#b)'),
  },
  gloves: {
    item: '#3a86d4',
    detail: [318, 230],
    draw: (k) =>
      rect(150, 360, 300, 160, 12, 'url(#b)') +
      path('M150 360L190 330H470L450 360z', k.bl) +
      path('M450 360L470 330V496L450 520z', k.bd) +
      ellipse(300, 400, 80, 16, k.bd) +
      `<g transform="translate(328 394) rotate(12) scale(.9)">${glove(k.i, k.id)}</g>` +
      rect(170, 452, 110, 12, 6, '#fff', ' opacity=".5"'),
  },
  respirator: {
    item: '#f5f7f8',
    detail: [380, 372],
    draw: (k) =>
      line('M160 300C80 270 80 430 182 404', k.b, 7) +
      line('M440 300C520 270 520 430 418 404', k.b, 7) +
      path('M150 300Q300 196 450 300Q456 360 420 402Q300 474 180 402Q144 360 150 300z', 'url(#i)') +
      path('M150 300Q300 196 450 300Q456 360 420 402Q300 474 180 402Q144 360 150 300z', 'none', ' stroke="#000" stroke-opacity=".08" stroke-width="2"') +
      line('M156 332Q300 296 444 332', '#cfd5d8', 3) +
      line('M240 262Q300 244 360 262', '#9aa4aa', 8) +
      circle(380, 372, 34, 'url(#b)') +
      circle(380, 372, 22, k.bd) +
      line('M368 364H392M368 372H392M368 380H392', '#fff', 3, ' opacity=".6"'),
  },
  apron: {
    item: '#f5f7f8',
    detail: [300, 396],
    draw: (k) =>
      path('M252 172Q300 120 348 172', 'none', ` stroke="${k.b}" stroke-width="10"`) +
      path('M246 170H354L366 268Q430 272 432 300L420 500Q418 520 398 520H202Q182 520 180 500L168 300Q170 272 234 268z', 'url(#i)') +
      path('M246 170H354L366 268Q430 272 432 300L420 500Q418 520 398 520H202Q182 520 180 500L168 300Q170 272 234 268z', 'none', ' stroke="#000" stroke-opacity=".1" stroke-width="2"') +
      line('M174 286L112 330M426 286L488 330', k.b, 10) +
      rect(256, 360, 88, 72, 10, 'url(#b)') +
      line('M264 372H336', '#fff', 3, ' opacity=".5"'),
  },
  'shoe-covers': {
    item: '#5aa9e6',
    detail: [310, 380],
    draw: (k) => {
      const cover = (x: number, y: number) =>
        `<g transform="translate(${x} ${y})">` +
        path('M-130 40Q-140-30-80-50Q-40-120 30-96Q64-84 88-40Q150-30 156 40Q156 66 128 70H-100Q-130 70-130 40z', 'url(#i)') +
        ellipse(-8, -78, 62, 16, k.id) +
        path('M-70-78Q-8-104 54-78', 'none', ` stroke="${k.b}" stroke-width="8" stroke-linecap="round"`) +
        line('M-110 50H130', k.id, 3, ' opacity=".5"') +
        `</g>`;
      return cover(250, 300) + cover(330, 448);
    },
  },
  'soap-bar': {
    item: '#f3e6cf',
    detail: [360, 330],
    draw: (k) =>
      rect(170, 396, 270, 110, 44, k.id) +
      rect(170, 350, 270, 120, 56, 'url(#i)') +
      rect(270, 378, 140, 62, 31, 'none', ` stroke="${k.il}" stroke-width="7"`) +
      path('M226 350H300V506H214Q170 506 170 462V406Q170 350 226 350z', 'url(#b)') +
      path('M170 440Q170 506 214 506H300V470H170z', '#000', ' opacity=".16"') +
      line('M300 352V504', '#fff', 4, ' opacity=".5"') +
      circle(236, 410, 16, '#fff', ' opacity=".9"') +
      [
        [352, 318, 26],
        [400, 280, 16],
        [312, 290, 12],
        [430, 326, 10],
        [362, 244, 9],
      ].map(([x, y, r]) => circle(x as number, y as number, r as number, '#fff', ` opacity=".9" stroke="${k.bl}" stroke-width="3"`)).join(''),
  },
  'hotel-kit': {
    item: '#f5f7f8',
    detail: [300, 320],
    draw: (k) => {
      const mini = (x: number, top: number, w: number, cap: string) =>
        rect(x - w / 2, top, w, 520 - top, 18, 'url(#w)') +
        rect(x - w / 2, top, w, 520 - top, 18, 'none', ' stroke="#000" stroke-opacity=".08" stroke-width="2"') +
        rect(x - 20, top - 34, 40, 38, 8, cap) +
        rect(x - w / 2 + 12, top + 60, w - 24, 60, 8, k.bl) +
        rect(x - w / 2 + 12, top + 60, w - 24, 16, 8, k.b);
      return mini(196, 300, 96, k.bd) + mini(300, 250, 104, 'url(#b)') + mini(404, 320, 92, k.bd) + slab(300, 470, 90, 56, 20, k.i === '#f5f7f8' ? '#f3e6cf' : k.i, '#dccfb4', '#e8dcc3');
    },
  },
  wipes: {
    item: '#f5f7f8',
    detail: [300, 190],
    draw: (k) =>
      rect(204, 240, 192, 280, 24, 'url(#b)') +
      path('M196 250Q196 206 300 200Q404 206 404 250z', 'url(#w)') +
      rect(196, 240, 208, 20, 8, '#e4e8ea') +
      path('M272 214C262 176 294 164 300 124C318 156 350 164 338 214z', '#fff', ' stroke="#e1e6e8" stroke-width="3"') +
      rect(218, 320, 164, 120, 14, '#fff', ' opacity=".93"') +
      path('M300 346Q318 366 318 376A18 18 0 0 1 282 376Q282 366 300 346z', k.b) +
      rect(248, 408, 104, 9, 4.5, '#d9dee1') +
      sheen(216, 270, 230),
  },
  trolley: {
    item: '#59636a',
    detail: [260, 380],
    draw: (k) =>
      line('M420 160V470', '#8f999f', 10) +
      line('M150 470H450', '#8f999f', 12) +
      line('M420 160H470', '#59636a', 12) +
      path('M350 180H450V360Q450 420 400 420Q350 420 350 360z', 'url(#b)') +
      line('M350 180H450', k.bd, 8) +
      path('M160 352H260L250 464H170z', '#d9443a') +
      rect(152, 342, 116, 18, 8, '#b5352c') +
      path('M262 352H362L352 464H272z', '#3a86d4') +
      rect(254, 342, 116, 18, 8, '#2d6cae') +
      rect(380, 232, 40, 60, 8, '#fff', ' opacity=".25"') +
      circle(176, 500, 20, '#2f3438') +
      circle(300, 500, 20, '#2f3438') +
      circle(430, 500, 20, '#2f3438') +
      circle(176, 500, 7, '#8f999f') +
      circle(300, 500, 7, '#8f999f') +
      circle(430, 500, 7, '#8f999f'),
  },
  vacuum: {
    item: '#33383d',
    detail: [270, 280],
    draw: (k) =>
      line('M374 392C470 392 470 300 440 250C420 210 456 160 470 130', '#3d4348', 22) +
      line('M470 130L486 470', '#9aa4aa', 12) +
      rect(436, 462, 100, 26, 10, '#3d4348') +
      rect(160, 300, 220, 196, 40, 'url(#b)') +
      path('M170 316Q170 244 270 236Q370 244 370 316z', 'url(#i)') +
      rect(238, 210, 64, 30, 12, 'none', ` stroke="${k.id}" stroke-width="12"`) +
      rect(152, 478, 236, 28, 14, '#2f3438') +
      circle(196, 512, 10, '#2f3438') +
      circle(344, 512, 10, '#2f3438') +
      circle(380, 392, 14, '#2f3438') +
      sheen(176, 330, 130, 12),
  },
  scrubber: {
    item: '#33383d',
    detail: [230, 470],
    draw: (k) =>
      line('M400 312L456 170', '#59636a', 16) +
      line('M430 170H486', '#2f3438', 18) +
      path('M176 320Q176 270 226 270H382Q420 270 420 320V470H176z', 'url(#b)') +
      rect(200, 300, 120, 60, 14, '#fff', ' opacity=".35"') +
      rect(200, 336, 120, 24, 8, '#8cc7ec', ' opacity=".8"') +
      rect(160, 466, 180, 30, 10, 'url(#i)') +
      ellipse(250, 506, 100, 12, k.i) +
      circle(380, 492, 28, '#2f3438') +
      circle(380, 492, 10, '#8f999f') +
      path('M420 500Q460 492 478 512L474 520H420z', '#2f3438'),
  },
  steam: {
    item: '#f5f7f8',
    detail: [460, 200],
    draw: () =>
      line('M360 420C440 440 460 360 430 300C410 260 420 240 440 232', '#59636a', 14) +
      line('M440 232L470 210', '#3d4348', 24) +
      rect(164, 310, 210, 196, 34, 'url(#w)') +
      rect(164, 310, 210, 196, 34, 'none', ' stroke="#000" stroke-opacity=".08" stroke-width="2"') +
      rect(164, 380, 210, 60, 0, 'url(#b)') +
      rect(226, 280, 86, 36, 12, 'url(#b)') +
      circle(206, 506, 14, '#2f3438') +
      circle(332, 506, 14, '#2f3438') +
      [
        [486, 186, 20],
        [508, 160, 16],
        [500, 128, 12],
        [470, 164, 12],
      ].map(([x, y, r]) => circle(x as number, y as number, r as number, '#e4edf2')).join(''),
  },
  filter: {
    item: '#f5f7f8',
    detail: [300, 300],
    draw: (k) =>
      rect(210, 200, 180, 300, 0, 'url(#i)') +
      line(`M${Array.from({ length: 11 }, (_, n) => `${220 + n * 16} 214V486`).join('M')}`, '#cfd5d8', 4) +
      ellipse(300, 500, 90, 22, k.bd) +
      rect(210, 476, 180, 24, 0, 'url(#b)') +
      rect(210, 200, 180, 24, 0, 'url(#b)') +
      ellipse(300, 200, 90, 22, k.bl) +
      ellipse(300, 200, 50, 12, k.bd),
  },
  pad: {
    item: '#3aa35b',
    detail: [340, 340],
    draw: (k) =>
      ellipse(300, 400, 200, 90, k.id) +
      rect(100, 340, 400, 60, 0, k.id) +
      ellipse(300, 340, 200, 90, 'url(#i)') +
      ellipse(300, 340, 46, 20, '#fff') +
      ellipse(300, 340, 46, 20, 'url(#b)', ' opacity=".9"') +
      [
        [190, 320],
        [240, 380],
        [380, 300],
        [420, 360],
        [330, 400],
        [230, 300],
      ].map(([x, y]) => circle(x as number, y as number, 5, k.il)).join(''),
  },
  warranty: {
    item: null,
    detail: [300, 300],
    draw: () =>
      path('M300 120L450 176V300Q450 420 300 500Q150 420 150 300V176z', 'url(#b)') +
      path('M300 150L424 196V300Q424 400 300 468z', '#fff', ' opacity=".18"') +
      line('M238 306L284 352L370 254', '#fff', 22, ' stroke-linejoin="round"'),
  },
  wrench: {
    item: null,
    detail: [260, 250],
    draw: () =>
      `<g transform="rotate(-45 300 320)">${rect(276, 250, 48, 260, 24, 'url(#b)')}${path('M240 160A72 72 0 1 0 360 160V236H330V160H270V236H240z', 'url(#m)')}${rect(284, 430, 32, 60, 16, '#fff', ' opacity=".35"')}</g>`,
  },
  truck: {
    item: null,
    detail: [420, 470],
    draw: (k) =>
      rect(110, 250, 250, 210, 14, 'url(#b)') +
      path('M360 300H440L490 370V460H360z', '#eef1f2', ` stroke="${k.bd}" stroke-width="6" stroke-linejoin="round"`) +
      path('M380 318H432L466 368H380z', '#9cc9e6') +
      rect(110, 446, 380, 24, 12, '#3d4348') +
      circle(200, 480, 34, '#2f3438') +
      circle(200, 480, 12, '#c5ccd0') +
      circle(420, 480, 34, '#2f3438') +
      circle(420, 480, 12, '#c5ccd0') +
      line('M150 300H320', '#fff', 10, ' opacity=".4"'),
  },
  gift: {
    item: null,
    detail: [300, 240],
    draw: (k) =>
      rect(170, 300, 260, 220, 10, 'url(#b)') +
      rect(150, 250, 300, 70, 12, k.bd) +
      rect(284, 250, 32, 270, 0, '#fff', ' opacity=".9"') +
      path('M300 250C250 170 190 200 230 246zM300 250C350 170 410 200 370 246z', 'none', ' stroke="#fff" stroke-width="16" stroke-linejoin="round"') +
      star(440, 190, 22, k.bl) +
      star(170, 200, 14, k.bl),
  },
  parcel: {
    item: null,
    detail: [300, 270],
    draw: () =>
      path('M150 250L300 196L450 250L300 304z', '#e6cfa6') +
      path('M150 250L300 304V520L150 466z', '#d8b98a') +
      path('M450 250L300 304V520L450 466z', '#c9a673') +
      path('M220 224L370 278V330L340 318V290L190 236z', 'url(#b)') +
      rect(330, 400, 70, 40, 6, '#fff', ' opacity=".85" transform="skewY(-20)"'),
  },
};
