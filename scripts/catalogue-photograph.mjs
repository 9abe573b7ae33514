// Renders the sample catalogue's full-size photograph: the Filigree Medallion Necklace (sterling
// silver petals around a carnelian) on linen, lit from the upper left, with a soft shadow, a little depth of field, lens vignetting
// and sensor grain. The catalogue's other pictures are small flat SVGs; this one has the size and
// the detail of a real product photograph (2400 x 2400 px, a few MB), so the image pipeline and
// the product page's performance are tested against what a store owner really uploads.
//
//   node scripts/catalogue-photograph.mjs [out.jpg]   (default: the catalogue image it replaces)
//
// Deterministic: the same file every run (seeded random numbers).
import sharp from 'sharp';
import path from 'node:path';

const SIZE = 2400;
const out =
  process.argv[2] ??
  path.join(import.meta.dirname, '..', 'content/catalogue/images/filigree-medallion-necklace-photo.jpg');

// A small seeded generator (mulberry32), so the picture is reproducible.
let seed = 0x5eed1234;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const gauss = () => Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());

/** Smooth value noise on a grid of `cells`, sampled bilinearly with smoothstep. */
function valueNoise(cells) {
  const g = new Float32Array((cells + 1) * (cells + 1)).map(() => random());
  return (x, y) => {
    const fx = (x - Math.floor(x)) * cells,
      fy = (y - Math.floor(y)) * cells;
    const ix = Math.min(cells - 1, Math.floor(fx)),
      iy = Math.min(cells - 1, Math.floor(fy));
    const tx = fx - ix,
      ty = fy - iy;
    const sx = tx * tx * (3 - 2 * tx),
      sy = ty * ty * (3 - 2 * ty);
    const a = g[iy * (cells + 1) + ix],
      b = g[iy * (cells + 1) + ix + 1];
    const c = g[(iy + 1) * (cells + 1) + ix],
      d = g[(iy + 1) * (cells + 1) + ix + 1];
    return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
  };
}
const broad = valueNoise(6);
const medium = valueNoise(40);
const fine = valueNoise(300);

const rgb = new Float32Array(SIZE * SIZE * 3);
const cx = SIZE * 0.5,
  cy = SIZE * 0.47,
  R = SIZE * 0.27;
// Light from the upper left, camera straight above.
const L = (() => {
  const v = [-0.5, -0.6, 0.62];
  const n = Math.hypot(...v);
  return v.map((c) => c / n);
})();
const H = (() => {
  const v = [L[0], L[1], L[2] + 1];
  const n = Math.hypot(...v);
  return v.map((c) => c / n);
})();

/** Height of the medallion at a point (0 outside): a domed disc, a raised rim, eight petals, a bead ring. */
function height(x, y) {
  const dx = x - cx,
    dy = y - cy;
  const r = Math.hypot(dx, dy) / R;
  if (r > 1) return 0;
  const a = Math.atan2(dy, dx);
  let h = 0.35 * Math.sqrt(Math.max(0, 1 - r * r)); // dome
  h += 0.18 * Math.exp(-(((r - 0.93) / 0.035) ** 2)); // rim
  h += 0.06 * Math.exp(-(((r - 0.78) / 0.012) ** 2)); // inner ring
  const petal = Math.abs(Math.cos(a * 4)) ** 0.6 * 0.55 + 0.25; // eight lotus petals
  if (r < petal && r > 0.3) h += 0.05 * Math.sin((Math.PI * (r - 0.3)) / (petal - 0.3));
  for (let k = 0; k < 48; k++) {
    // bead ring
    const ba = (k / 48) * 2 * Math.PI;
    const bx = Math.cos(ba) * 0.85,
      by = Math.sin(ba) * 0.85;
    const d = Math.hypot(dx / R - bx, dy / R - by);
    if (d < 0.03) h += 0.04 * Math.sqrt(1 - (d / 0.03) ** 2);
  }
  return h;
}

