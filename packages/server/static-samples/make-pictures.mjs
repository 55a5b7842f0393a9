// Draws the sample pictures of this folder (README.md): abstract artwork per subject as SVG,
// rendered by headless Chromium and encoded by cwebp (favicons by ImageMagick). A one-off tool,
// not a build step: the pictures are committed; run it again only to change them. Names after
// the script make only the pictures whose path (under this folder, without its extension)
// starts with one of them, e.g. `courses/marine-ecology` or `courses/`.
//   apt-get install -y chromium webp imagemagick
//   node packages/server/static-samples/make-pictures.mjs [name ...]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'sample-pictures-'));
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.some((prefix) => name.startsWith(prefix));

/** A small seeded random source, so the same run draws the same pictures. */
function randomFrom(text) {
  let seed =
    [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261) >>>
    0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n) => Math.round(n * 10) / 10;

/** Palettes: [background from, background to, glow, ink (the motif), accent]. */
const PALETTES = {
  indigo: ['#1e1b4b', '#3730a3', '#6366f1', '#e0e7ff', '#22d3ee'],
  teal: ['#042f2e', '#0f766e', '#2dd4bf', '#ccfbf1', '#fbbf24'],
  violet: ['#2e1065', '#7c3aed', '#c084fc', '#f3e8ff', '#fb923c'],
  crimson: ['#450a0a', '#b91c1c', '#f87171', '#fee2e2', '#facc15'],
  green: ['#052e16', '#15803d', '#4ade80', '#dcfce7', '#facc15'],
  ocean: ['#082f49', '#0369a1', '#38bdf8', '#e0f2fe', '#f472b6'],
  rose: ['#4c0519', '#be123c', '#fb7185', '#ffe4e6', '#fde047'],
  amber: ['#451a03', '#b45309', '#fbbf24', '#fef3c7', '#38bdf8'],
  sage: ['#1a2e05', '#4d7c0f', '#a3e635', '#ecfccb', '#f472b6'],
  slate: ['#0f172a', '#334155', '#94a3b8', '#f1f5f9', '#34d399'],
  plum: ['#3b0764', '#a21caf', '#e879f9', '#fae8ff', '#fde047'],
  night: ['#020617', '#1e3a8a', '#facc15', '#fef9c3', '#f472b6'],
  dawn: ['#7c2d12', '#ea580c', '#fde68a', '#fff7ed', '#0ea5e9'],
};

