import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { scenePhoto, withGpsExif } from '../../tests/helpers/photo-fixtures';

type Answer = { status: string; message: string; data: Record<string, unknown> };

/** An owner who signs up, uploads photos and posts through the real API calls. */
export class PhotoPoster {
  private token = '';
  constructor(private readonly request: APIRequestContext) {}

  private async post(path: string, data: unknown): Promise<Answer['data']> {
    const res = await this.request.post(path, { data, headers: this.token ? { 'x-access-token': this.token } : {} });
    const body = (await res.json()) as Answer;
    if (res.status() !== 200) throw new Error(`${path}: ${res.status()} ${body.message}`);
    return body.data;
  }

  async signUp(): Promise<void> {
    const phone = `8${String(Date.now()).slice(-9)}`;
    const login = await this.post('/api/user/auth/Login', { country_code: '+91', phone_number: phone });
    const outbox = (await (await this.request.get(`/api/dev/sms-outbox?phone=${phone}`)).json()) as { data: { message: string }[] };
    const otp = outbox.data.map((m) => m.message.match(/\b(\d{4})\b/)?.[1]).find(Boolean);
    const verified = await this.post('/api/user/auth/VerifyOtp', { otp_token: login.otp_token, otp });
    this.token = String(verified.accessToken);
    await this.post('/api/user/intial-register', { name: 'Photo Owner' });
    await this.post('/api/user/update-role-type', { role_type: 'owner' });
  }

  /** A 2400x1800 camera JPEG with GPS in its EXIF, as a phone would send it. */
  async upload(seed: number): Promise<{ id: number; location: string }> {
    const jpeg = await withGpsExif(await sharp(await scenePhoto(seed, { width: 2400, height: 1800 })).jpeg({ quality: 85 }).toBuffer());
    const res = await this.request.post('/api/property/images/upload-property-image', {
      headers: { 'x-access-token': this.token },
      multipart: { image: { name: `camera-${seed}.jpg`, mimeType: 'image/jpeg', buffer: jpeg } },
    });
    const body = (await res.json()) as Answer;
    if (res.status() !== 200) throw new Error(`upload: ${res.status()} ${body.message}`);
    return body.data as { id: number; location: string };
  }

  /** A 2 BHK flat for rent in Mysuru with these photos; its detail URL. */
  async postFlat(photoIds: number[]): Promise<string> {
    const d = await this.post('/api/property/apartment/create-apartment-property', {
      post_type: 'rent',
      property_details: { name: 'Photo Check Residency', address: '7, 2nd Main Road' },
      g_location: { city: 'Mysuru', area: 'Kuvempunagar' },
      details: {
        area_unit: 'sqft', bedrooms: 2, bathrooms: 2, balconies: 1, super_area: 1150, carpet_area: 900, floor_no: 3, total_floors: 6,
        facing: 'east', furnishing: 'semi_furnished', furnishing_items: [], construction_status: 'ready_to_move',
        age_of_property: '1_5', covered_parking: 1, open_parking: 0, gated_community: true,
      },
      pricing: {
        price: 19_000, negotiable: true, maintenance: 1_500, security_deposit: 100_000, available_from: '2026-12-01',
        lock_in_months: 11, preferred_tenants: ['family'], pets_allowed: false,
      },
      description: 'Bright two-bedroom flat near the park, schools and the market.',
      amenities: [],
      photo_ids: photoIds,
    });
    if (d.status !== 'approved') throw new Error(`the flat is ${String(d.status)}: ${JSON.stringify(d.reasons)}`);
    return String(d.detail_url);
  }
}