const STONE = 0.24; // carnelian cabochon radius, in medallion radii
for (let y = 0; y < SIZE; y++) {
  for (let x = 0; x < SIZE; x++) {
    const u = x / SIZE,
      v = y / SIZE;
    const i = (y * SIZE + x) * 3;
    // Linen: warm sand, woven threads, uneven dye, light falling off to the lower right.
    const weave = 0.5 + 0.5 * Math.sin(x * 0.9 + 3 * medium(u, v)) * Math.sin(y * 0.87 + 3 * medium(v, u));
    const thread = 0.85 + 0.15 * fine(u, v);
    const light = 1.08 - 0.45 * Math.hypot(u - 0.2, v - 0.15);
    let base = (0.78 + 0.1 * broad(u, v)) * thread * (0.84 + 0.16 * weave) * light;
    // Soft shadow of the medallion, cast to the lower right.
    const sd = Math.hypot(x - (cx + R * 0.12), y - (cy + R * 0.16)) / R;
    base *= 1 - 0.45 * Math.min(1, Math.max(0, (1.15 - sd) / 0.3));
    let r = base * 0.93,
      g = base * 0.84,
      b = base * 0.7;

    const dx = (x - cx) / R,
      dy = (y - cy) / R,
      rr = Math.hypot(dx, dy);
    if (rr <= 1) {
      const e = 1.5;
      const nx = ((-(height(x + e, y) - height(x - e, y)) * R) / (2 * e)) * 0.35;
      const ny = ((-(height(x, y + e) - height(x, y - e)) * R) / (2 * e)) * 0.35;
      const n = Math.hypot(nx, ny, 1);
      const N = [nx / n, ny / n, 1 / n];
      if (rr < STONE) {
        // Carnelian: translucent orange-red, brighter where light passes through, one reflection.
        const z = Math.sqrt(1 - (rr / STONE) ** 2);
        const sn = [dx / STONE, dy / STONE, z];
        const diff = Math.max(0, sn[0] * L[0] + sn[1] * L[1] + sn[2] * L[2]);
        const spec = Math.max(0, sn[0] * H[0] + sn[1] * H[1] + sn[2] * H[2]) ** 120;
        const glow =
          Math.max(0, 1 - Math.hypot(dx / STONE - 0.35, dy / STONE - 0.4)) * (0.9 + 0.2 * medium(u * 2, v * 2));
        r = 0.42 + 0.3 * diff + 0.35 * glow + spec;
        g = 0.1 + 0.08 * diff + 0.16 * glow + spec;
        b = 0.04 + 0.03 * diff + 0.04 * glow + spec;
      } else {
        // Polished sterling silver, hand-worked: diffuse, a broad sheen and a sharp highlight.
        const hammer = (medium(u * 4, v * 4) - 0.5) * 0.05;
        const diff = Math.min(1, Math.max(0, N[0] * L[0] + N[1] * L[1] + N[2] * L[2] + hammer));
        const ndh = Math.min(1, Math.max(0, N[0] * H[0] + N[1] * H[1] + N[2] * H[2] + hammer));
        const sheen = ndh ** 8,
          spark = ndh ** 90;
        r = 0.24 + 0.42 * diff + 0.38 * sheen + 0.6 * spark;
        g = 0.25 + 0.43 * diff + 0.39 * sheen + 0.6 * spark;
        b = 0.27 + 0.45 * diff + 0.4 * sheen + 0.6 * spark;
      }
    }
    // Lens vignetting and sensor grain.
    const vig = 1 - 0.28 * ((u - 0.5) ** 2 + (v - 0.5) ** 2) * 2;
    const grain = gauss() * 0.012;
    rgb[i] = r * vig + grain;
    rgb[i + 1] = g * vig + grain;
    rgb[i + 2] = b * vig + grain;
  }
}

const bytes = Buffer.alloc(SIZE * SIZE * 3);
for (let i = 0; i < rgb.length; i++)
  bytes[i] = Math.max(0, Math.min(255, Math.round(Math.pow(Math.max(0, rgb[i]), 1 / 1.15) * 255)));
await sharp(bytes, { raw: { width: SIZE, height: SIZE, channels: 3 } })
  .jpeg({ quality: 88, mozjpeg: true })
  .withMetadata({ density: 300 })
  .toFile(out);
console.log(`wrote ${path.relative(process.cwd(), out)} (${SIZE} x ${SIZE})`);