/** The background every landscape picture shares: a diagonal gradient, soft glows and a dot grid. */
function backdrop(palette, random) {
  const [from, to, glow] = palette;
  const glows = Array.from({ length: 3 }, (_, i) => {
    const x = round(20 + random() * 120);
    const y = round(10 + random() * 70);
    const r = round(25 + random() * 30);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#glow)" opacity="${0.35 + i * 0.1}"/>`;
  }).join('');
  const dots = [];
  for (let x = 6; x < 160; x += 8) for (let y = 6; y < 90; y += 8) dots.push(`M${x} ${y}h.01`);
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${glow}" stop-opacity=".55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="160" height="90" fill="url(#bg)"/>${glows}
<path d="${dots.join('')}" stroke="#fff" stroke-opacity=".14" stroke-width="1.1" stroke-linecap="round"/>`;
}

/** Motifs, drawn in a 160 x 90 box around its centre (object-fit: cover crops the sides). */
const MOTIFS = {
  shield: ([, , , ink, accent], random) => {
    const nodes = Array.from({ length: 9 }, (_, i) => {
      const angle = (i / 9) * Math.PI * 2 + random() * 0.4;
      return [
        round(80 + Math.cos(angle) * (32 + random() * 10)),
        round(45 + Math.sin(angle) * (24 + random() * 8)),
      ];
    });
    const lines = nodes.map(([x, y], i) => {
      const [nx, ny] = nodes[(i + 1) % nodes.length];
      return `M80 45L${x} ${y}M${x} ${y}L${nx} ${ny}`;
    });
    return `<path d="${lines.join('')}" stroke="${ink}" stroke-opacity=".35" stroke-width=".5" fill="none"/>
${nodes.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.8" fill="${accent}"/>`).join('')}
<path d="M80 24l17 6v12c0 11-7 19-17 24-10-5-17-13-17-24V30z" fill="${ink}" fill-opacity=".92"/>
<path d="M72 45l6 6 11-12" stroke="${accent}" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  },
  browser: ([, , , ink, accent], random) => {
    const lines = Array.from({ length: 6 }, (_, i) => {
      const indent = [0, 6, 12, 12, 6, 0][i];
      const width = round(14 + random() * 26);
      return `<rect x="${48 + indent}" y="${37 + i * 6}" width="${width}" height="2.6" rx="1.3" fill="${i % 3 === 1 ? accent : ink}" fill-opacity="${i % 3 === 1 ? 0.95 : 0.7}"/>`;
    });
    return `<rect x="40" y="20" width="80" height="54" rx="4" fill="#000" fill-opacity=".28" stroke="${ink}" stroke-opacity=".6"/>
<path d="M40 29h80" stroke="${ink}" stroke-opacity=".5"/>
${[46, 51, 56].map((x) => `<circle cx="${x}" cy="24.5" r="1.5" fill="${ink}" fill-opacity=".7"/>`).join('')}
${lines.join('')}
<path d="M104 48l-6 5 6 5M112 48l6 5-6 5M110 46l-4 14" stroke="${accent}" stroke-width="1.8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  },
  chart: ([, , , ink, accent], random) => {
    const bars = Array.from({ length: 7 }, (_, i) => {
      const height = round(10 + random() * 30);
      return `<rect x="${44 + i * 11}" y="${70 - height}" width="7" height="${height}" rx="1.5" fill="${ink}" fill-opacity="${0.45 + (i % 3) * 0.15}"/>`;
    });
    const points = Array.from({ length: 7 }, (_, i) => [47.5 + i * 11, round(26 + random() * 22)]);
    return `${bars.join('')}
<path d="M42 70.5h78" stroke="${ink}" stroke-opacity=".6"/>
<polyline points="${points.map((p) => p.join(',')).join(' ')}" fill="none" stroke="${accent}" stroke-width="1.8" stroke-linejoin="round"/>
${points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2" fill="${accent}"/>`).join('')}`;
  },
  bell: ([, , , ink, accent]) => {
    const curve = Array.from({ length: 41 }, (_, i) => {
      const x = 40 + i * 2;
      const z = (x - 80) / 14;
      return `${x},${round(68 - 40 * Math.exp((-z * z) / 2))}`;
    });
    return `<polygon points="40,68 ${curve.join(' ')} 120,68" fill="${ink}" fill-opacity=".22"/>
<polyline points="${curve.join(' ')}" fill="none" stroke="${ink}" stroke-width="1.6"/>
<path d="M80 22v46M66 68V40M94 68V40" stroke="${accent}" stroke-width="1" stroke-dasharray="2 2"/>
<path d="M36 68.5h88" stroke="${ink}" stroke-opacity=".6"/>`;
  },
  radar: ([, , , ink, accent], random) => {
    const rings = [10, 20, 30].map(
      (r) => `<circle cx="80" cy="45" r="${r}" fill="none" stroke="${ink}" stroke-opacity=".45"/>`,
    );
    const blips = Array.from({ length: 5 }, () => {
      const angle = random() * Math.PI * 2;
      const r = 6 + random() * 22;
      return `<circle cx="${round(80 + Math.cos(angle) * r)}" cy="${round(45 + Math.sin(angle) * r)}" r="1.6" fill="${accent}"/>`;
    });
    return `${rings.join('')}<path d="M80 15v60M50 45h60" stroke="${ink}" stroke-opacity=".3"/>
<path d="M80 45L80 15A30 30 0 0 1 106 30z" fill="${ink}" fill-opacity=".3"/>${blips.join('')}`;
  },
  access: ([, , , ink, accent]) =>
    `<circle cx="80" cy="45" r="28" fill="none" stroke="${ink}" stroke-width="2.5"/>
<circle cx="80" cy="45" r="34" fill="none" stroke="${accent}" stroke-opacity=".6" stroke-dasharray="3 3"/>
<circle cx="80" cy="30" r="4" fill="${ink}"/>
<path d="M64 38l16 3 16-3M80 41v10l-7 13M80 51l7 13" stroke="${ink}" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  cloud: ([, , , ink, accent]) =>
    `<path d="M52 60a12 12 0 0 1 2-24 16 16 0 0 1 30-6 13 13 0 0 1 22 10 10 10 0 0 1 0 20z" fill="${ink}" fill-opacity=".9"/>
<rect x="72" y="44" width="16" height="13" rx="2" fill="${accent}"/>
<path d="M75 44v-4a5 5 0 0 1 10 0v4" stroke="${accent}" stroke-width="2.2" fill="none"/>`,
  notes: ([, , , ink, accent], random) =>
    Array.from({ length: 6 }, (_, i) => {
      const x = 46 + (i % 3) * 24;
      const y = 22 + Math.floor(i / 3) * 26;
      const tilt = round(random() * 10 - 5);
      const fill = i % 2 ? accent : ink;
      return `<g transform="rotate(${tilt} ${x + 9} ${y + 9})"><rect x="${x}" y="${y}" width="19" height="19" rx="1.5" fill="${fill}" fill-opacity=".9"/><path d="M${x + 3} ${y + 6}h12M${x + 3} ${y + 10}h9" stroke="#000" stroke-opacity=".25"/></g>`;
    }).join(''),
  gantt: ([, , , ink, accent], random) =>
    Array.from({ length: 6 }, (_, i) => {
      const start = round(40 + i * 8 + random() * 6);
      const width = round(18 + random() * 26);
      const y = 22 + i * 8;
      return `<rect x="${start}" y="${y}" width="${width}" height="5" rx="2.5" fill="${i === 3 ? accent : ink}" fill-opacity="${i === 3 ? 1 : 0.75}"/>`;
    }).join('') +
    `<path d="M38 18v56" stroke="${ink}" stroke-opacity=".5"/><path d="M118 66l4 4-4 4-4-4z" fill="${accent}"/>`,
  balance: ([, , , ink, accent]) =>
    `<path d="M80 20v46M62 70h36M50 32h60" stroke="${ink}" stroke-width="2.4" stroke-linecap="round"/>
<circle cx="80" cy="20" r="3" fill="${accent}"/>
<path d="M50 32l-9 18h18zM110 32l-9 18h18z" fill="none" stroke="${ink}" stroke-opacity=".7"/>
<path d="M39 50a11 6 0 0 0 22 0zM99 50a11 6 0 0 0 22 0z" fill="${ink}" fill-opacity=".85"/>`,
  pipeline: ([, , , ink, accent]) => {
    const stops = [
      [48, 30],
      [80, 24],
      [112, 30],
      [112, 60],
      [80, 66],
      [48, 60],
    ];
    const path = stops.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join('') + 'Z';
    return `<path d="${path}" fill="none" stroke="${ink}" stroke-opacity=".55" stroke-width="1.2" stroke-dasharray="3 2"/>
${stops.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i === 1 ? 7 : 5}" fill="${i === 1 ? accent : ink}" fill-opacity=".92"/>`).join('')}
<circle cx="80" cy="45" r="9" fill="none" stroke="${accent}" stroke-width="2"/><path d="M80 39v12M74 45h12" stroke="${accent}" stroke-width="2"/>`;
  },
  layers: ([, , , ink, accent]) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M80 ${52 - i * 10}l26 9-26 9-26-9z" fill="${i === 2 ? accent : ink}" fill-opacity="${0.55 + i * 0.2}" stroke="#000" stroke-opacity=".15"/>`,
      )
      .join(''),
  target: ([, , , ink, accent]) =>
    `${[26, 18, 10].map((r, i) => `<circle cx="80" cy="45" r="${r}" fill="${i % 2 ? '#000' : ink}" fill-opacity="${i % 2 ? 0.2 : 0.85}"/>`).join('')}
<circle cx="80" cy="45" r="4" fill="${accent}"/><path d="M80 45l24-20m0 0l-1 6m1-6l-6 1" stroke="${accent}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`,
  play: ([, , , ink, accent]) =>
    `<circle cx="80" cy="40" r="20" fill="${ink}" fill-opacity=".92"/><path d="M75 30l14 10-14 10z" fill="${accent}"/>
<rect x="50" y="68" width="60" height="3" rx="1.5" fill="${ink}" fill-opacity=".35"/><rect x="50" y="68" width="22" height="3" rx="1.5" fill="${accent}"/>`,
  spotlight: ([, , , ink, accent], random) =>
    `<path d="M40 0L62 90H18zM120 0l22 90H98z" fill="${ink}" fill-opacity=".12"/>
<path d="M80 0l26 90H54z" fill="${ink}" fill-opacity=".2"/>
${Array.from({ length: 14 }, () => `<circle cx="${round(random() * 160)}" cy="${round(random() * 50)}" r="${round(0.4 + random() * 0.9)}" fill="${ink}"/>`).join('')}
<path d="M80 32l3 7 7 .6-5.4 4.6 1.7 7-6.3-3.8-6.3 3.8 1.7-7-5.4-4.6 7-.6z" fill="${accent}"/>`,
  sunrise: ([, , , ink, accent]) =>
    `${Array.from({ length: 9 }, (_, i) => {
      const angle = Math.PI + (i / 8) * Math.PI;
      return `<path d="M${round(80 + Math.cos(angle) * 24)} ${round(62 + Math.sin(angle) * 24)}L${round(80 + Math.cos(angle) * 36)} ${round(62 + Math.sin(angle) * 36)}" stroke="${ink}" stroke-width="2" stroke-linecap="round"/>`;
    }).join('')}
<path d="M60 62a20 20 0 0 1 40 0z" fill="${ink}"/><path d="M0 70q40-12 80 0t80 0v20H0z" fill="#000" fill-opacity=".25"/><path d="M0 78q40-8 80 0t80 0v12H0z" fill="${accent}" fill-opacity=".35"/>`,
  confetti: ([, , , ink, accent], random) =>
    Array.from({ length: 40 }, (_, i) => {
      const x = round(10 + random() * 140);
      const y = round(8 + random() * 74);
      const fill = i % 3 === 0 ? accent : ink;
      return i % 2
        ? `<rect x="${x}" y="${y}" width="3.5" height="1.6" rx=".5" fill="${fill}" transform="rotate(${round(random() * 180)} ${x} ${y})"/>`
        : `<circle cx="${x}" cy="${y}" r="${round(0.8 + random())}" fill="${fill}"/>`;
    }).join('') +
    `<path d="M68 66l12-32 12 32z" fill="${ink}" fill-opacity=".9"/><path d="M72 56h16M75 48h10" stroke="${accent}" stroke-width="2"/>`,
  stage: ([, , , ink, accent]) =>
    `<path d="M30 34h100v8H30z" fill="${ink}" fill-opacity=".85"/><path d="M40 18h80v16H40z" fill="${accent}" fill-opacity=".8"/>
${[0, 1, 2, 3]
  .map((row) =>
    Array.from({ length: 9 + row * 2 }, (_, i) => {
      const count = 9 + row * 2;
      const x = round(80 + (i - (count - 1) / 2) * (10 - row));
      return `<circle cx="${x}" cy="${52 + row * 9}" r="${2.2 + row * 0.3}" fill="${ink}" fill-opacity="${0.35 + row * 0.15}"/>`;
    }).join(''),
  )
  .join('')}`,
  grid: ([, , , ink, accent], random) =>
    Array.from({ length: 48 }, (_, i) => {
      const x = 46 + (i % 8) * 9.5;
      const y = 22 + Math.floor(i / 8) * 9.5;
      const on = random() > 0.45;
      return `<rect x="${x}" y="${y}" width="7" height="7" rx="1.5" fill="${on ? (random() > 0.7 ? accent : ink) : '#000'}" fill-opacity="${on ? 0.85 : 0.18}"/>`;
    }).join(''),
  // The sample universities' own courses (packages/server/src/seed/university-courses-seed.ts).
  fish: ([, , , ink, accent], random) => {
    const waves = [0, 1, 2].map((i) => {
      const y = 64 + i * 8;
      return `<path d="M0 ${y}q10-${4 - i} 20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0V90H0z" fill="${i === 1 ? accent : ink}" fill-opacity="${[0.22, 0.3, 0.35][i]}"/>`;
    });
    const bubbles = Array.from({ length: 6 }, (_, i) => {
      const x = round(46 + random() * 10 - i * 1.5);
      return `<circle cx="${x}" cy="${36 - i * 4}" r="${round(0.9 + i * 0.35)}" fill="none" stroke="${ink}" stroke-opacity=".7" stroke-width=".6"/>`;
    });
    const kelp = [36, 42, 118, 124].map(
      (x, i) =>
        `<path d="M${x} 90q-4-${8 + i * 2} 0-${16 + i * 3}t0-${16 + i * 3}" fill="none" stroke="${ink}" stroke-opacity=".4" stroke-width="1.6" stroke-linecap="round"/>`,
    );
    return `${kelp.join('')}${waves.join('')}${bubbles.join('')}
<path d="M52 44q22-20 48 0q-26 20-48 0z" fill="${ink}" fill-opacity=".92"/>
<path d="M98 44l14-11q-4 11 0 22z" fill="${ink}" fill-opacity=".85"/>
<path d="M68 36q6-11 20-7q-3 3-5 8zM74 52q2 7 9 8q-1-5-3-9z" fill="${ink}" fill-opacity=".85"/>
<path d="M66 36q-4 8 0 16" stroke="${accent}" stroke-width="1.6" fill="none" stroke-linecap="round"/>
<path d="M76 40q6 4 0 8M84 40q6 4 0 8" stroke="#000" stroke-opacity=".2" stroke-width="1.1" fill="none"/>
<circle cx="60" cy="42" r="1.8" fill="#000" fill-opacity=".7"/>
<path d="M104 58q8-5 14 0q-7 5-14 0zM118 58l5-4v8z" fill="${accent}" fill-opacity=".85"/>`;
  },
  histogram: ([, , , ink, accent], random) => {
    const bars = Array.from({ length: 11 }, (_, i) => {
      const z = (i - 5) / 2.2;
      const height = round(Math.max(3, 42 * Math.exp((-z * z) / 2) * (0.82 + random() * 0.3)));
      return `<rect x="${42 + i * 7}" y="${70 - height}" width="5.6" height="${height}" rx="1" fill="${ink}" fill-opacity="${i === 5 ? 0.9 : 0.55}"/>`;
    });
    const curve = Array.from({ length: 41 }, (_, i) => {
      const x = 38 + i * 2.1;
      const z = (x - 80.8) / 15.4;
      return `${round(x)},${round(70 - 44 * Math.exp((-z * z) / 2))}`;
    });
    return `${bars.join('')}
<path d="M36 70.5h90" stroke="${ink}" stroke-opacity=".6"/>
<polyline points="${curve.join(' ')}" fill="none" stroke="${accent}" stroke-width="1.8" stroke-linejoin="round"/>
<path d="M62 76h38M62 73v6M100 73v6" stroke="${accent}" stroke-width="1.4" stroke-linecap="round"/>
<circle cx="80.8" cy="76" r="2" fill="${accent}"/>`;
  },
  longship: ([, , , ink, accent]) => {
    const stripes = [0, 1, 2, 3].map(
      (i) =>
        `<rect x="${58 + i * 7}" y="19" width="7" height="27" fill="${i % 2 ? accent : ink}" fill-opacity="${i % 2 ? 0.9 : 0.85}"/>`,
    );
    const shields = [0, 1, 2, 3, 4].map(
      (i) =>
        `<circle cx="${54 + i * 9}" cy="54" r="3.2" fill="${i % 2 ? ink : accent}" stroke="#000" stroke-opacity=".25" stroke-width=".6"/>`,
    );
    return `<path d="M0 70q10-4 20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0V90H0z" fill="#000" fill-opacity=".25"/>
<path d="M0 77q10-3 20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0V90H0z" fill="${ink}" fill-opacity=".18"/>
<path d="M72 16v38" stroke="${ink}" stroke-width="1.6"/><path d="M54 18h36" stroke="${ink}" stroke-width="1.4" stroke-linecap="round"/>
${stripes.join('')}
<path d="M36 50q4 18 28 18h22q22 0 30-18l-2-10q-2 8-10 12H48q-8-2-10-10z" fill="${ink}" fill-opacity=".92"/>
<path d="M114 40q2-10 8-10q4 0 3 5q-2 3-5 1" stroke="${ink}" stroke-width="2.2" fill="none" stroke-linecap="round"/>
<path d="M38 42q-6-6-2-12" stroke="${ink}" stroke-width="2.2" fill="none" stroke-linecap="round"/>
${shields.join('')}
<path d="M46 66l-4 6M58 68l-3 6M70 68l-2 6M82 68l-1 6M94 67l1 6" stroke="${ink}" stroke-opacity=".7" stroke-width=".9" stroke-linecap="round"/>
<path d="M128 70q-2-34 9-44q11 10 9 44z" fill="${ink}" fill-opacity=".35"/>
<path d="M131 66q-2-26 6-35q8 9 6 35M134 66q-1-20 3-27q4 7 3 27" fill="none" stroke="${accent}" stroke-width="1.1" stroke-linecap="round"/>
<circle cx="132.5" cy="67" r="1.8" fill="${accent}"/>`;
  },
  watershed: ([, , , ink, accent], random) => {
    const rivers = [];
    const joins = [];
    const grow = (x, y, angle, length, width, depth) => {
      const ex = x + Math.cos(angle) * length;
      const ey = y + Math.sin(angle) * length;
      const sway = (random() - 0.5) * length * 0.5;
      const cx = (3 * x + ex) / 4 - Math.sin(angle) * sway;
      const cy = (3 * y + ey) / 4 + Math.cos(angle) * sway;
      rivers.push(
        `<path d="M${round(x)} ${round(y)}Q${round(cx)} ${round(cy)} ${round((x + ex) / 2)} ${round((y + ey) / 2)}T${round(ex)} ${round(ey)}" stroke-width="${round(width)}"/>`,
      );
      if (depth === 0) return;
      if (depth >= 3)
        joins.push(`<circle cx="${round(ex)}" cy="${round(ey)}" r="1.8" fill="${accent}"/>`);
      const spread = 0.5 + random() * 0.3;
      grow(ex, ey, angle - spread, length * 0.7, width * 0.62, depth - 1);
      grow(ex, ey, angle + spread * 0.9, length * 0.68, width * 0.62, depth - 1);
    };
    grow(116, 56, Math.PI + 0.1, 22, 4.4, 4);
    const peaks = [
      [56, 27],
      [66, 20],
      [78, 16],
      [100, 15],
      [112, 20],
    ].map(([x, y]) => `M${x - 6} ${y + 7}L${x} ${y}l6 7z`);
    return `<path d="M86 80C58 80 42 66 44 46S64 12 90 12s40 12 38 34S114 80 86 80z" fill="${ink}" fill-opacity=".1" stroke="${ink}" stroke-opacity=".5" stroke-dasharray="4 3"/>
<path d="${peaks.join('')}" fill="${ink}" fill-opacity=".45"/>
<g fill="none" stroke="${ink}" stroke-linecap="round" stroke-opacity=".92">${rivers.join('')}</g>
<path d="M114 57c2-6 8-9 14-7s9 4 8 8-6 4-9 6-11 1-13-7z" fill="${ink}"/>${joins.join('')}`;
  },
  hotel: ([, , , ink, accent], random) => {
    const windows = [];
    for (let row = 0; row < 4; row++)
      for (let col = 0; col < 4; col++) {
        const lit = random() > 0.55;
        windows.push(
          `<rect x="${43 + col * 8}" y="${22 + row * 8}" width="4.6" height="4.6" rx=".6" fill="${lit ? accent : '#000'}" fill-opacity="${lit ? 0.9 : 0.25}"/>`,
        );
      }
    const stars = [0, 1, 2].map((i) => {
      const x = 52 + i * 7;
      return `<path d="M${x} 9l1.2 2.6 2.8.3-2.1 1.9.6 2.8-2.5-1.4-2.5 1.4.6-2.8-2.1-1.9 2.8-.3z" fill="${accent}"/>`;
    });
    return `<rect x="38" y="17" width="42" height="53" rx="1.5" fill="${ink}" fill-opacity=".85"/>
${windows.join('')}
<path d="M53 70v-9a6 6 0 0 1 12 0v9z" fill="#000" fill-opacity=".35"/><path d="M48 60h22" stroke="${accent}" stroke-width="2" stroke-linecap="round"/>
${stars.join('')}
<path d="M30 70.5h100" stroke="${ink}" stroke-opacity=".6"/>
<rect x="86" y="64" width="40" height="4" rx="2" fill="${ink}"/>
<path d="M90 64a16 16 0 0 1 32 0z" fill="${accent}"/>
<path d="M96 58a11 11 0 0 1 8-7" stroke="#fff" stroke-opacity=".55" stroke-width="1.6" fill="none" stroke-linecap="round"/>
<path d="M106 48v-4" stroke="${ink}" stroke-width="2"/><rect x="102" y="41.5" width="8" height="2.6" rx="1.3" fill="${ink}"/>`;
  },
  drone: ([, , , ink, accent], random) => {
    const rows = Array.from({ length: 9 }, (_, i) => {
      const bottom = -16 + i * 24;
      const top = round(80 + (bottom - 80) * 0.22);
      return `M${bottom} 90L${top} 52`;
    });
    const sensors = Array.from({ length: 5 }, () => {
      const y = round(60 + random() * 24);
      const x = round(80 + (random() - 0.5) * (y - 40) * 2.6);
      return `<circle cx="${x}" cy="${y}" r="1.3" fill="${accent}"/>`;
    });
    return `<path d="M0 52h160v38H0z" fill="${ink}" fill-opacity=".16"/>
<path d="${rows.join('')}" stroke="${ink}" stroke-opacity=".5" stroke-width="1.4"/>
<path d="M80 34L62 66h36z" fill="${accent}" fill-opacity=".16"/>
${sensors.join('')}
<path d="M66 26l-6-4M94 26l6-4M66 32l-6 4M94 32l6 4" stroke="${ink}" stroke-width="1.6" stroke-linecap="round"/>
${[
  [58, 21],
  [102, 21],
  [58, 37],
  [102, 37],
]
  .map(
    ([x, y]) =>
      `<ellipse cx="${x}" cy="${y}" rx="7" ry="1.6" fill="${ink}" fill-opacity=".75"/><circle cx="${x}" cy="${y}" r="1.2" fill="${ink}"/>`,
  )
  .join('')}
<rect x="68" y="24" width="24" height="10" rx="4" fill="${ink}"/><circle cx="80" cy="34.5" r="2.4" fill="${accent}"/>`;
  },
  barn: ([, , , ink, accent], random) => {
    const bars = Array.from({ length: 4 }, (_, i) => {
      const height = round(10 + i * 9 + random() * 4);
      return `<rect x="${92 + i * 8}" y="${70 - height}" width="5.6" height="${height}" rx="1" fill="${ink}" fill-opacity="${0.45 + i * 0.12}"/>`;
    });
    return `<path d="M38 70V46l7-12 15-8 15 8 7 12v24z" fill="${ink}" fill-opacity=".92"/>
<path d="M38 46h44" stroke="#000" stroke-opacity=".2" stroke-width="1.2"/>
<rect x="53" y="52" width="14" height="18" fill="#000" fill-opacity=".3"/>
<path d="M53 52l14 18M67 52L53 70" stroke="${ink}" stroke-width="1.2"/>
<rect x="56" y="36" width="8" height="6" fill="#000" fill-opacity=".3"/>
${bars.join('')}
<path d="M30 70.5h100" stroke="${ink}" stroke-opacity=".6"/>
<path d="M88 58l10-6 8 2 8-10 10-12" stroke="${accent}" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M118 31l6 1 0 6" stroke="${accent}" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  },
  riverCity: ([, , , ink, accent], random) => {
    const buildings = [];
    const windows = [];
    for (let x = 32; x < 126;) {
      const width = 6 + Math.floor(random() * 3) * 3;
      const height = round(10 + random() * 30);
      const top = 56 - height;
      buildings.push(
        `<rect x="${x}" y="${top}" width="${width}" height="${height + 2}" fill="${ink}" fill-opacity="${[0.55, 0.75, 0.92][Math.floor(random() * 3)]}"/>`,
      );
      if (height > 22)
        for (let y = top + 4; y < 52; y += 5) windows.push(`M${x + 1.5} ${round(y)}h${width - 3}`);
      x += width + 1;
    }
    const arches = [0, 1, 2, 3].map((i) => `M${34 + i * 24} 76a12 11 0 0 1 24 0`);
    return `${buildings.join('')}
<path d="${windows.join('')}" stroke="#000" stroke-opacity=".18" stroke-width="1.2"/>
<path d="M0 58h160v32H0z" fill="${accent}" fill-opacity=".8"/>
<path d="M26 62h108v3H26z" fill="${ink}"/>
<path d="${arches.join('')}" fill="none" stroke="${ink}" stroke-width="2.4"/>
<path d="M34 65v11M58 65v11M82 65v11M106 65v11M130 65v11" stroke="${ink}" stroke-width="2"/>
<path d="M20 82h14M60 85h18M100 82h22" stroke="${ink}" stroke-opacity=".5" stroke-width="1.2" stroke-linecap="round"/>`;
  },
  clinic: ([, to, , ink, accent], random) => {
    const houses = [28, 43, 105, 120].map((x) => {
      const top = round(64 - 11 - random() * 7);
      const lit = random() > 0.4;
      return `<path d="M${x} 64V${top}l6-7 6 7V64z" fill="${ink}" fill-opacity="${round(0.55 + random() * 0.3)}"/>
<rect x="${x + 3.5}" y="${top + 3}" width="5" height="4" rx=".6" fill="${lit ? accent : '#000'}" fill-opacity="${lit ? 0.9 : 0.25}"/>`;
    });
    const people = Array.from({ length: 7 }, (_, i) => {
      const x = 80 + (i - 3) * 13;
      const y = round(74 + random() * 2);
      return `<g fill="${i === 3 ? accent : ink}" fill-opacity="${i === 3 ? 0.95 : [0.6, 0.8][i % 2]}"><circle cx="${x}" cy="${y}" r="2.6"/><path d="M${x - 5} ${y + 11}c0-5 2-7.5 5-7.5s5 2.5 5 7.5z"/></g>`;
    });
    return `${houses.join('')}
<rect x="59" y="34" width="42" height="30" rx="1" fill="${ink}" fill-opacity=".95"/>
<rect x="57" y="32" width="46" height="4" rx="1" fill="${ink}"/>
<circle cx="80" cy="45" r="8" fill="${to}"/>
<path d="M77.5 39.5h5v3h3v5h-3v3h-5v-3h-3v-5h3z" fill="#fff"/>
<path d="M74 64v-8h12v8z" fill="#000" fill-opacity=".3"/>
<path d="M63 42h6v4h-6zM91 42h6v4h-6zM63 52h6v4h-6zM91 52h6v4h-6z" fill="#000" fill-opacity=".22"/>
<path d="M20 64.5h120" stroke="${ink}" stroke-opacity=".6"/>
<path d="M24 22h36l3-4 3 4h6l3 6 4-20 4 22 3-8h8l4-5 4 5h34" stroke="${accent}" stroke-width="1.8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="136" cy="22" r="1.8" fill="${accent}"/>
${people.join('')}`;
  },
};

function landscape(name, paletteName, motif) {
  const palette = PALETTES[paletteName];
  const random = randomFrom(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice">
${backdrop(palette, random)}${MOTIFS[motif](palette, random)}</svg>`;
}

/** A person as shapes: head and shoulders on a coloured ground (no one's likeness). */
function portrait(name, paletteName) {
  const [from, to, glow, ink] = PALETTES[paletteName];
  const random = randomFrom(name);
  const tilt = round(random() * 8 - 4);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></linearGradient></defs>
<rect width="100" height="100" fill="url(#bg)"/><circle cx="${round(20 + random() * 60)}" cy="${round(15 + random() * 30)}" r="30" fill="${glow}" fill-opacity=".25"/>
<g transform="rotate(${tilt} 50 60)"><path d="M18 104c0-22 14-34 32-34s32 12 32 34z" fill="${ink}" fill-opacity=".9"/>
<circle cx="50" cy="42" r="17" fill="${ink}"/></g></svg>`;
}

/** A favicon: the university's first letter on its primary colour. */
function favicon(letter, colour) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colour}"/>
<text x="32" y="46" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="40" fill="#fff">${letter}</text></svg>`;
}

const CARD = [800, 450];
const LARGE = [1280, 720];

/** Every picture: [path under this folder, width, height, svg]. */
const pictures = [
  ['courses/ai-security', CARD, landscape('ai-security', 'indigo', 'shield')],
  ['courses/ai-security-large', LARGE, landscape('ai-security', 'indigo', 'shield')],
  ['courses/web-development', CARD, landscape('web-development', 'teal', 'browser')],
  ['courses/web-development-large', LARGE, landscape('web-development', 'teal', 'browser')],
  ['courses/data-science', CARD, landscape('data-science', 'violet', 'chart')],
  ['courses/data-science-large', LARGE, landscape('data-science', 'violet', 'chart')],
  ['courses/threat-intelligence', CARD, landscape('threat-intelligence', 'crimson', 'radar')],
  ['courses/accessible-front-end', CARD, landscape('accessible-front-end', 'green', 'access')],
  ['courses/data-visualisation', CARD, landscape('data-visualisation', 'plum', 'chart')],
  ['courses/cloud-security', CARD, landscape('cloud-security', 'ocean', 'cloud')],
  ['courses/ux-research', CARD, landscape('ux-research', 'rose', 'notes')],
  ['courses/project-management', CARD, landscape('project-management', 'amber', 'gantt')],
  ['courses/ethics-of-technology', CARD, landscape('ethics-of-technology', 'sage', 'balance')],
  ['courses/statistics-refresher', CARD, landscape('statistics-refresher', 'slate', 'bell')],
  ['courses/mlops', CARD, landscape('mlops', 'teal', 'pipeline')],
  ['courses/marine-ecology', CARD, landscape('marine-ecology', 'ocean', 'fish')],
  ['courses/applied-statistics', CARD, landscape('applied-statistics', 'indigo', 'histogram')],
  ['courses/nordic-history', CARD, landscape('nordic-history', 'crimson', 'longship')],
  ['courses/freshwater-systems', CARD, landscape('freshwater-systems', 'teal', 'watershed')],
  ['courses/hospitality-management', CARD, landscape('hospitality-management', 'rose', 'hotel')],
  ['courses/agritech', CARD, landscape('agritech', 'green', 'drone')],
  ['courses/rural-economics', CARD, landscape('rural-economics', 'amber', 'barn')],
  ['courses/urban-planning', CARD, landscape('urban-planning', 'dawn', 'riverCity')],
  ['courses/public-health', CARD, landscape('public-health', 'crimson', 'clinic')],
  ['modules/foundations', CARD, landscape('foundations', 'indigo', 'layers')],
  ['modules/practice', CARD, landscape('practice', 'ocean', 'target')],
  ['lessons/intro', CARD, landscape('intro', 'violet', 'play')],
  ['events/opening-night', CARD, landscape('opening-night', 'night', 'spotlight')],
  ['events/day-two', CARD, landscape('day-two', 'dawn', 'sunrise')],
  ['events/day-three', CARD, landscape('day-three', 'plum', 'confetti')],
  ['programs/event-program-hero', LARGE, landscape('event-program-hero', 'night', 'stage')],
  ['programs/data-literacy', CARD, landscape('data-literacy', 'slate', 'grid')],
  ['instructors/sarah-chen', [192, 192], portrait('sarah-chen', 'indigo')],
  ['instructors/marcus-johnson', [192, 192], portrait('marcus-johnson', 'amber')],
  ['instructors/amara-okafor', [192, 192], portrait('amara-okafor', 'green')],
];
const avatarPalettes = Object.keys(PALETTES);
for (let rank = 1; rank <= 20; rank++) {
  const palette = avatarPalettes[(rank * 5) % avatarPalettes.length];
  pictures.push([`avatars/${rank}`, [128, 128], portrait(`avatar-${rank}`, palette)]);
}

function render(svg, [width, height], png) {
  const page = join(work, 'page.html');
  writeFileSync(
    page,
    `<!doctype html><style>html,body{margin:0}svg{display:block;width:${width}px;height:${height}px}</style>${svg}`,
  );
  execFileSync(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--hide-scrollbars',
      '--force-device-scale-factor=1',
      `--window-size=${width},${height}`,
      `--screenshot=${png}`,
      `file://${page}`,
    ],
    { stdio: 'ignore' },
  );
}

