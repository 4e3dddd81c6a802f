import sharp from 'sharp';

// Photo-like test images made with sharp: a seeded scene of overlapping shapes on a gradient,
// with per-pixel noise so the JPEG encoder has texture to work on. Different seeds give
// different scenes; the same seed gives the same bytes.

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function sceneSvg(seed: number, width = 1200, height = 900): string {
  const r = rng(seed);
  const c = () => `rgb(${Math.floor(r() * 255)},${Math.floor(r() * 255)},${Math.floor(r() * 255)})`;
  const shapes: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = Math.floor(r() * width);
    const y = Math.floor(r() * height);
    const w = Math.floor((0.1 + r() * 0.4) * width);
    const h = Math.floor((0.1 + r() * 0.4) * height);
    shapes.push(r() < 0.5
      ? `<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" fill="${c()}" opacity="0.85"/>`
      : `<ellipse cx="${x}" cy="${y}" rx="${w / 2}" ry="${h / 2}" fill="${c()}" opacity="0.85"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="${r().toFixed(2)}" y2="1"><stop offset="0" stop-color="${c()}"/><stop offset="1" stop-color="${c()}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`;
}

/** A JPEG "photo" of the seeded scene. */
export async function scenePhoto(seed: number, opts: { width?: number; height?: number; quality?: number } = {}): Promise<Buffer> {
  const width = opts.width ?? 1200;
  const height = opts.height ?? 900;
  const raw = await sharp(Buffer.from(sceneSvg(seed, width, height))).removeAlpha().raw().toBuffer();
  const r = rng(seed * 7 + 1);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.max(0, Math.min(255, raw[i] + Math.floor((r() - 0.5) * 24)));
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: opts.quality ?? 90 }).toBuffer();
}

/** The same JPEG with camera EXIF: GPS position, make, and an orientation flag. */
export async function withGpsExif(jpeg: Buffer, orientation = 1): Promise<Buffer> {
  return sharp(jpeg).withExif({
    IFD0: { Make: 'TestCam', Model: 'GPS-1' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 18/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '76/1 39/1 0/1' },
  }).withMetadata({ orientation }).jpeg({ quality: 92 }).toBuffer();
}

/** Whether an EXIF block holds a GPS section (the GPS IFD pointer, tag 0x8825, either byte order). */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

/** A multipart body with one file field. */
export function photoForm(field: string, bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
