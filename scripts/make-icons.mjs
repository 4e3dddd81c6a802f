// Draws the site icons (favicon.ico, icon.svg, apple-icon.png) and the default
// Open Graph card (a raster: social apps do not show SVG) into app/. Run once: node scripts/make-icons.mjs
import sharp from 'sharp';
import fs from 'node:fs';
const house = (size) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">
<rect width="64" height="64" rx="14" fill="#0f6e5a"/>
<path d="M32 13 11 31h6v19h12V38h6v12h12V31h6z" fill="#fff"/>
<rect x="27" y="24" width="10" height="8" rx="1" fill="#f29f05"/></svg>`;
fs.writeFileSync('app/icon.svg', house(64));
const png32 = await sharp(Buffer.from(house(32))).png().toBuffer();
// An .ico holding one 32x32 PNG image (Vista+ format, every browser reads it).
const header = Buffer.alloc(6); header.writeUInt16LE(0, 0); header.writeUInt16LE(1, 2); header.writeUInt16LE(1, 4);
const entry = Buffer.alloc(16); entry[0] = 32; entry[1] = 32; entry[2] = 0; entry[3] = 0;
entry.writeUInt16LE(1, 4); entry.writeUInt16LE(32, 6); entry.writeUInt32LE(png32.length, 8); entry.writeUInt32LE(22, 12);
fs.writeFileSync('app/favicon.ico', Buffer.concat([header, entry, png32]));
await sharp(Buffer.from(house(180))).png().toFile('app/apple-icon.png');
const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#0f6e5a"/>
<g transform="translate(90 170) scale(4.5)"><rect width="64" height="64" rx="14" fill="#fff"/>
<path d="M32 13 11 31h6v19h12V38h6v12h12V31h6z" fill="#0f6e5a"/><rect x="27" y="24" width="10" height="8" rx="1" fill="#f29f05"/></g>
<text x="440" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="88" font-weight="700" fill="#fff">GharBazaar</text>
<text x="440" y="380" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#e8f3f0">Homes, shops, farm land and PG rooms</text>
<text x="440" y="430" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#e8f3f0">across India</text></svg>`;
await sharp(Buffer.from(og)).png({ compressionLevel: 9, palette: true }).toFile('app/opengraph-image.png');
fs.copyFileSync('app/opengraph-image.png', 'app/twitter-image.png');

// The seeded demo photos are SVG drawings (public/demo); a shared listing link shows its first
// photo, and social apps show no SVG: each drawing gets a PNG twin of the same name
// (lib/detail/photo-text.ts shareImage). Re-run after changing a drawing.
for (const f of fs.readdirSync('public/demo').filter((n) => n.endsWith('.svg'))) {
  await sharp(`public/demo/${f}`, { density: 72 }).resize(800, 600, { fit: 'contain', background: '#ffffff' })
    .png({ compressionLevel: 9, palette: true }).toFile(`public/demo/${f.replace(/\.svg$/, '.png')}`);
}