let total = 0;
let made = 0;
for (const [name, size, svg] of pictures.filter(([name]) => wanted(name))) {
  const png = join(work, 'picture.png');
  const out = join(here, `${name}.webp`);
  mkdirSync(dirname(out), { recursive: true });
  render(svg, size, png);
  const quality = size[0] > 800 ? '72' : '78';
  execFileSync('cwebp', [
    '-quiet',
    '-q',
    quality,
    '-m',
    '6',
    '-sharp_yuv',
    '-metadata',
    'none',
    png,
    '-o',
    out,
  ]);
  total += statSync(out).size;
  made += 1;
  console.log(`${name}.webp ${size.join('x')} ${statSync(out).size} B`);
}

const universities = [
  ['northbridge', 'N', '#1E40AF'],
  ['lakeside', 'L', '#047857'],
  ['westfield', 'W', '#6D28D9'],
  ['riverside', 'R', '#B91C1C'],
];
for (const [slug, letter, colour] of universities) {
  if (!wanted(`universities/${slug}-favicon`)) continue;
  const png = join(work, 'favicon.png');
  const out = join(here, `universities/${slug}-favicon.ico`);
  mkdirSync(dirname(out), { recursive: true });
  render(favicon(letter, colour), [64, 64], png);
  execFileSync('/usr/bin/convert', [png, '-define', 'icon:auto-resize=32,16', out]);
  total += statSync(out).size;
  made += 1;
  console.log(`universities/${slug}-favicon.ico ${statSync(out).size} B`);
}

