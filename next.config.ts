import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files it loads relative to itself: bundling breaks it.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
};

export default nextConfig;