/** The worksheet the dashboard's next step downloads: a one-page PDF written by hand. */
function worksheetPdf() {
  const lines = [
    ['F2', 20, 'Threat Model Worksheet'],
    ['F1', 12, 'AI Fundamentals for Cybersecurity - sample assignment'],
    ['F1', 12, ''],
    ['F1', 12, 'Map three risks to the system you chose.'],
    ['F1', 12, 'For each: what could go wrong, who is affected, how you would detect it,'],
    ['F1', 12, 'and what control reduces it.'],
    ['F1', 12, ''],
    ['F1', 12, 'Risk 1: ____________________________________________'],
    ['F1', 12, 'Risk 2: ____________________________________________'],
    ['F1', 12, 'Risk 3: ____________________________________________'],
  ];
  const text = lines
    .map(([font, size, line], i) => `BT /${font} ${size} Tf 72 ${740 - i * 26} Td (${line}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}
if (wanted('downloads/threat-model-worksheet')) {
  mkdirSync(join(here, 'downloads'), { recursive: true });
  writeFileSync(join(here, 'downloads/threat-model-worksheet.pdf'), worksheetPdf(), 'latin1');
  console.log('downloads/threat-model-worksheet.pdf');
}

rmSync(work, { recursive: true, force: true });
console.log(`${made} pictures, ${total} B`);
